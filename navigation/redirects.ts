import { withLang } from './languages';
import official from './official-pages.json' with { type: 'json' };
import { missingTwin, ONE_LANGUAGE_PAGES } from './oneLanguagePages';
import { FROM_PORTUGUESE } from './portuguese';

/**
 * Addresses that are not pages of this site but that readers still arrive at, and where each one
 * is sent. Served by the framework's client-redirects plugin: the static host answers such an
 * address with 404.html, whose script replaces the location with the target.
 */

export interface Redirect {
  /** A path readers arrive at: exact, or with `prefix` every path under it. */
  from: string;
  /** Where they land; with `prefix`, the rest of the path is kept after it. */
  to: string;
  prefix?: boolean;
  /** For a `prefix` redirect: addresses known to have existed under it, and where each lands. */
  examples?: { from: string; to: string }[];
  /** Why readers arrive here. */
  reason: string;
  /** A query the landing address gets, before its hash: what the landed page should know about the way in. */
  query?: string;
}

const OLD_SITE = 'an address of the previous module-federation.io';
const PACKAGES = 'an address that the published @module-federation packages link to';
const OFFICIAL = 'an address of module-federation.io';

/** The practice guides that the official site keeps under /integrations/framework/…, one page each here too. */
const ANGULAR_GUIDES = [
  'angular-cli',
  'angular-mfe',
  'auth0',
  'mf-ssr-angular',
  'okta-auth',
  'service-workers-mf',
  'splitting-to-mf-part1',
  'splitting-to-mf-part2',
];
const NEXT_GUIDES = ['dynamic-remotes', 'express', 'importing-components', 'importing-pages', 'presets'];

/**
 * Addresses of both languages, written once as the English entry: each also gets its /zh twin,
 * which lands on the Chinese twin of the English target. Every redirect that exists in both
 * languages is written this way; the few of one language are written out on their own.
 */
function bothLanguages(redirects: Redirect[]): Redirect[] {
  return redirects.flatMap((r) => [
    r,
    {
      ...r,
      from: withLang('zh', r.from),
      to: withLang('zh', r.to),
      reason: `the Chinese twin of ${r.reason}`,
      ...(r.examples ? { examples: r.examples.map((e) => ({ from: withLang('zh', e.from), to: withLang('zh', e.to) })) } : {}),
    },
  ]);
}

/** The redirects of this site's own languages. */
export const SITE_REDIRECTS: Redirect[] = [
  // The language switch keeps the path, and these pages exist in one language only.
  ...ONE_LANGUAGE_PAGES.map((page) => ({ ...missingTwin(page), reason: `language switch on ${page.what}` })),
  // Pages that lived elsewhere on the previous site.
  ...bothLanguages([
    { from: '/community/showcase', to: '/showcase/', reason: OLD_SITE },
    { from: '/community/v0-1', to: '/blog/v0-1', reason: `${OLD_SITE} (the 0.1 release notes)` },
    { from: '/guide/advanced/chrome-devtool', to: '/guide/basic/chrome-devtool', reason: OLD_SITE },
  ]),
  // The previous site's English-only addresses.
  {
    from: '/frameworks/',
    to: '/practice/frameworks/',
    prefix: true,
    examples: [
      { from: '/frameworks/angular/angular-cli', to: '/practice/frameworks/angular/angular-cli' },
      { from: '/frameworks/angular/splitting-to-mf-part2', to: '/practice/frameworks/angular/splitting-to-mf-part2' },
      { from: '/frameworks/react/', to: '/practice/frameworks/react/' },
      { from: '/frameworks/react/i18n-react', to: '/practice/frameworks/react/i18n-react' },
      { from: '/frameworks/next/express', to: '/practice/frameworks/next/express' },
    ],
    reason: `${OLD_SITE} (the Angular, React and Next.js guides)`,
  },
  { from: '/guide/basic/plugins/rspack', to: '/guide/basic/rspack', reason: OLD_SITE },
  { from: '/guide/basic/plugins/webpack', to: '/guide/basic/webpack', reason: OLD_SITE },
  // The previous site's Chinese-only address.
  { from: '/zh/guide/advanced/type-prompt', to: '/zh/guide/basic/type-prompt', reason: OLD_SITE },
  // Addresses that the published packages print or link in 2.9.2 (tests/e2e/printed-addresses.spec.ts reads them).
  ...bothLanguages([
    {
      from: '/guide/runtime/',
      to: '/guide/basic/runtime',
      reason: `${PACKAGES} (the READMEs of @module-federation/runtime and runtime-core)`,
    },
    {
      from: '/guide/build-plugins/plugins',
      to: '/guide/basic/webpack',
      reason: `${PACKAGES} (the README of @module-federation/enhanced, whose ModuleFederationPlugin the webpack page documents)`,
    },
    {
      from: '/guide/build-plugins/plugins-rsbuild',
      to: '/guide/basic/rsbuild',
      reason: `${PACKAGES} (the README of @module-federation/rsbuild-plugin)`,
    },
  ]),
  // React Native tooling's issues still link the Metro plugin's page of the previous site.
  ...bothLanguages([
    { from: '/guide/build-plugins/plugins-metro', to: '/practice/frameworks/react-native', reason: `${OLD_SITE} (the Metro plugin)` },
  ]),
  // The previous site's integration guides, in both of its languages.
  ...bothLanguages([
    { from: '/integrations/build-tool/rsbuild', to: '/guide/basic/rsbuild', reason: OLD_SITE },
    { from: '/integrations/build-tool/vite', to: '/guide/basic/vite', reason: OLD_SITE },
    { from: '/integrations/build-tool/rslib', to: '/guide/basic/rslib', reason: OLD_SITE },
    { from: '/integrations/framework/modernjs/', to: '/guide/framework/modernjs', reason: OLD_SITE },
    {
      from: '/integrations/framework/modernjs/quick-start',
      to: '/guide/framework/modernjs',
      reason: `${OLD_SITE} (Modern.js quick start)`,
    },
    {
      from: '/integrations/framework/modernjs/dynamic-remote',
      to: '/guide/framework/modernjs',
      reason: `${OLD_SITE} (Modern.js dynamic remotes)`,
    },
    { from: '/integrations/practice/vue', to: '/practice/frameworks/vue/', reason: OLD_SITE },
  ]),
  // The previous site's pages on Bridge, debugging and two options, in both of its languages.
  ...bothLanguages([
    { from: '/guide/bridge/overview', to: '/guide/bridge/', reason: OLD_SITE },
    { from: '/guide/bridge/react/getting-started', to: '/guide/bridge/react/', reason: OLD_SITE },
    { from: '/guide/debug/mode', to: '/guide/debug/', reason: OLD_SITE },
    { from: '/guide/debug/variables', to: '/guide/debug/', reason: OLD_SITE },
    { from: '/configure/shareStrategy', to: '/configure/sharestrategy', reason: `${OLD_SITE} (file names are lower case here)` },
    { from: '/configure/shareScope', to: '/configure/sharescope', reason: `${OLD_SITE} (file names are lower case here)` },
    {
      from: '/plugin/plugins/retry-plugin',
      to: '/plugin/retry-plugin',
      reason: `${OLD_SITE}, and ${PACKAGES} (the README of @module-federation/retry-plugin)`,
    },
  ]),
  // The official site's other addresses (navigation/official-pages.json lists them all): each lands
  // on the page, or the section of a page, that answers its topic here.
  ...bothLanguages([
    { from: '/ai/skill', to: '/ai/#skill', reason: `${OFFICIAL} (the official agent skill for AI coding tools)` },
    {
      from: '/blog/error-load-remote',
      to: '/guide/advanced/error-handling',
      reason: `${OFFICIAL} (a post on what to do when a remote fails to load or render)`,
    },
    {
      from: '/blog/hoisted-runtime',
      to: '/configure/experiments#asyncstartup',
      reason: `${OFFICIAL} (the post that introduced experiments.asyncStartup)`,
    },
    {
      from: '/blog/v2-stable-version',
      to: '/blog/',
      reason: `${OFFICIAL} (the 2.0 stable release post; the blog overview covers releases and the changelog)`,
    },
    {
      from: '/configure/library',
      to: '/configure/#runtime',
      reason: `${OFFICIAL} (the \`library\` option, described in the overview's table of runtime options)`,
    },
    { from: '/configure/remotetype', to: '/configure/remotes#remote-type', reason: `${OFFICIAL} (the \`remoteType\` option)` },
    {
      from: '/configure/treeShakingDir',
      to: '/guide/advanced/shared-tree-shaking#treeshakingdir',
      reason: `${OFFICIAL} (an option of shared tree shaking)`,
    },
    {
      from: '/configure/injectTreeShakingUsedExports',
      to: '/guide/advanced/shared-tree-shaking#injecttreeshakingusedexports',
      reason: `${OFFICIAL} (an option of shared tree shaking)`,
    },
    {
      from: '/configure/treeShakingSharedPlugins',
      to: '/guide/advanced/shared-tree-shaking#treeshakingsharedplugins',
      reason: `${OFFICIAL} (an option of shared tree shaking)`,
    },
    {
      from: '/configure/treeShakingSharedExcludePlugins',
      to: '/guide/advanced/shared-tree-shaking#treeshakingsharedexcludeplugins',
      reason: `${OFFICIAL} (an option of shared tree shaking)`,
    },
    { from: '/guide/debug/chrome-devtool', to: '/guide/basic/chrome-devtool', reason: OFFICIAL },
    { from: '/guide/deployment/zephyr', to: '/guide/deployment/', reason: `${OFFICIAL} (deploying remotes with a hosting service)` },
    { from: '/guide/runtime/runtime-api', to: '/guide/basic/runtime', reason: OFFICIAL },
    {
      from: '/guide/runtime/runtime-hooks',
      to: '/plugin/dev/#hook-order',
      reason: `${OFFICIAL} (the runtime hooks, documented with the runtime plugins)`,
    },
    { from: '/guide/runtime/runtime-plugins', to: '/plugin/dev/', reason: OFFICIAL },
    {
      from: '/integrations/',
      to: '/guide/start/npm-packages#which-package-to-install',
      reason: `${OFFICIAL} (which package to install for which kind of project)`,
    },
    { from: '/integrations/bundler/rspack', to: '/guide/basic/rspack', reason: OLD_SITE },
    { from: '/integrations/bundler/webpack', to: '/guide/basic/webpack', reason: OLD_SITE },
    {
      from: '/integrations/build-tool/rstest',
      to: '/guide/basic/testing',
      reason: `${OFFICIAL} (testing code that loads remotes, with Rstest among the runners)`,
    },
    { from: '/integrations/bundler/metro', to: '/practice/frameworks/react-native', reason: `${OFFICIAL} (React Native with Metro)` },
    {
      from: '/integrations/documentation/rspress',
      to: '/practice/frameworks/rspress',
      reason: `${OFFICIAL} (sharing components between Rspress sites)`,
    },
    { from: '/integrations/framework/angular/', to: '/practice/frameworks/angular/', reason: OFFICIAL },
    ...ANGULAR_GUIDES.map((page) => ({
      from: `/integrations/framework/angular/${page}`,
      to: `/practice/frameworks/angular/${page}`,
      reason: OFFICIAL,
    })),
    {
      from: '/integrations/framework/angular/using-nx-for-angular',
      to: '/practice/monorepos/nx#angular',
      reason: `${OFFICIAL} (Nx's Angular generators)`,
    },
    { from: '/integrations/framework/monorepos/', to: '/practice/monorepos/nx', reason: `${OFFICIAL} (federation in monorepos, with Nx)` },
    { from: '/integrations/framework/monorepos/nx-for-module-federation', to: '/practice/monorepos/nx', reason: OFFICIAL },
    { from: '/integrations/framework/nextjs/', to: '/guide/framework/nextjs', reason: `${OFFICIAL} (the Next.js overview)` },
    {
      from: '/integrations/framework/nextjs/basic-example',
      to: '/practice/frameworks/next/',
      reason: `${OFFICIAL} (the Next.js walkthrough)`,
    },
    ...NEXT_GUIDES.map((page) => ({
      from: `/integrations/framework/nextjs/${page}`,
      to: `/practice/frameworks/next/${page}`,
      reason: OFFICIAL,
    })),
    { from: '/integrations/practice/', to: '/practice/frameworks/', reason: `${OFFICIAL} (the index of framework practice guides)` },
    { from: '/integrations/practice/react/', to: '/practice/frameworks/react/', reason: OFFICIAL },
    { from: '/integrations/practice/react/i18n-react', to: '/practice/frameworks/react/i18n-react', reason: OFFICIAL },
    {
      from: '/integrations/practice/react/rsbuild-cra',
      to: '/guide/basic/rsbuild#example',
      reason: `${OFFICIAL} (a React app of the Create React App kind built with Rsbuild and the federation plugin)`,
    },
    {
      from: '/integrations/practice/react/using-nx-for-react',
      to: '/practice/monorepos/nx#react',
      reason: `${OFFICIAL} (Nx's React generators)`,
    },
    {
      from: '/plugin/plugins/building-custom-retry-plugin',
      to: '/plugin/custom-retry-plugin',
      reason: `${OFFICIAL} (writing a retry runtime plugin)`,
    },
    {
      from: '/plugin/plugins/observability-plugin',
      to: '/guide/debug/',
      reason: `${OFFICIAL} (observing how remotes load: debug mode, __FEDERATION__ and snapshots)`,
    },
  ]),
  // The Node.js post, in both languages with different targets: the Node.js plugin page is English
  // only, so Chinese readers land on the Node.js build of the Rsbuild page.
  { from: '/blog/node', to: '/plugin/plugins/', reason: `${OFFICIAL} (federation in Node.js)` },
  { from: '/zh/blog/node', to: '/zh/guide/basic/rsbuild#node-target', reason: `the Chinese twin of ${OFFICIAL} (federation in Node.js)` },
];

/**
 * The official site also publishes Brazilian Portuguese under /pt-BR/, in the layout of its English
 * tree (navigation/official-pages.json). This site has no Portuguese pages, so a Portuguese address
 * lands where its English twin lands: through the English rule when there is one, otherwise on the
 * page of the same path.
 */
function portugueseRedirects(english: Redirect[]): Redirect[] {
  const rules = english.map(toRedirectRule);
  const reason = `${OFFICIAL} in Brazilian Portuguese, which lands where its English twin does`;
  const redirected = official['pt-BR'].flatMap((route) => {
    const to = applyRules(rules, route);
    return to ? [{ from: `/pt-BR${route}`, to, query: FROM_PORTUGUESE, reason }] : [];
  });
  return [
    ...redirected,
    { from: '/pt-BR/', to: '/', query: FROM_PORTUGUESE, reason },
    {
      from: '/pt-BR/',
      to: '/',
      prefix: true,
      query: FROM_PORTUGUESE,
      examples: [
        { from: '/pt-BR/guide/start/quick-start', to: '/guide/start/quick-start' },
        { from: '/pt-BR/configure/shared', to: '/configure/shared' },
        { from: '/pt-BR/guide/troubleshooting/runtime', to: '/guide/troubleshooting/runtime' },
      ],
      reason,
    },
  ];
}

export const REDIRECTS: Redirect[] = [...SITE_REDIRECTS, ...portugueseRedirects(SITE_REDIRECTS)];

/** `to` with `query` added before its hash: `/ai/#skill` → `/ai/?from=pt-BR#skill`. */
export function withQuery(to: string, query: string | undefined): string {
  if (!query) return to;
  const [path, hash] = to.split('#') as [string, string | undefined];
  return `${path}?${query}${hash === undefined ? '' : `#${hash}`}`;
}

/** Every address to try and where it must land: each exact redirect, and the examples of each prefix. */
export function redirectCases(): { from: string; to: string }[] {
  return REDIRECTS.flatMap((redirect) =>
    (redirect.prefix ? (redirect.examples ?? []) : [{ from: redirect.from, to: redirect.to }]).map(({ from, to }) => ({
      from,
      to: withQuery(to, redirect.query),
    })),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The plugin's rule for one redirect: a pattern matched against the path the reader asked for.
 * An exact path also matches the shapes a static host serves for it (`/x`, `/x/`, `/x.html`,
 * `/x/index`, `/x/index.html`).
 */
export function toRedirectRule({ from, to, prefix, query }: Redirect): { from: string; to: string } {
  const base = escapeRegExp(from.replace(/\/$/, ''));
  if (prefix) return { from: `^${base}/(.*)$`, to: withQuery(`${to.replace(/\/$/, '')}/$1`, query) };
  return { from: `^${base}(?:/|\\.html|/index|/index\\.html)?$`, to: withQuery(to, query) };
}

/** Where `rules` send `pathname`: the first matching rule wins, as in the browser. */
function applyRules(rules: { from: string; to: string }[], pathname: string): string | undefined {
  const rule = rules.find(({ from }) => new RegExp(from).test(pathname));
  return rule && pathname.replace(new RegExp(rule.from), rule.to);
}

const RULES = REDIRECTS.map(toRedirectRule);

/** Where the 404 page's redirect script sends `pathname`. */
export function redirectTarget(pathname: string): string | undefined {
  return applyRules(RULES, pathname);
}
