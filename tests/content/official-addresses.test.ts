import { describe, expect, it } from 'vitest';
import { officialRoute } from '../../scripts/official-pages';
import { OFFICIAL, officialAddresses } from '../official-addresses';
import { anchorsOf, LANGS, routes } from '../routes';

const served = new Set(LANGS.flatMap((lang) => routes(lang)));

describe('addresses of the official site', () => {
  it('come from a named snapshot of module-federation/core, in English, Chinese and Brazilian Portuguese', () => {
    expect(OFFICIAL.repository).toBe('module-federation/core');
    expect(OFFICIAL.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(OFFICIAL.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const lang of [...LANGS, 'pt-BR'] as const) expect(OFFICIAL[lang].length, lang).toBeGreaterThan(50);
  });

  it('are read from page files the way the official site routes them', () => {
    expect(officialRoute('guide/start/index.mdx')).toBe('/guide/start/');
    expect(officialRoute('configure/shareScope.mdx')).toBe('/configure/shareScope');
    expect(officialRoute('index.md')).toBe('/');
    expect(officialRoute('_components/runtime/index.mdx')).toBeUndefined();
    expect(officialRoute('guide/_meta.json')).toBeUndefined();
  });

  it('each land on a page of this site, and on a heading of it when they name a section', () => {
    const problems = officialAddresses().flatMap(({ address, landing }) => {
      if (!landing) return [`${address}: no page and no redirect in navigation/redirects.ts`];
      const [route, anchor] = landing.split('#') as [string, string | undefined];
      if (!served.has(route)) return [`${address} → ${landing}: not a page of this site`];
      if (anchor && !anchorsOf(route).includes(anchor)) return [`${address} → ${landing}: the page has no heading {#${anchor}}`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
