/** The site's original routes, language-neutral; Chinese mirrors them under /zh. */
export const SPEC_ROUTES = [
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

/** Pages added after the original routes; in both languages. */
export const ADDED_ROUTES = [
  // Where the addresses printed by the packages' error messages land.
  ...['', 'runtime', 'type', 'build', 'other'].map((page) => `/guide/troubleshooting/${page}`),
  // The integration guides, each written from a project under examples/.
  '/guide/basic/rsbuild',
  '/guide/basic/vite',
  '/guide/basic/rslib',
  '/guide/framework/modernjs',
  '/practice/frameworks/vue/',
  // Bridge, the retry plugin, debugging and the options readers most often get wrong.
  '/guide/bridge/',
  '/guide/bridge/react/',
  ...['export-app', 'load-app', 'load-component'].map((page) => `/guide/bridge/react/${page}`),
  '/plugin/retry-plugin',
  '/guide/debug/',
  ...['sharestrategy', 'sharescope', 'experiments'].map((option) => `/configure/${option}`),
  // The official site's advanced guides, each measured from a project under examples/.
  ...['runtime-size-optimization', 'shared-tree-shaking', 'multiple-shared-scope', 'manifest-fields', 'stats-fields'].map(
    (page) => `/guide/advanced/${page}`,
  ),
  '/guide/basic/manifest-snapshot',
  '/guide/basic/cli',
  // Running federation in production (each page written from a project under examples/), and the docs for AI tools.
  '/guide/advanced/error-handling',
  '/plugin/custom-retry-plugin',
  ...['data-fetch', 'data-fetch-cache', 'data-prefetch'].map((page) => `/guide/data/${page}`),
  '/guide/basic/css-isolate',
  '/guide/deployment/',
  '/ai/',
  // Where teams build federated apps: monorepos, React Native, tests and documentation sites.
  '/practice/monorepos/nx',
  '/practice/frameworks/react-native',
  '/guide/basic/testing',
  '/practice/frameworks/rspress',
  // A lab where the real runtime negotiates shared versions for a table of applications.
  '/playground/',
];

/** The original routes of one language, with two asymmetries: /plugin/plugins/ is English only, /plugin/dev/hooks Chinese only. */
export function specRoutes(lang: 'en' | 'zh'): string[] {
  if (lang === 'en') return SPEC_ROUTES;
  return [...SPEC_ROUTES.filter((route) => route !== '/plugin/plugins/'), '/plugin/dev/hooks'].map((route) => `/zh${route}`);
}

/** Every route the site must serve in one language: the original ones and the added ones. */
export function siteRoutes(lang: 'en' | 'zh'): string[] {
  return [...specRoutes(lang), ...ADDED_ROUTES.map((route) => (lang === 'en' ? route : `/zh${route}`))];
}
