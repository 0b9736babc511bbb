/**
 * Every page reads as a finished page: a description, one title, real sections, no placeholder
 * text, and Chinese pages whose callouts are titled in Chinese (the framework's default titles
 * are English words).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from '../reference/markdown';
import { DOCS_DIR, LANGS, pageFiles } from '../routes';

const PLACEHOLDER = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b|待补充|敬请期待|施工中/i;

describe.each(LANGS)('%s pages', (lang) => {
  const files = pageFiles(lang).filter((f) => f !== 'index.md');

  it.each(files)('%s has a description, one title and at least one section', (file) => {
    const source = readFileSync(path.join(DOCS_DIR, lang, file), 'utf8');
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    expect(/^description:\s*\S/m.test(frontmatter), 'frontmatter description').toBe(true);
    const page = readPage(path.join(DOCS_DIR, lang, file));
    // Overview pages get their <h1> from the `title` frontmatter (the framework renders it).
    const isOverview = /^overview:\s*true/m.test(frontmatter);
    expect(page.headings.filter((h) => h.depth === 1)).toHaveLength(isOverview ? 0 : 1);
    if (isOverview) expect(/^title:\s*\S/m.test(frontmatter), 'overview title').toBe(true);
    expect(page.headings.filter((h) => h.depth === 2).length).toBeGreaterThan(0);
  });

  it('has no placeholder text', () => {
    const hits = files.filter((file) => PLACEHOLDER.test(readFileSync(path.join(DOCS_DIR, lang, file), 'utf8')));
    expect(hits).toEqual([]);
  });

  if (lang === 'zh') {
    it('titles every callout in Chinese', () => {
      const untitled = files.flatMap((file) =>
        readFileSync(path.join(DOCS_DIR, lang, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => /^:::\s*(tip|info|note|warning|danger|caution|details)\b/.test(line))
          .filter(({ line }) => !/[\u4e00-\u9fff]/.test(line))
          .map(({ at }) => at),
      );
      expect(untitled).toEqual([]);
    });
  }
});
