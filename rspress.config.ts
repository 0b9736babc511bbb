import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type RouteMeta } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { en } from './navigation/en';
import { HIDE_FLAGS_HEAD_SCRIPT } from './theme/queryFlags';
import { SEARCH_SHORTCUT_HEAD_SCRIPT } from './theme/search/shortcut';
import { SOURCE_REPO } from './navigation/types';
import { zh } from './navigation/zh';

const publicDir = path.join(__dirname, 'public');
/** Where the site is published; sitemap, robots.txt and language alternates use absolute URLs. */
const SITE_ORIGIN = 'https://module-federation.io';
/** The picture shown when a page is shared: the announcement video's poster, made by scripts/make-video.ts. */
const SOCIAL_IMAGE = '/video/announcement-poster.jpg';

/**
 * Remote search (spec §7), off unless the build sets SEARCH_API_URL; SEARCH_API_INDEXES names the
 * service's indexes to query (comma separated).
 */
const SEARCH_API = process.env.SEARCH_API_URL
  ? { url: process.env.SEARCH_API_URL, indexes: (process.env.SEARCH_API_INDEXES ?? 'module-federation').split(',').filter(Boolean) }
  : null;

const isNotFound = (route: RouteMeta) => route.routePath === '/404';

/** Root-absolute URLs such as `/guide/diagram.svg` are served from the top-level `public/`. */
const isPublicAsset = (url: string) =>
  url.startsWith('/') && existsSync(path.join(publicDir, decodeURI(url.split(/[?#]/)[0])));

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
  locales: [
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
  ],
  head: [
    HIDE_FLAGS_HEAD_SCRIPT,
    SEARCH_SHORTCUT_HEAD_SCRIPT,
    // Canonical URL and social cards (our own image) for every page.
    (route) => (isNotFound(route) ? undefined : ['link', { rel: 'canonical', href: `${SITE_ORIGIN}${route.routePath}` }]),
    (route) => (isNotFound(route) ? undefined : ['meta', { property: 'og:url', content: `${SITE_ORIGIN}${route.routePath}` }]),
    ['meta', { property: 'og:image', content: `${SITE_ORIGIN}${SOCIAL_IMAGE}` }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: `${SITE_ORIGIN}${SOCIAL_IMAGE}` }],
  ],
  globalUIComponents: [path.join(__dirname, 'theme/ScrollToTopButton.tsx')],
  route: { cleanUrls: true },
  ssg: true,
  // The framework builds the index; theme/search/ shows it (loaded on first use) and calls these hooks.
  search: { codeBlocks: true, searchHooks: path.join(__dirname, 'theme/search/hooks.ts') },
  // The framework's medium-zoom: page-coloured overlay, attached 100 ms after each navigation.
  mediumZoom: { selector: '.rp-doc img:not(.mf-video img)', options: { margin: 24, scrollOffset: 40 } },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    image: { checkDeadImages: { excludes: isPublicAsset } },
    shiki: { transformers: [transformerCompatibleMetaHighlight()] },
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
      {
        lang: 'en',
        label: 'English',
        title: 'Module Federation',
        description: 'Share code between JavaScript applications at run time: the Module Federation documentation.',
        ...en,
      },
      {
        lang: 'zh',
        label: '简体中文',
        title: 'Module Federation 模块联邦',
        description: '在运行时让多个 JavaScript 应用共享代码：Module Federation 官方文档。',
        ...zh,
      },
    ],
  },
  plugins: [pluginSitemap({ siteUrl: SITE_ORIGIN })],
  builderConfig: {
    resolve: { alias: { '@components': path.join(__dirname, 'components') } },
    source: { define: { __SEARCH_API__: JSON.stringify(SEARCH_API) } },
    server: { publicDir: { name: publicDir } },
  },
});
