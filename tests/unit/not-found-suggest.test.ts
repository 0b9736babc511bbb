/**
 * The 404 page's suggestions (theme/notFound/suggest.ts): the words of an address, each tolerance
 * of the ranking on small made-up sites, and addresses readers really type or follow ranked
 * against the site's own pages in both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressWords, type SuggestablePage, suggestPages } from '../../theme/notFound/suggest';
import { readPage } from '../reference/markdown';
import { type Lang, routeFile, routes } from '../routes';

/** A made-up site: `[routePath, title, headings]`. */
const site = (...pages: [string, string, string[]?][]): SuggestablePage[] =>
  pages.map(([routePath, title, headings = []]) => ({ routePath, title, headings }));

/** The routes suggested for an address, best first. */
const suggest = (address: string, pages: SuggestablePage[], limit?: number) =>
  suggestPages(address, pages, limit).map((page) => page.routePath);
const first = (address: string, pages: SuggestablePage[]) => suggest(address, pages)[0];

describe('addressWords', () => {
  it('splits on slashes, dashes, underscores, dots, camelCase and digits, lower-cased', () => {
    expect(addressWords('/configure/share-strategy')).toEqual(['configure', 'share', 'strategy']);
    expect(addressWords('/configure/share_strategy')).toEqual(['configure', 'share', 'strategy']);
    expect(addressWords('/configure/shareStrategy')).toEqual(['configure', 'share', 'strategy']);
    expect(addressWords('/guide/basic/CSSIsolate')).toEqual(['guide', 'basic', 'css', 'isolate']);
    expect(addressWords('/blog/v0.1')).toEqual(['blog', 'v', '0', '1']);
    expect(addressWords('/frameworks/angular/splitting-to-mf-part2')).toEqual([
      'frameworks',
      'angular',
      'splitting',
      'to',
      'mf',
      'part',
      '2',
    ]);
  });

  it('drops html, index, md, the zh prefix and empty parts, and ignores query and hash', () => {
    expect(addressWords('/zh/guide/basic/runtime.html')).toEqual(['guide', 'basic', 'runtime']);
    expect(addressWords('//guide//start/index.html')).toEqual(['guide', 'start']);
    expect(addressWords('/guide/start/quick-start.md?x=1#step')).toEqual(['guide', 'start', 'quick', 'start']);
    expect(addressWords('/zh/')).toEqual([]);
    // Only a leading `zh` is the language prefix.
    expect(addressWords('/guide/zh')).toEqual(['guide', 'zh']);
  });

  it('decodes percent-escapes and keeps Chinese runs as words', () => {
    expect(addressWords('/zh/guide/%E5%85%B1%E4%BA%AB%E4%BE%9D%E8%B5%96')).toEqual(['guide', '共享依赖']);
    expect(addressWords('/zh/guide/运行时API')).toEqual(['guide', '运行时', 'api']);
    // A broken escape is dropped, the rest of the address kept.
    expect(addressWords('/guide/%E5%85/runtime')).toEqual(['guide', 'runtime']);
  });
});

describe('suggestPages tolerances', () => {
  const configure = site(
    ['/configure/dts', 'dts'],
    ['/configure/name', 'name'],
    ['/configure/manifest', 'manifest'],
    ['/configure/remotes', 'remotes'],
    ['/configure/exposes', 'exposes'],
    ['/configure/getpublicpath', 'getPublicPath'],
    ['/configure/sharestrategy', 'Picking a version', ['Example']],
    ['/configure/strategy-option', 'Share strategy option'],
    ['/guide/data/data-fetch-cache', 'Data cache', ['`cache` options']],
    ['/guide/start/strategy', 'Choosing a strategy'],
    ['/guide/troubleshooting/other', 'Other problems'],
  );

  it('forgives one typing mistake in a word of five letters or more, two from eight', () => {
    expect(first('/configure/manifset', configure)).toBe('/configure/manifest');
    expect(first('/configure/remtoes', configure)).toBe('/configure/remotes');
    expect(first('/guide/troubleshoting/other', configure)).toBe('/guide/troubleshooting/other');
    expect(first('/configure/getpublcpth', configure)).toBe('/configure/getpublicpath');
    // ...but not in a short word: `nmae` is not `name`.
    expect(suggest('/nmae', configure)).toEqual([]);
  });

  it('matches plural, singular, -ing and -ed forms', () => {
    expect(first('/configure/exposing', configure)).toBe('/configure/exposes');
    expect(first('/configure/exposed', configure)).toBe('/configure/exposes');
    expect(first('/guide/strategies', configure)).toBe('/guide/start/strategy');
    expect(first('/guide/data/caching', configure)).toBe('/guide/data/data-fetch-cache');
  });

  it('matches a segment written with -, _ or camelCase to a page word written as one', () => {
    for (const address of ['/configure/share_strategy', '/configure/shareStrategy', '/configure/share-strategy']) {
      expect(first(address, configure), address).toBe('/configure/sharestrategy');
    }
  });

  it('matches an address word written as one to page words written apart', () => {
    expect(first('/configure/strategyoption.html', configure)).toBe('/configure/strategy-option');
    expect(first('/configure/getpublicpath.html', site(['/configure/public-path', 'getPublicPath'], ['/configure/path', 'path']))).toBe(
      '/configure/public-path',
    );
  });

  const guide = site(
    ['/guide/basic/runtime', 'Runtime API', ['`loadRemote`', 'Error codes']],
    ['/guide/basic/rspack', 'Rspack', ['Run in development']],
    ['/guide/basic/webpack', 'webpack'],
    ['/guide/troubleshooting/runtime', 'Runtime errors', ['RUNTIME-001: no container']],
    ['/guide/advanced/runtime-size-optimization', 'Runtime size optimization', ['Measured sizes']],
    ['/guide/advanced/fallbacks', 'Error handling and fallbacks'],
    ['/guide/framework/nextjs', 'Next.js: support and setup'],
    ['/practice/frameworks/next/', 'Next.js walkthrough'],
    ['/configure/shared', 'shared', ['`singleton`', '`requiredVersion`']],
    ['/guide/start/glossary', 'Glossary', ['Singleton dependency in a shared scope']],
  );

  it('finds a page from its last words when the sections are missing', () => {
    expect(suggest('/runtime', guide).slice(0, 2).sort()).toEqual(['/guide/basic/runtime', '/guide/troubleshooting/runtime']);
    expect(first('/rspack', guide)).toBe('/guide/basic/rspack');
  });

  it('lets rare words outweigh sections that are extra or wrong', () => {
    expect(first('/guide/extra/basic/runtime-size', guide)).toBe('/guide/advanced/runtime-size-optimization');
  });

  it('finds pages from the official site layout', () => {
    expect(first('/guide/basic/runtime/runtime-api', guide)).toBe('/guide/basic/runtime');
    expect(first('/integrations/frameworks/nextjs', guide)).toBe('/guide/framework/nextjs');
  });

  it('finds a page by words of its title or a heading', () => {
    expect(first('/guide/error-handling', guide)).toBe('/guide/advanced/fallbacks');
    expect(first('/docs/loadRemote', guide)).toBe('/guide/basic/runtime');
    expect(first('/docs/singleton', guide)).toBe('/configure/shared');
  });

  it('counts a heading match less than a title or path match', () => {
    const pages = site(['/guide/a', 'Other', ['Singleton']], ['/guide/b', 'Singleton'], ['/guide/singleton/setup', 'Setup']);
    expect(suggest('/docs/singleton', pages)).toEqual(['/guide/b', '/guide/singleton/setup', '/guide/a']);
  });

  it("rewards matching the address's last segment", () => {
    const pages = site(['/configure/exposes', 'exposes'], ['/configure/remotes', 'remotes']);
    expect(first('/remotes/exposes', pages)).toBe('/configure/exposes');
    expect(first('/exposes/remotes', pages)).toBe('/configure/remotes');
  });

  it("prefers a page of the address's own top-level section on a tie", () => {
    // Each page names the other's section too, further down its path.
    const pages = site(['/guide/x-practice', 'X', ['CORS headers']], ['/practice/x-guide', 'X', ['CORS headers']]);
    expect(first('/guide/cors', pages)).toBe('/guide/x-practice');
    expect(first('/practice/cors', pages)).toBe('/practice/x-guide');
  });

  it('matches Chinese words of a title, and ranks only pages of the address language', () => {
    const pages = site(
      ['/guide/basic/runtime', 'Runtime API'],
      ['/zh/guide/basic/runtime', '运行时 API'],
      ['/zh/guide/basic/cli', 'mf 命令行工具', ['退出码']],
      ['/zh/guide/start/glossary', '术语表', ['运行时插件']],
    );
    expect(first('/zh/guide/%E8%BF%90%E8%A1%8C%E6%97%B6', pages)).toBe('/zh/guide/basic/runtime');
    expect(suggest('/zh/guide/basic/runtime-api', pages)[0]).toBe('/zh/guide/basic/runtime');
    expect(suggest('/guide/runtime', pages)).toEqual(['/guide/basic/runtime']);
  });

  it('is deterministic, keeps to the limit, and suggests nothing for an address without words', () => {
    expect(suggest('/runtime', guide)).toEqual(suggest('/runtime', [...guide].reverse()));
    expect(suggest('/guide', guide, 3)).toHaveLength(3);
    expect(suggest('/', guide)).toEqual([]);
    expect(suggest('/zh/', guide)).toEqual([]);
    expect(suggest('/qqqq', guide)).toEqual([]);
  });

  it("suggests no page that shares only the address's section", () => {
    expect(suggest('/guide/foo-bar', guide)).toEqual([]);
  });
});

/** The site's pages of one language, as the 404 page gets them from the search index. */
function sitePages(lang: Lang): SuggestablePage[] {
  return routes(lang).map((routePath) => {
    const file = routeFile(routePath)!;
    const page = readPage(file);
    const title = page.title?.text ?? /^title: ['"]?(.+?)['"]?$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    return { routePath, title, headings: page.headings.filter((heading) => heading.depth > 1).map((heading) => heading.text) };
  });
}

/** Addresses readers type or follow, each with the page it means. */
const ADDRESSES: [address: string, meant: string][] = [
  // Typing mistakes.
  ['/runtim', '/guide/basic/runtime'],
  ['/configure/manifset', '/configure/manifest'],
  ['/configure/sharedd', '/configure/shared'],
  ['/glosary', '/guide/start/glossary'],
  ['/guide/advanced/error-handing', '/guide/advanced/error-handling'],
  // Plural, singular, -ing and -ed.
  ['/configure/remote', '/configure/remotes'],
  ['/configure/expose', '/configure/exposes'],
  ['/configure/exposing', '/configure/exposes'],
  ['/configure/experiment', '/configure/experiments'],
  ['/plugin/retry-plugins', '/plugin/retry-plugin'],
  ['/guide/basic/type-prompts', '/guide/basic/type-prompt'],
  ['/guide/advanced/manifest-field', '/guide/advanced/manifest-fields'],
  ['/guide/advanced/multiple-shared-scopes', '/guide/advanced/multiple-shared-scope'],
  ['/guide/data/data-fetching', '/guide/data/data-fetch'],
  ['/guide/start/npm-package', '/guide/start/npm-packages'],
  ['/guide/start/feature', '/guide/start/features'],
  ['/guide/troubleshooting/types', '/guide/troubleshooting/type'],
  ['/guide/troubleshooting/runtime-errors', '/guide/troubleshooting/runtime'],
  ['/guide/basic/chrome-devtools', '/guide/basic/chrome-devtool'],
  ['/practice/scenarios', '/practice/scenario/'],
  ['/showcases', '/showcase/'],
  // Separators.
  ['/configure/share_strategy', '/configure/sharestrategy'],
  ['/configure/shareStrategy', '/configure/sharestrategy'],
  ['/configure/share-strategy', '/configure/sharestrategy'],
  ['/configure/runtime-plugins', '/configure/runtimeplugins'],
  ['/configure/get-public-path', '/configure/getpublicpath'],
  ['/guide/start/quickstart', '/guide/start/quick-start'],
  ['/guide/advanced/errorHandling', '/guide/advanced/error-handling'],
  ['/guide/framework/modern-js', '/guide/framework/modernjs'],
  ['/blog/v0.1', '/blog/v0-1'],
  // A missing or an extra section.
  ['/runtime', '/guide/basic/runtime'],
  ['/quick-start', '/guide/start/quick-start'],
  ['/guide/glossary', '/guide/start/glossary'],
  ['/guide/testing', '/guide/basic/testing'],
  ['/guide/deploy', '/guide/deployment/'],
  ['/guide/advanced/tree-shaking', '/guide/advanced/shared-tree-shaking'],
  ['/guide/data/prefetch', '/guide/data/data-prefetch'],
  ['/guide/data/cache', '/guide/data/data-fetch-cache'],
  ['/guide/advanced/stats', '/guide/advanced/stats-fields'],
  ['/guide/extra/basic/runtime-size', '/guide/advanced/runtime-size-optimization'],
  ['/practice/frameworks/angular/auth', '/practice/frameworks/angular/auth0'],
  ['/practice/monorepo/nx', '/practice/monorepos/nx'],
  ['/practice/frameworks/react/i18n', '/practice/frameworks/react/i18n-react'],
  ['/configure/dts-plugin', '/configure/dts'],
  // The official site's layout, and the previous site's.
  ['/configure/share-strategy.html', '/configure/sharestrategy'],
  ['/configure/remotetype', '/configure/remotes'],
  ['/guide/basic/runtime/runtime-api', '/guide/basic/runtime'],
  ['/guide/runtime/runtime-plugins', '/plugin/dev/'],
  ['/guide/runtime/runtime-hooks', '/plugin/dev/'],
  ['/integrations/frameworks/nextjs', '/guide/framework/nextjs'],
  ['/integrations/bundler/rspack', '/guide/basic/rspack'],
  ['/integrations/bundler/webpack', '/guide/basic/webpack'],
  ['/integrations/bundler/metro', '/practice/frameworks/react-native'],
  ['/integrations/build-tool/vite', '/guide/basic/vite'],
  ['/integrations/build-tool/rsbuild', '/guide/basic/rsbuild'],
  ['/integrations/framework/modernjs/', '/guide/framework/modernjs'],
  ['/integrations/framework/angular/service-workers', '/practice/frameworks/angular/service-workers-mf'],
  ['/guide/framework/vue', '/practice/frameworks/vue/'],
  ['/guide/framework/angular', '/practice/frameworks/angular/'],
  ['/guide/bridge/overview', '/guide/bridge/'],
  ['/guide/bridge/react/getting-started', '/guide/bridge/react/'],
  ['/guide/debug/chrome-devtool', '/guide/basic/chrome-devtool'],
  ['/guide/debug/mode', '/guide/debug/'],
  ['/guide/debug/variables', '/guide/debug/'],
  ['/plugin/plugins/retry', '/plugin/retry-plugin'],
  ['/practice/frameworks/nextjs/dynamic-remote', '/practice/frameworks/next/dynamic-remotes'],
  // Words of a title or a heading rather than of the path.
  ['/guide/error-handling', '/guide/advanced/error-handling'],
  ['/blog/error-load-remote', '/guide/advanced/error-handling'],
  ['/docs/singleton', '/configure/shared'],
  ['/configure/requiredVersion', '/configure/shared'],
  ['/guide/basic/loadRemote', '/guide/basic/runtime'],
  ['/guide/cors', '/guide/deployment/'],
  ['/guide/style-isolation', '/guide/basic/css-isolate'],
  ['/guide/basic/type-hints', '/guide/basic/type-prompt'],
  ['/guide/basic/rstest', '/guide/basic/testing'],
  ['/guide/start/setup', '/guide/start/setting-up-env'],
  ['/plugin/circuit-breaker', '/plugin/custom-retry-plugin'],
  ['/playground/share-lab', '/playground/'],
  // The Chinese site: the same mistakes, and Chinese words.
  ['/zh/runtim', '/zh/guide/basic/runtime'],
  ['/zh/configure/manifset', '/zh/configure/manifest'],
  ['/zh/configure/remote', '/zh/configure/remotes'],
  ['/zh/configure/share_strategy', '/zh/configure/sharestrategy'],
  ['/zh/configure/shareScope', '/zh/configure/sharescope'],
  ['/zh/configure/runtimePlugins', '/zh/configure/runtimeplugins'],
  ['/zh/guide/start/quickstart', '/zh/guide/start/quick-start'],
  ['/zh/guide/basic/chrome-devtools', '/zh/guide/basic/chrome-devtool'],
  ['/zh/guide/basic/type-hint', '/zh/guide/basic/type-prompt'],
  ['/zh/guide/basic/cli-command', '/zh/guide/basic/cli'],
  ['/zh/guide/basic/rsbuild-plugin', '/zh/guide/basic/rsbuild'],
  ['/zh/guide/data/prefetching', '/zh/guide/data/data-prefetch'],
  ['/zh/guide/troubleshooting/runtime-error', '/zh/guide/troubleshooting/runtime'],
  ['/zh/guide/advanced/error-handing', '/zh/guide/advanced/error-handling'],
  ['/zh/guide/advanced/tree-shaking', '/zh/guide/advanced/shared-tree-shaking'],
  ['/zh/guide/bridge/react/export-application', '/zh/guide/bridge/react/export-app'],
  ['/zh/guide/bridge/react/load-remote-app', '/zh/guide/bridge/react/load-app'],
  ['/zh/blog/announcements', '/zh/blog/announcement'],
  ['/zh/blog/v0.1', '/zh/blog/v0-1'],
  ['/zh/plugin/retry', '/zh/plugin/retry-plugin'],
  ['/zh/plugin/dev/hook', '/zh/plugin/dev/hooks'],
  ['/zh/ai/skill', '/zh/ai/'],
  ['/zh/practice/frameworks/angular/ssr', '/zh/practice/frameworks/angular/mf-ssr-angular'],
  ['/zh/practice/frameworks/angular/okta', '/zh/practice/frameworks/angular/okta-auth'],
  ['/zh/practice/monorepos/nx-react', '/zh/practice/monorepos/nx'],
  ['/zh/guide/basic/runtime/runtime-api', '/zh/guide/basic/runtime'],
  ['/zh/integrations/frameworks/nextjs', '/zh/guide/framework/nextjs'],
  ['/zh/guide/framework/vue', '/zh/practice/frameworks/vue/'],
  ['/zh/docs/singleton', '/zh/configure/shared'],
  ['/zh/guide/cors', '/zh/guide/deployment/'],
  ['/zh/guide/%E8%BF%90%E8%A1%8C%E6%97%B6', '/zh/guide/basic/runtime'],
  ['/zh/guide/%E8%BF%90%E8%A1%8C%E6%97%B6%E6%8F%92%E4%BB%B6', '/zh/plugin/dev/'],
  ['/zh/%E9%94%99%E8%AF%AF%E5%A4%84%E7%90%86', '/zh/guide/advanced/error-handling'],
  ['/zh/%E6%9C%AF%E8%AF%AD%E8%A1%A8', '/zh/guide/start/glossary'],
  ['/zh/%E5%BF%AB%E9%80%9F%E4%B8%8A%E6%89%8B', '/zh/guide/start/quick-start'],
  ['/zh/guide/%E8%B7%A8%E5%9F%9F', '/zh/guide/deployment/'],
  ['/zh/guide/样式隔离', '/zh/guide/basic/css-isolate'],
  ['/zh/guide/类型提示', '/zh/guide/basic/type-prompt'],
  ['/zh/guide/部署', '/zh/guide/deployment/'],
  ['/zh/guide/调试', '/zh/guide/debug/'],
  ['/zh/guide/数据预取', '/zh/guide/data/data-prefetch'],
  ['/zh/guide/数据缓存', '/zh/guide/data/data-fetch-cache'],
  ['/zh/guide/多共享作用域', '/zh/guide/advanced/multiple-shared-scope'],
  ['/zh/guide/单例', '/zh/guide/start/glossary'],
  ['/zh/重试插件', '/zh/plugin/retry-plugin'],
];

describe('suggestPages on the site', () => {
  const pages = { en: sitePages('en'), zh: sitePages('zh') };
  const langOf = (address: string): Lang => (address.startsWith('/zh/') ? 'zh' : 'en');

  it('is checked on real addresses of both languages, each a page that does not exist, meaning one that does', () => {
    const zh = ADDRESSES.filter(([address]) => langOf(address) === 'zh').length;
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(60);
    expect(zh / ADDRESSES.length).toBeGreaterThan(0.3);
    const served = new Set([...routes('en'), ...routes('zh')]);
    const decoded = (address: string) => decodeURIComponent(address).replace(/\.html$/, '');
    expect(ADDRESSES.filter(([address]) => served.has(decoded(address)))).toEqual([]);
    expect(ADDRESSES.filter(([address, meant]) => !served.has(meant) || langOf(meant) !== langOf(address))).toEqual([]);
  });

  it('lists the page meant among the first five', () => {
    const misses = ADDRESSES.flatMap(([address, meant]) => {
      const got = suggest(address, pages[langOf(address)]);
      return got.includes(meant) ? [] : [`${address} → ${meant}, got ${got.join(' ') || 'nothing'}`];
    });
    expect(misses).toEqual([]);
  });

  it('ranks most of them first', () => {
    const firsts = ADDRESSES.filter(([address, meant]) => first(address, pages[langOf(address)]) === meant).length;
    expect(firsts / ADDRESSES.length).toBeGreaterThanOrEqual(0.9);
  });
});
