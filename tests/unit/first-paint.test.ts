/**
 * plugins/firstPaint.ts: the marker after a page's introduction goes before its first `##` section,
 * and the head tag that holds the first paint for it goes into exactly the pages whose source has
 * such a section (a tag without its marker would hold the paint until the whole page is parsed).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { hasSection, INTRO_END_ID, introEndLink, rehypeIntroEnd } from '../../plugins/firstPaint';

describe('hasSection', () => {
  it('finds a ## heading, with up to three spaces before it', () => {
    expect(hasSection('# Title\n\nIntro.\n\n## First {#first}\n')).toBe(true);
    expect(hasSection('# Title\n\n   ## Indented\n')).toBe(true);
  });

  it('ignores ### headings, ## without a space, and ## inside code fences of either kind', () => {
    expect(hasSection('# Title\n\n### Only a third level\n\n##no-space\n')).toBe(false);
    expect(hasSection('# T\n\n```md\n## In a fence\n```\n\n~~~\n## In a tilde fence\n~~~\n')).toBe(false);
    expect(hasSection('# T\n\n````md\n```\n## Still fenced\n```\n````\n\n## After {#after}\n')).toBe(true);
  });
});

describe('rehypeIntroEnd', () => {
  const html = async (source: string) => String(await compile(source, { rehypePlugins: [rehypeIntroEnd] }));

  it('puts the marker between the introduction and the first h2, once', async () => {
    const compiled = await html('# Title\n\nThe introduction.\n\n## First\n\nText.\n\n## Second\n');
    const marker = compiled.indexOf(`id: "${INTRO_END_ID}"`);
    expect(marker).toBeGreaterThan(compiled.indexOf('The introduction.'));
    expect(marker).toBeLessThan(compiled.indexOf('"First"'));
    expect(compiled.split(INTRO_END_ID)).toHaveLength(2);
  });

  it('adds nothing to a page without a section', async () => {
    expect(await html('# Title\n\nOnly text.\n\n### A third level\n')).not.toContain(INTRO_END_ID);
  });
});

describe('introEndLink', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
  const page = (name: string, source: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return { absolutePath: file };
  };

  it('is a render-blocking expect link to the marker on a page with a section', () => {
    expect(introEndLink(page('with.mdx', '# T\n\nIntro.\n\n## S\n'))).toEqual([
      'link',
      { rel: 'expect', href: `#${INTRO_END_ID}`, blocking: 'render' },
    ]);
  });

  it('is absent on a page without a section and on a page that is not Markdown', () => {
    expect(introEndLink(page('without.mdx', '---\npageType: home\n---\n'))).toBeUndefined();
    expect(introEndLink(page('page.tsx', 'export default () => null;\n'))).toBeUndefined();
  });
});
