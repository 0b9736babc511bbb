import type { Sidebar } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, navigationFor } from '../../navigation/byLanguage';
import { ONE_LANGUAGE_PAGES } from '../../navigation/oneLanguagePages';
import type { Label } from '../../navigation/structure';
import { type Lang, normalizeLink, ONLY_IN, routes, withLang } from '../routes';
import { navLinks, sidebarLinks, sidebarOf } from '../siteLinks';

const navigation = NAVIGATION;

const isExternal = (link: string) => /^https?:\/\//.test(link);

describe.each(['en', 'zh'] as Lang[])('%s navigation', (lang) => {
  const { nav, sidebar } = navigation[lang];
  const pages = new Set(routes(lang));

  it('has a top-nav entry for every section whose pages exist, and no link to a missing page', () => {
    for (const link of navLinks(nav).filter((l) => !isExternal(l))) {
      expect(pages, `nav link ${link}`).toContain(normalizeLink(link));
    }
  });

  it('links every sidebar entry to a page of the same language', () => {
    const links = Object.values(sidebar).flatMap(sidebarLinks);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((l) => !isExternal(l))) {
      expect(pages, `sidebar link ${link}`).toContain(normalizeLink(link));
      if (lang === 'zh') expect(link.startsWith('/zh/'), `${link} must stay in /zh`).toBe(true);
      else expect(link.startsWith('/zh/'), `${link} must not leave English`).toBe(false);
    }
  });

  // The framework shows the sidebar whose key is the longest prefix of the page's path: a reader
  // who follows a sidebar link must land on a page that shows that same sidebar.
  it('keeps the sidebar a reader clicked in on the page its link opens', () => {
    for (const [prefix, items] of Object.entries(sidebar)) {
      for (const link of sidebarLinks(items).filter((l) => !isExternal(l))) {
        expect(sidebarOf(sidebar, normalizeLink(link)), `${link}, listed under ${prefix}`).toEqual(items);
      }
    }
  });

  it('uses only https for external links', () => {
    for (const link of [...navLinks(nav), ...Object.values(sidebar).flatMap(sidebarLinks)]) {
      if (/^[a-z]+:/.test(link)) expect(link.startsWith('https://'), link).toBe(true);
    }
  });
});

describe('both languages', () => {
  it('leave out an entry with no label in a language, and name the entry when its page exists in both', () => {
    const only = ONE_LANGUAGE_PAGES[0]!;
    const other: Lang = only.lang === 'en' ? 'zh' : 'en';
    const entry = (text: Label, link: string) => ({ nav: [], sidebars: { '/x/': [{ text, link }] } });
    expect(navigationFor(other, entry({ [only.lang]: 'One language' }, only.route)).sidebar).toEqual({ [withLang(other, '/x/')]: [] });
    expect(navigationFor(only.lang, entry({ [only.lang]: 'One language' }, only.route)).sidebar[withLang(only.lang, '/x/')]).toEqual([
      { text: 'One language', link: withLang(only.lang, only.route) },
    ]);
    expect(() => navigationFor(other, entry({ [only.lang]: 'Both' }, '/guide/start/'))).toThrow(
      /navigation\/structure\.ts: .*"Both".* no (en|zh) label/,
    );
  });

  it('have the same sidebars (same sections, same links), apart from the pages written in one language', () => {
    const links = (s: Sidebar, lang: Lang) =>
      Object.fromEntries(
        Object.entries(s).map(([k, v]) => [
          k.replace(/^\/zh\//, '/'),
          sidebarLinks(v)
            .map((l) => l.replace(/^\/zh\//, '/'))
            .filter((l) => !ONLY_IN[lang](normalizeLink(l))),
        ]),
      );
    expect(links(NAVIGATION.zh.sidebar, 'zh')).toEqual(links(NAVIGATION.en.sidebar, 'en'));
  });
});
