/**
 * The benchmark's stock baseline: our `docs/` built with @rspress/core's default theme, no plugins,
 * no head scripts, no global components. Build: `rspress build -c scripts/bench/stock.config.ts`.
 *
 * Kept from rspress.config.ts, each because the content needs it to build or to be the same content:
 * - `root`, `lang`, `locales`: the two languages of docs/ (without `locales` the zh pages are not a language).
 * - `themeConfig.locales` nav and sidebar: the same navigation data, so the pages carry the same
 *   site data and differ only by theme and plugins (an auto-generated sidebar would be other content).
 * - `@components` alias: the MDX pages import components/ through it.
 * - `__EXAMPLE_PROJECTS__`: what the walkthrough pages' download boxes say of each example (plugins/exampleProjects).
 * - `builderConfig.server.publicDir` and the dead-image `excludes`: images live in the top-level public/.
 * - i18n.json is read from the working directory by the framework itself; the components' strings are there.
 * Left out: theme/ (themeDir points at the default theme itself: the framework's default is `<cwd>/theme`,
 * which is ours), the Shiki meta-highlight transformer (`{1,3}` then highlights nothing, the build passes),
 * icon, logo, head tags, global components, clean URLs, llms, search hooks, medium-zoom options, and all our
 * plugins (page checks, sitemap, RSS, redirects, Markdown twins, slim page data).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { NAVIGATION } from '../../navigation/byLanguage';
import { projectSummaries } from '../../plugins/exampleProjects/project';

const ROOT = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(ROOT, 'public');
const DEFAULT_THEME_DIR = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/theme-original'));

const isPublicAsset = (url: string) => url.startsWith('/') && existsSync(path.join(publicDir, decodeURI(url.split(/[?#]/)[0])));

const LOCALES = [
  { lang: 'en', label: 'English', title: 'Module Federation' },
  { lang: 'zh', label: '简体中文', title: 'Module Federation 模块联邦' },
];

export default defineConfig({
  root: path.join(ROOT, 'docs'),
  outDir: process.env.RSPRESS_OUT_DIR ?? path.join(ROOT, '.bench/stock'),
  themeDir: DEFAULT_THEME_DIR,
  lang: 'en',
  locales: LOCALES,
  markdown: { image: { checkDeadImages: { excludes: isPublicAsset } } },
  themeConfig: {
    locales: [
      { ...LOCALES[0], ...NAVIGATION.en },
      { ...LOCALES[1], ...NAVIGATION.zh },
    ],
  },
  builderConfig: {
    resolve: { alias: { '@components': path.join(ROOT, 'components') } },
    source: {
      define: { __EXAMPLE_PROJECTS__: JSON.stringify(projectSummaries(path.join(ROOT, 'examples'), 'https://module-federation.io')) },
    },
    server: { publicDir: { name: publicDir } },
  },
});
