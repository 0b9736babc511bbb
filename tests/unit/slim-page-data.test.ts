/** The bundled page list keeps what the theme reads at run time and nothing else (plugins/slimPageData.ts). */
import { describe, expect, it } from 'vitest';
import { type PageEntry, slimPageDataModule, slimPages } from '../../plugins/slimPageData';

const toc = [
  { id: 'a', text: 'A', depth: 2, charIndex: 10 },
  { id: 'b', text: 'B', depth: 3, charIndex: 20 },
];
const page = (routePath: string, frontmatter: Record<string, unknown> = {}): PageEntry => ({
  routePath,
  lang: 'en',
  version: '',
  title: 'T',
  description: 'D',
  frontmatter,
  toc,
  feeds: [],
  _relativePath: `en${routePath}.mdx`,
  lastUpdatedTime: '1/1/2026',
});

describe('slimPages', () => {
  const slim = slimPages([
    page('/practice/frameworks/', { overview: true }),
    page('/practice/frameworks/react/guide'),
    page('/guide/start/quick-start'),
  ]);

  it('keeps route, language, version, source path and last-updated time, and drops the fields the page module supplies', () => {
    expect(slim[2]).toEqual({
      routePath: '/guide/start/quick-start',
      lang: 'en',
      version: '',
      _relativePath: 'en/guide/start/quick-start.mdx',
      lastUpdatedTime: '1/1/2026',
    });
  });

  it('keeps the h2 headings (without offsets) of pages an overview page lists, and no outline for the overview itself', () => {
    expect(slim[1].toc).toEqual([{ id: 'a', text: 'A', depth: 2 }]);
    expect(slim[0].toc).toBeUndefined();
  });

  it('rewrites the generated module and leaves the search index hashes alone', () => {
    const code = `export const pageData = ${JSON.stringify({ pages: [page('/x')] }, null, 2)};\n          export const searchIndexHash = {"###en":"abc"};`;
    const out = slimPageDataModule(code);
    expect(out).toContain('export const searchIndexHash = {"###en":"abc"};');
    expect(out).not.toContain('"description"');
  });

  it('fails loudly, naming this file, when the framework changes the module shape', () => {
    expect(() => slimPageDataModule('export default {}')).toThrow(/plugins\/slimPageData\.ts/);
  });
});
