/**
 * A reader finds pages by clicking, not by knowing their address. Starting from the home page, a
 * reader can follow the top navigation (on every page), the sidebar the current page shows, and
 * the links in the page's text. Every page must be reached that way; a page listed only in a
 * sidebar that no other page shows, or linked from nowhere, is found only by address or search.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../navigation/byLanguage';
import { LANGS, type Lang, normalizeLink, routeFile, routes, withLang } from '../routes';
import { contentLinks, navLinks, type SidebarEntry, sectionText, sidebarLinks, sidebarOf } from '../siteLinks';

const navigation = NAVIGATION;

function source(route: string): string {
  const file = routeFile(route);
  if (!file) throw new Error(`no page file for ${route}`);
  return readFileSync(file, 'utf8');
}

/** Every route a reader can click to from the home page, with the page that first led there. */
function reachable(lang: Lang): Map<string, string> {
  const { nav, sidebar } = navigation[lang];
  const pages = new Set(routes(lang));
  const home = withLang(lang, '/');
  const from = new Map<string, string>([[home, '(start)']]);
  const queue = [home];
  while (queue.length > 0) {
    const route = queue.shift() as string;
    const next = [...navLinks(nav), ...sidebarLinks(sidebarOf(sidebar, route) ?? []), ...contentLinks(source(route), route)];
    for (const link of next.map(normalizeLink)) {
      if (pages.has(link) && !from.has(link)) {
        from.set(link, route);
        queue.push(link);
      }
    }
  }
  return from;
}

describe.each(LANGS)('%s pages a reader can click to', (lang) => {
  it('every page is reached from the home page through the navigation, the sidebars pages show, or page links', () => {
    const reached = reachable(lang);
    const unreached = routes(lang).filter((route) => !reached.has(route));
    expect(unreached, 'pages reachable only by address, search or their own sidebar').toEqual([]);
  });
});

/** The links of one `{#id}` section of a page. */
function sectionLinks(route: string, id: string): string[] {
  const text = sectionText(routeFile(route) ?? route, id);
  if (text === undefined) throw new Error(`${route} has no section #${id}`);
  return contentLinks(text, route);
}

/** The links of the sidebar group that lists `member`. */
function groupOf(sidebar: SidebarEntry[], member: string): string[] {
  for (const item of sidebar) {
    if ('items' in item && item.items) {
      const links = sidebarLinks(item.items);
      if (links.includes(member)) return links;
    }
  }
  throw new Error(`no sidebar group lists ${member}`);
}

describe.each(LANGS)('%s way from the quick start to production', (lang) => {
  const sidebar = navigation[lang].sidebar[withLang(lang, '/guide/')];
  const onward = new Set([
    ...sectionLinks(withLang(lang, '/guide/start/quick-start'), 'next-steps'),
    ...contentLinks(source(withLang(lang, '/guide/troubleshooting/')), withLang(lang, '/guide/troubleshooting/')),
  ]);

  it.each([
    ['production', '/guide/deployment/'],
    ['debugging and troubleshooting', '/guide/troubleshooting/'],
  ])('links every page of the %s group from the quick start’s route onward or the troubleshooting overview', (_group, member) => {
    const missing = groupOf(sidebar, withLang(lang, member))
      .map(normalizeLink)
      .filter((link) => link !== withLang(lang, '/guide/troubleshooting/') && !onward.has(link));
    expect(missing).toEqual([]);
  });

  it('links deployment, error handling and troubleshooting from the quick start’s route onward', () => {
    const links = sectionLinks(withLang(lang, '/guide/start/quick-start'), 'next-steps');
    for (const page of ['/guide/deployment/', '/guide/advanced/error-handling', '/guide/troubleshooting/']) {
      expect(links, page).toContain(withLang(lang, page));
    }
  });

  it('makes the quick start the home page’s first action', () => {
    const home = source(withLang(lang, '/'));
    const first = home.match(/actions:\s*\n\s*- theme: brand\s*\n\s*text: .*\n\s*link: (\S+)/);
    expect(first?.[1]).toBe(withLang(lang, '/guide/start/quick-start'));
  });
});
