import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from '../reference/markdown';
import { DOCS_DIR, fileToRoute, ONLY_IN, pageFiles } from '../routes';

describe('language parity', () => {
  const en = pageFiles('en').map(fileToRoute);
  const zh = pageFiles('zh').map(fileToRoute);

  it('gives every English page a Chinese twin, except the pages written only in English', () => {
    const missing = en.filter((route) => !zh.includes(route) && !ONLY_IN.en(route));
    expect(missing, 'English pages without docs/zh twin').toEqual([]);
  });

  it('gives every Chinese page an English twin, except the pages written only in Chinese', () => {
    const missing = zh.filter((route) => !en.includes(route) && !ONLY_IN.zh(route));
    expect(missing, 'Chinese pages without docs/en twin').toEqual([]);
  });

  it('has a home page in both languages', () => {
    expect(en).toContain('/');
    expect(zh).toContain('/');
  });
});

describe('language twins', () => {
  const twins = pageFiles('en').filter((file) => pageFiles('zh').includes(file));

  it('share every heading anchor, and name the same options, APIs and props in code headings', () => {
    const outline = (lang: 'en' | 'zh', file: string) =>
      readPage(path.join(DOCS_DIR, lang, file)).headings.map(
        (h) => `${'#'.repeat(h.depth)} ${h.code ? `\`${h.code}\`` : ''}{#${h.id ?? '?'}}`,
      );
    const differing = twins.flatMap((file) => {
      const [en, zh] = [outline('en', file), outline('zh', file)];
      const onlyEn = en.filter((h) => !zh.includes(h));
      const onlyZh = zh.filter((h) => !en.includes(h));
      return onlyEn.length + onlyZh.length === 0
        ? []
        : [`${file}: only in en ${JSON.stringify(onlyEn)}, only in zh ${JSON.stringify(onlyZh)}`];
    });
    expect(differing).toEqual([]);
  });
});
