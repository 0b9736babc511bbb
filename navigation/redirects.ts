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
}

const OLD_SITE = 'an address of the previous module-federation.io';
const PACKAGES = 'an address that the published @module-federation packages link to';
const PRINTED = 'an address the packages link to';

/** An old address of both languages: the English entry and its /zh twin. */
function bothLanguages(redirects: Redirect[]): Redirect[] {
  return redirects.flatMap((r) => [r, { ...r, from: `/zh${r.from}`, to: `/zh${r.to}` }]);
}

export const REDIRECTS: Redirect[] = [
  // The language switch keeps the path, and these two pages exist in one language only.
  { from: '/zh/plugin/plugins/', to: '/zh/plugin/dev/', reason: 'language switch on the English-only Node.js plugin page' },
  { from: '/plugin/dev/hooks', to: '/plugin/dev/', reason: 'language switch on the Chinese-only hook quick reference' },
  // Pages that lived elsewhere on the previous site.
  { from: '/community/showcase', to: '/showcase/', reason: OLD_SITE },
  { from: '/zh/community/showcase', to: '/zh/showcase/', reason: OLD_SITE },
  { from: '/community/v0-1', to: '/blog/v0-1', reason: `${OLD_SITE} (the 0.1 release notes)` },
  { from: '/zh/community/v0-1', to: '/zh/blog/v0-1', reason: `${OLD_SITE} (the 0.1 release notes)` },
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
  { from: '/guide/advanced/chrome-devtool', to: '/guide/basic/chrome-devtool', reason: OLD_SITE },
  { from: '/zh/guide/advanced/chrome-devtool', to: '/zh/guide/basic/chrome-devtool', reason: OLD_SITE },
  { from: '/zh/guide/advanced/type-prompt', to: '/zh/guide/basic/type-prompt', reason: OLD_SITE },
  { from: '/guide/basic/plugins/rspack', to: '/guide/basic/rspack', reason: OLD_SITE },
  { from: '/guide/basic/plugins/webpack', to: '/guide/basic/webpack', reason: OLD_SITE },
  { from: '/integrations/bundler/rspack', to: '/guide/basic/rspack', reason: OLD_SITE },
  { from: '/integrations/bundler/webpack', to: '/guide/basic/webpack', reason: OLD_SITE },
  { from: '/integrations/framework/nextjs', to: '/guide/framework/nextjs', reason: OLD_SITE },
  { from: '/integrations/framework/angular', to: '/practice/frameworks/angular/', reason: OLD_SITE },
  // Addresses that the published packages print or link in 2.9.2 (tests/e2e/printed-addresses.spec.ts reads them).
  { from: '/guide/runtime/', to: '/guide/basic/runtime', reason: `${PACKAGES} (the READMEs of @module-federation/runtime and runtime-core)` },
  { from: '/zh/guide/runtime/', to: '/zh/guide/basic/runtime', reason: `the Chinese twin of ${PRINTED}` },
  { from: '/guide/build-plugins/plugins', to: '/guide/basic/webpack', reason: `${PACKAGES} (the README of @module-federation/enhanced, whose ModuleFederationPlugin the webpack page documents)` },
  { from: '/zh/guide/build-plugins/plugins', to: '/zh/guide/basic/webpack', reason: `the Chinese twin of ${PRINTED}` },
  { from: '/guide/build-plugins/plugins-rsbuild', to: '/guide/basic/rsbuild', reason: `${PACKAGES} (the README of @module-federation/rsbuild-plugin)` },
  { from: '/zh/guide/build-plugins/plugins-rsbuild', to: '/zh/guide/basic/rsbuild', reason: `the Chinese twin of ${PRINTED}` },
  // The previous site's integration guides (issue 14), in both of its languages.
  ...bothLanguages([
    { from: '/integrations/build-tool/rsbuild', to: '/guide/basic/rsbuild', reason: OLD_SITE },
    { from: '/integrations/build-tool/vite', to: '/guide/basic/vite', reason: OLD_SITE },
    { from: '/integrations/build-tool/rslib', to: '/guide/basic/rslib', reason: OLD_SITE },
    { from: '/integrations/framework/modernjs/', to: '/guide/framework/modernjs', reason: OLD_SITE },
    { from: '/integrations/framework/modernjs/quick-start', to: '/guide/framework/modernjs', reason: `${OLD_SITE} (Modern.js quick start)` },
    { from: '/integrations/framework/modernjs/dynamic-remote', to: '/guide/framework/modernjs', reason: `${OLD_SITE} (Modern.js dynamic remotes)` },
    { from: '/integrations/practice/vue', to: '/practice/frameworks/vue/', reason: OLD_SITE },
  ]),
  // The previous site's pages on Bridge, debugging and two options (issue 15), in both of its languages.
  ...bothLanguages([
    { from: '/guide/bridge/overview', to: '/guide/bridge/', reason: OLD_SITE },
    { from: '/guide/bridge/react/getting-started', to: '/guide/bridge/react/', reason: OLD_SITE },
    { from: '/guide/debug/mode', to: '/guide/debug/', reason: OLD_SITE },
    { from: '/guide/debug/variables', to: '/guide/debug/', reason: OLD_SITE },
    { from: '/configure/shareStrategy', to: '/configure/sharestrategy', reason: `${OLD_SITE} (file names are lower case here)` },
    { from: '/configure/shareScope', to: '/configure/sharescope', reason: `${OLD_SITE} (file names are lower case here)` },
    { from: '/plugin/plugins/retry-plugin', to: '/plugin/retry-plugin', reason: `${OLD_SITE}, and ${PACKAGES} (the README of @module-federation/retry-plugin)` },
  ]),
];

/** Every address to try and where it must land: each exact redirect, and the examples of each prefix. */
export function redirectCases(): { from: string; to: string }[] {
  return REDIRECTS.flatMap((redirect) => (redirect.prefix ? (redirect.examples ?? []) : [{ from: redirect.from, to: redirect.to }]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The plugin's rule for one redirect: a pattern matched against the path the reader asked for.
 * An exact path also matches the shapes a static host serves for it (`/x`, `/x/`, `/x.html`,
 * `/x/index`, `/x/index.html`).
 */
export function toRedirectRule({ from, to, prefix }: Redirect): { from: string; to: string } {
  const base = escapeRegExp(from.replace(/\/$/, ''));
  if (prefix) return { from: `^${base}/(.*)$`, to: `${to.replace(/\/$/, '')}/$1` };
  return { from: `^${base}(?:/|\\.html|/index|/index\\.html)?$`, to };
}
