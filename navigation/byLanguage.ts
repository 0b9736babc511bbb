/**
 * One language's top nav and sidebars, made from the one structure of navigation/structure.ts:
 * each entry takes its label in that language, and each link and sidebar key of the site gets the
 * language's prefix (`/zh` for Chinese). An entry with no label in a language is left out of it,
 * which only a page written in that other language alone may be (navigation/oneLanguagePages.ts).
 */
import type { NavItem, Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';
import { type Lang, withLang } from './languages';
import { ONE_LANGUAGE_PAGES } from './oneLanguagePages';
import { type Label, NAV, type NavEntry, SIDEBARS, type SidebarEntry } from './structure';

export interface LocaleNavigation {
  nav: NavItem[];
  sidebar: Sidebar;
}

/** A link of the site in `lang`; an address elsewhere stays as it is. */
const prefixed = (lang: Lang, link: string) => (link.startsWith('/') ? withLang(lang, link) : link);

/** Whether the entry shows in `lang`; throws on an entry missing a label it needs, naming it. */
function shows(entry: { text: Label; link?: string }, lang: Lang): boolean {
  if (entry.text[lang] !== undefined) return true;
  const written = ONE_LANGUAGE_PAGES.find((page) => page.route === entry.link);
  if (written && written.lang !== lang) return false;
  throw new Error(
    `navigation/structure.ts: the entry ${JSON.stringify(entry.text)} has no ${lang} label; only a page listed in navigation/oneLanguagePages.ts may have one language`,
  );
}

function navItem(entry: NavEntry, lang: Lang): NavItem {
  const text = entry.text[lang]!;
  const link = entry.link === undefined ? undefined : prefixed(lang, entry.link);
  const activeMatch = entry.activeMatch?.replace(/^\^\//, `^${withLang(lang, '/')}`);
  if (entry.items) return { text, items: entry.items.filter((item) => shows(item, lang)).map((item) => navItem(item, lang)) };
  return { text, link: link!, ...(activeMatch ? { activeMatch } : {}) };
}

function sidebarItem(entry: SidebarEntry, lang: Lang): SidebarGroup | SidebarItem {
  const text = entry.text[lang]!;
  const link = entry.link === undefined ? undefined : prefixed(lang, entry.link);
  if (!entry.items) return { text, link: link! };
  return {
    text,
    ...(link ? { link } : {}),
    ...(entry.collapsible !== undefined ? { collapsible: entry.collapsible } : {}),
    ...(entry.collapsed !== undefined ? { collapsed: entry.collapsed } : {}),
    items: entry.items.filter((item) => shows(item, lang)).map((item) => sidebarItem(item, lang)),
  };
}

export function navigationFor(lang: Lang, { nav, sidebars } = { nav: NAV, sidebars: SIDEBARS }): LocaleNavigation {
  return {
    nav: nav.filter((entry) => shows(entry, lang)).map((entry) => navItem(entry, lang)),
    sidebar: Object.fromEntries(
      Object.entries(sidebars).map(([key, entries]) => [
        prefixed(lang, key),
        entries.filter((entry) => shows(entry, lang)).map((entry) => sidebarItem(entry, lang)),
      ]),
    ),
  };
}

/** Both languages' navigation, as the site's config and the tests read it. */
export const NAVIGATION: Record<Lang, LocaleNavigation> = { en: navigationFor('en'), zh: navigationFor('zh') };
