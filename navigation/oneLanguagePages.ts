/**
 * The pages written in one language only. Every other page has a twin in the other language (the
 * build's language parity check and tests/content/language-parity.test.ts hold that). The language
 * switch keeps the path, so the missing twin's address is sent to `fallback`, a page of both
 * languages (navigation/redirects.ts).
 */
import { type Lang, withLang } from './languages';

export interface OneLanguagePage {
  /** The page's route without a language prefix: `/a/` for `a/index.mdx`, `/a/b` for `a/b.mdx`. */
  route: string;
  /** The one language it is written in. */
  lang: Lang;
  /** Where the other language's address of the page lands. */
  fallback: string;
  /** What the page is, for the redirect's reason. */
  what: string;
}

export const ONE_LANGUAGE_PAGES: OneLanguagePage[] = [
  { route: '/plugin/plugins/', lang: 'en', fallback: '/plugin/dev/', what: 'the English-only Node.js plugin page' },
  { route: '/plugin/dev/hooks', lang: 'zh', fallback: '/plugin/dev/', what: 'the Chinese-only hook quick reference' },
];

/** The address of the page in the language it is missing from, and where it lands. */
export const missingTwin = (page: OneLanguagePage) => {
  const other = page.lang === 'en' ? 'zh' : 'en';
  return { from: withLang(other, page.route), to: withLang(other, page.fallback) };
};

/**
 * The page's entry in the framework's `languageParity.exclude`: a path under `docs/<lang>/`,
 * the folder of an index page (with what else it holds) or the file of any other page.
 */
export const parityExclusion = (page: OneLanguagePage) =>
  page.route.endsWith('/') ? page.route.slice(1, -1) : `${page.route.slice(1)}.mdx`;
