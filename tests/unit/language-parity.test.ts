import { describe, expect, it } from 'vitest';
import { fileToRoute, ONLY_IN, pageFiles } from '../routes';

describe('language parity', () => {
  const en = pageFiles('en').map(fileToRoute);
  const zh = pageFiles('zh').map(fileToRoute);

  it('gives every English page a Chinese twin (except the spec’s /plugin/plugins/)', () => {
    const missing = en.filter((route) => !zh.includes(route) && !ONLY_IN.en(route));
    expect(missing, 'English pages without docs/zh twin').toEqual([]);
  });

  it('gives every Chinese page an English twin (except the spec’s /zh/plugin/dev/hooks)', () => {
    const missing = zh.filter((route) => !en.includes(route) && !ONLY_IN.zh(route));
    expect(missing, 'Chinese pages without docs/en twin').toEqual([]);
  });

  it('has a home page in both languages', () => {
    expect(en).toContain('/');
    expect(zh).toContain('/');
  });
});
