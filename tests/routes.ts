/**
 * The routes the site serves, read from `docs/` the way the framework maps files to routes:
 * `docs/en/a/b.mdx` → `/a/b`, `docs/en/a/index.mdx` → `/a/`, `docs/zh/a/b.md` → `/zh/a/b`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang, withLang } from '../navigation/languages';
import { ONE_LANGUAGE_PAGES } from '../navigation/oneLanguagePages';

// The tests read the languages from here, beside the routes.
export { LANGS, type Lang, withLang };

import { readPage } from './reference/markdown';

export const DOCS_DIR = path.resolve(import.meta.dirname, '../docs');

/** Whether a language-neutral route is of a page written only in `lang` (or under such an index page). */
export const ONLY_IN: Record<Lang, (route: string) => boolean> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    (route: string) =>
      ONE_LANGUAGE_PAGES.some(
        (page) => page.lang === lang && (page.route === route || (page.route.endsWith('/') && route.startsWith(page.route))),
      ),
  ]),
) as Record<Lang, (route: string) => boolean>;

const PAGE_EXT = /\.mdx?$/;

/** Page files of one language, relative to `docs/<lang>`, skipping `_`-prefixed fragments. */
export function pageFiles(lang: Lang): string[] {
  const root = path.join(DOCS_DIR, lang);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => PAGE_EXT.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The language-neutral route of a page file: `guide/start/index.mdx` → `/guide/start/`. */
export function fileToRoute(file: string): string {
  const route = `/${file.replace(PAGE_EXT, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

/** Every route of one language, with its language prefix. */
export function routes(lang: Lang): string[] {
  return pageFiles(lang).map((file) => withLang(lang, fileToRoute(file)));
}

/** The route a link points to, without hash, query, `.html` or a trailing `/index`. */
export function normalizeLink(link: string): string {
  const bare = link.split(/[?#]/)[0].replace(/\.html$/, '');
  return bare.endsWith('/index') ? bare.slice(0, -'index'.length) : bare;
}

/** The page file of a served route (`/zh/guide/` → `docs/zh/guide/index.mdx`), if there is one. */
export function routeFile(route: string): string | undefined {
  const lang: Lang = route.startsWith('/zh/') ? 'zh' : 'en';
  const neutral = lang === 'en' ? route : route.slice('/zh'.length);
  return pageFiles(lang)
    .filter((file) => fileToRoute(file) === neutral)
    .map((file) => path.join(DOCS_DIR, lang, file))[0];
}

/** The explicit heading anchors (`## Title {#anchor}`) of a served route's page. */
export function anchorsOf(route: string): string[] {
  const file = routeFile(route);
  return file ? readPage(file).headings.flatMap((heading) => (heading.id ? [heading.id] : [])) : [];
}
