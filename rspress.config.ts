import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type RouteMeta } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';
import { NAVIGATION } from './navigation/byLanguage';
import { SOURCE_REPO } from './navigation/externalLinks';
import { ONE_LANGUAGE_PAGES, parityExclusion } from './navigation/oneLanguagePages';
import { REDIRECTS, SITE_REDIRECTS, toRedirectRule } from './navigation/redirects';
import { BLOG_POST, blogFeeds, FEED_DIR, feedOfPage } from './plugins/blogFeeds';
import { pluginCodeAsHtml } from './plugins/codeAsHtml';
import { pluginDiagrams } from './plugins/diagrams';
import { pluginEarlyRedirects } from './plugins/earlyRedirects';
import { pluginExampleProjects } from './plugins/exampleProjects';
import { pluginFederationDemo } from './plugins/federationDemo';
import { pluginFirstPaint } from './plugins/firstPaint';
import { FRAMEWORK_MEDIUM_ZOOM } from './plugins/internals';
import { llmsTxtWithLocaleTitles } from './plugins/llmsTxt';
import { pluginMarkdownTwins } from './plugins/markdownTwins';
import { pluginPageChecks } from './plugins/pageChecks';
import { phoneMediaPostcss } from './plugins/phoneMediaPostcss';
import { pluginProseAsHtml } from './plugins/proseAsHtml';
import { pluginSitemap } from './plugins/sitemap';
import { pluginSlimPageData } from './plugins/slimPageData';
import { HIDE_FLAGS_HEAD_SCRIPT } from './theme/layout/queryFlags';
import { SEARCH_SHORTCUT_HEAD_SCRIPT } from './theme/search/shortcut';

const publicDir = path.join(__dirname, 'public');
/** The runtime page's demo remote (demo/remote/), built beside the site into a folder served in dev and copied into the output. */
const DEMO = {
  remoteRoot: path.join(__dirname, 'demo/remote'),
  publicDir: path.join(__dirname, '.demo-build'),
  lockfile: path.join(__dirname, 'package-lock.json'),
};
/** Where the site is published; sitemap, robots.txt and language alternates use absolute URLs. */
const SITE_ORIGIN = 'https://module-federation.io';
/** The picture shown when a page is shared: the announcement video's poster, made by scripts/make-video.ts. */
const SOCIAL_IMAGE = '/video/announcement-poster.jpg';

/**
 * Remote search, off unless the build sets SEARCH_API_URL; SEARCH_API_INDEXES names the
 * service's indexes to query (comma separated).
 */
const SEARCH_API = process.env.SEARCH_API_URL
  ? { url: process.env.SEARCH_API_URL, indexes: (process.env.SEARCH_API_INDEXES ?? 'module-federation').split(',').filter(Boolean) }
  : null;

const LOCALES = [
  {
    lang: 'en',
    label: 'English',
    title: 'Module Federation',
    description: 'Share code between JavaScript applications at run time: the Module Federation documentation.',
  },
  {
    lang: 'zh',
    label: '简体中文',
    title: 'Module Federation 模块联邦',
    description: '在运行时让多个 JavaScript 应用共享代码：Module Federation 官方文档。',
  },
];

/** Which images zoom and how: doc images except the video's poster, 24 px margin, closed by a 40 px scroll. */
const IMAGE_ZOOM = { selector: '.rp-doc img:not(.mf-video img)', options: { margin: 24, scrollOffset: 40 } };

const isNotFound = (route: RouteMeta) => route.routePath === '/404';

/** Root-absolute URLs such as `/guide/diagram.svg` are served from the top-level `public/`. */
const isPublicAsset = (url: string) => url.startsWith('/') && existsSync(path.join(publicDir, decodeURI(url.split(/[?#]/)[0])));

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  // Tests that need a differently configured build (remote search) write it elsewhere.
  outDir: process.env.RSPRESS_OUT_DIR ?? 'doc_build',
  base: '/',
  siteOrigin: SITE_ORIGIN,
  lang: 'en',
  icon: pathToFileURL(path.join(publicDir, 'favicon.svg')),
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Module Federation',
  locales: LOCALES,
  head: [
    HIDE_FLAGS_HEAD_SCRIPT,
    SEARCH_SHORTCUT_HEAD_SCRIPT,
    // Canonical URL and social cards (our own image) for every page.
    (route) => (isNotFound(route) ? undefined : ['link', { rel: 'canonical', href: `${SITE_ORIGIN}${route.routePath}` }]),
    (route) => (isNotFound(route) ? undefined : ['meta', { property: 'og:url', content: `${SITE_ORIGIN}${route.routePath}` }]),
    ['meta', { property: 'og:image', content: `${SITE_ORIGIN}${SOCIAL_IMAGE}` }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: `${SITE_ORIGIN}${SOCIAL_IMAGE}` }],
    // The blog's pages announce their language's feed.
    (route) => {
      const feed = feedOfPage(route.routePath);
      return feed && ['link', { rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: `${SITE_ORIGIN}${feed.path}` }];
    },
  ],
  globalUIComponents: [
    path.join(__dirname, 'theme/layout/ScrollToTopButton.tsx'),
    [path.join(__dirname, 'theme/content/ImageZoom.tsx'), IMAGE_ZOOM],
  ],
  route: { cleanUrls: true },
  ssg: true,
  // llms.txt and llms-full.txt per language, and a Markdown twin (`/x.md`) of every page.
  llms: { llmsTxt: llmsTxtWithLocaleTitles(LOCALES) },
  // Every page exists in both languages except the few written in one (navigation/oneLanguagePages.ts).
  languageParity: { enabled: true, exclude: ONE_LANGUAGE_PAGES.map(parityExclusion) },
  // The framework builds the index; theme/search/ shows it (loaded on first use) and calls these hooks.
  search: { codeBlocks: true, searchHooks: path.join(__dirname, 'theme/search/searchHooks.ts') },
  // The framework's medium-zoom (page-coloured overlay, attached 100 ms after each navigation),
  // loaded by theme/content/ImageZoom.tsx only on pages with images: see IMAGE_ZOOM below.
  mediumZoom: false,
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    image: { checkDeadImages: { excludes: isPublicAsset } },
    // No time limit per line: with the default 500 ms a busy machine leaves the rest of a long
    // line unhighlighted, and two builds of one commit differ.
    shiki: { transformers: [transformerCompatibleMetaHighlight()], tokenizeTimeLimit: 0 },
  },
  themeConfig: {
    darkMode: true,
    enableContentAnimation: true,
    enableScrollToTop: true,
    hideNavbar: 'auto',
    lastUpdated: true,
    editLink: { docRepoBaseUrl: `${SOURCE_REPO}/tree/main/apps/website-new/docs` },
    socialLinks: [{ icon: 'github', mode: 'link', content: SOURCE_REPO }],
    locales: [
      { ...LOCALES[0], ...NAVIGATION.en },
      { ...LOCALES[1], ...NAVIGATION.zh },
    ],
    // Copy-as-Markdown under each title; no menu of outside AI sites.
    llmsUI: { viewOptions: false },
  },
  plugins: [
    pluginPageChecks({ datedPages: BLOG_POST }),
    pluginSitemap({ siteUrl: SITE_ORIGIN }),
    // The feeds only: each page's <link> to its feed is in `head` above (the plugin's own tag
    // carries an hreflang that replaces the page's language alternate).
    {
      ...pluginRss({
        siteUrl: SITE_ORIGIN,
        feed: blogFeeds(path.join(__dirname, 'docs'), SITE_ORIGIN),
        output: { type: 'rss', dir: FEED_DIR },
      }),
      globalUIComponents: [],
    },
    // The client plugin's rules ship in every page's bundle: the Portuguese ones only go to 404.html,
    // the one page a Portuguese address reaches (no page of this site links to one).
    pluginClientRedirects({ redirects: SITE_REDIRECTS.map(toRedirectRule) }),
    pluginEarlyRedirects(REDIRECTS.map(toRedirectRule)),
    pluginMarkdownTwins(),
    pluginSlimPageData(),
    pluginCodeAsHtml(),
    pluginDiagrams(),
    pluginFirstPaint(),
    // After the Markdown steps above, which look for blocks as elements (a block of prose becomes one string, its code included).
    pluginProseAsHtml(),
    pluginFederationDemo(DEMO),
    // Each walkthrough's project as a download and a file listing (/examples/<name>.zip, .files.json).
    pluginExampleProjects({ examplesDir: path.join(__dirname, 'examples'), siteOrigin: SITE_ORIGIN }),
  ],
  builderConfig: {
    resolve: { alias: { '@components': path.join(__dirname, 'components'), 'rspress-medium-zoom': FRAMEWORK_MEDIUM_ZOOM } },
    source: { define: { __SEARCH_API__: JSON.stringify(SEARCH_API) } },
    // `@media (--mf-phone)` and `(--mf-wide)` in the theme's CSS: the phone breakpoint the theme's code uses.
    tools: { postcss: (_, { addPlugins }) => addPlugins(phoneMediaPostcss) },
    // The stylesheet is written into each page: on a slow phone network a separate file arrives
    // after the whole page has been parsed, so the first paint waited for style and layout of
    // every element of a long page; inlined, the browser paints the top of the page first.
    output: { inlineStyles: true },
    // The demo folder is served in dev only: the demo plugin copies it into the output once built.
    server: { publicDir: [{ name: publicDir }, { name: DEMO.publicDir, copyOnBuild: false }] },
  },
});
