/**
 * The routes the site was first built to serve (commit 536cf2c): module-federation.io's own at the
 * time, in both languages, where bookmarks, search results and links from elsewhere point. Frozen:
 * pages are added by adding files under docs/ and entries in the navigation (README, "Adding a
 * page"); a route of this list is never removed, only moved with a redirect.
 */
import { type Lang, ONLY_IN, withLang } from './routes';

/** Language-neutral; each is served in both languages unless its page is written in one only. */
export const ORIGINAL_ROUTES = [
  '/',
  '/blog/',
  '/blog/announcement',
  '/blog/v0-1',
  '/configure/',
  ...[
    'name',
    'filename',
    'remotes',
    'exposes',
    'shared',
    'runtimeplugins',
    'getpublicpath',
    'implementation',
    'dts',
    'dev',
    'manifest',
  ].map((option) => `/configure/${option}`),
  '/guide/start/',
  ...['setting-up-env', 'quick-start', 'features', 'glossary', 'npm-packages'].map((page) => `/guide/start/${page}`),
  ...['runtime', 'rspack', 'webpack', 'chrome-devtool', 'type-prompt'].map((page) => `/guide/basic/${page}`),
  '/guide/framework/nextjs',
  '/plugin/dev/',
  '/plugin/dev/hooks',
  '/plugin/plugins/',
  '/practice/overview',
  '/practice/scenario/',
  '/practice/frameworks/',
  '/practice/frameworks/react/',
  '/practice/frameworks/react/i18n-react',
  '/practice/frameworks/next/',
  ...['importing-components', 'importing-pages', 'express', 'presets', 'dynamic-remotes'].map(
    (page) => `/practice/frameworks/next/${page}`,
  ),
  '/practice/frameworks/angular/',
  ...[
    'angular-cli',
    'angular-mfe',
    'mf-ssr-angular',
    'service-workers-mf',
    'auth0',
    'okta-auth',
    'splitting-to-mf-part1',
    'splitting-to-mf-part2',
  ].map((page) => `/practice/frameworks/angular/${page}`),
  '/showcase/',
];

/** The original routes of one language, with its prefix: a page written only in the other language has none. */
export function originalRoutes(lang: Lang): string[] {
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  return ORIGINAL_ROUTES.filter((route) => !ONLY_IN[other](route)).map((route) => withLang(lang, route));
}
