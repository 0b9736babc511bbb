/**
 * The site's top nav and sidebars, once for both languages: each entry's label in English and
 * Chinese side by side, each link as the English route (navigation/byLanguage.ts adds `/zh` for
 * the Chinese site). Add a section only when its pages exist. A page written in one language
 * (navigation/oneLanguagePages.ts) has a label in that language only.
 */
import { EXAMPLES_REPO, PRACTICAL_MF_BOOK } from './externalLinks';
import type { Lang } from './languages';

/** An entry's text in each language it shows in. */
export type Label = Partial<Record<Lang, string>>;

export interface NavEntry {
  text: Label;
  link?: string;
  /** A pattern of the English routes that mark the entry current. */
  activeMatch?: string;
  items?: NavEntry[];
}

export interface SidebarEntry {
  text: Label;
  link?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  items?: SidebarEntry[];
}

/** The options with a page of their own under /configure/, in sidebar order (file name = lower case). */
export const CONFIGURE_OPTIONS = [
  'name',
  'filename',
  'remotes',
  'exposes',
  'shared',
  'runtimePlugins',
  'getPublicPath',
  'implementation',
  'dts',
  'dev',
  'manifest',
  'shareStrategy',
  'shareScope',
  'experiments',
];

/**
 * The guide's sidebar. Each group holds one kind of page, so a reader can tell from the group's
 * name what its pages do: start here, concepts and how-tos, integrations, sharing, Bridge,
 * production, debugging, reference. The page for AI coding tools and the share lab are listed
 * here and show this sidebar too. Groups start closed, except the one that lists the current
 * page, so that the group names read as a table of contents on every screen.
 */
const GUIDE: SidebarEntry[] = [
  {
    text: { en: 'Getting Started', zh: '开始' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Introduction', zh: '介绍' }, link: '/guide/start/' },
      { text: { en: 'Setting up the environment', zh: '环境准备' }, link: '/guide/start/setting-up-env' },
      { text: { en: 'Quick start', zh: '快速上手' }, link: '/guide/start/quick-start' },
      { text: { en: 'Features', zh: '功能特性' }, link: '/guide/start/features' },
      { text: { en: 'Glossary', zh: '术语表' }, link: '/guide/start/glossary' },
      { text: { en: 'npm packages: which to install', zh: 'npm 包：该安装哪些' }, link: '/guide/start/npm-packages' },
      { text: { en: 'Docs for AI coding tools', zh: '给 AI 编程工具的文档' }, link: '/ai/' },
    ],
  },
  {
    text: { en: 'Basics: concepts and how-tos', zh: '基础：概念与用法' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Type hints', zh: '类型提示' }, link: '/guide/basic/type-prompt' },
      { text: { en: 'The mf command line', zh: 'mf 命令行工具' }, link: '/guide/basic/cli' },
      { text: { en: 'Manifest, stats and snapshot', zh: 'Manifest、stats 与快照' }, link: '/guide/basic/manifest-snapshot' },
      { text: { en: 'Style isolation', zh: '样式隔离' }, link: '/guide/basic/css-isolate' },
      { text: { en: 'Testing', zh: '测试' }, link: '/guide/basic/testing' },
    ],
  },
  {
    text: { en: 'Bundlers and build tools', zh: '打包与构建工具' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Rsbuild', zh: 'Rsbuild' }, link: '/guide/basic/rsbuild' },
      { text: { en: 'Rspack', zh: 'Rspack' }, link: '/guide/basic/rspack' },
      { text: { en: 'webpack', zh: 'webpack' }, link: '/guide/basic/webpack' },
      { text: { en: 'Vite', zh: 'Vite' }, link: '/guide/basic/vite' },
      { text: { en: 'Rslib', zh: 'Rslib' }, link: '/guide/basic/rslib' },
    ],
  },
  {
    text: { en: 'Frameworks', zh: '框架' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Modern.js', zh: 'Modern.js' }, link: '/guide/framework/modernjs' },
      { text: { en: 'Next.js: support and setup', zh: 'Next.js：支持情况与安装' }, link: '/guide/framework/nextjs' },
    ],
  },
  {
    text: { en: 'Sharing dependencies', zh: '共享依赖' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Share lab', zh: '共享依赖实验室' }, link: '/playground/' },
      { text: { en: 'Multiple shared scopes', zh: '多共享作用域' }, link: '/guide/advanced/multiple-shared-scope' },
      { text: { en: 'Shared tree shaking', zh: '共享依赖 Tree Shaking' }, link: '/guide/advanced/shared-tree-shaking' },
    ],
  },
  {
    text: { en: 'Bridge', zh: 'Bridge' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Overview', zh: '概览' }, link: '/guide/bridge/' },
      { text: { en: 'React: getting started', zh: 'React：快速开始' }, link: '/guide/bridge/react/' },
      { text: { en: 'Export an app', zh: '导出应用' }, link: '/guide/bridge/react/export-app' },
      { text: { en: 'Load an app', zh: '加载应用' }, link: '/guide/bridge/react/load-app' },
      { text: { en: 'Load a component', zh: '加载组件' }, link: '/guide/bridge/react/load-component' },
      {
        text: { en: 'Data loaders', zh: '数据加载器' },
        collapsible: true,
        collapsed: true,
        items: [
          { text: { en: 'Data fetching', zh: '数据获取' }, link: '/guide/data/data-fetch' },
          { text: { en: 'Data caching', zh: '数据缓存' }, link: '/guide/data/data-fetch-cache' },
          { text: { en: 'Data prefetching', zh: '数据预取' }, link: '/guide/data/data-prefetch' },
        ],
      },
    ],
  },
  {
    text: { en: 'Going to production', zh: '上线生产' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Deploying remotes', zh: '部署生产者' }, link: '/guide/deployment/' },
      { text: { en: 'Error handling and fallbacks', zh: '错误处理与降级' }, link: '/guide/advanced/error-handling' },
      { text: { en: 'Runtime size optimization', zh: '运行时体积优化' }, link: '/guide/advanced/runtime-size-optimization' },
    ],
  },
  {
    text: { en: 'Debugging and troubleshooting', zh: '调试与故障排查' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Debugging', zh: '调试' }, link: '/guide/debug/' },
      { text: { en: 'Chrome DevTools', zh: 'Chrome DevTools' }, link: '/guide/basic/chrome-devtool' },
      { text: { en: 'Troubleshooting overview', zh: '故障排查概览' }, link: '/guide/troubleshooting/' },
      { text: { en: 'Runtime errors', zh: '运行时错误' }, link: '/guide/troubleshooting/runtime' },
      { text: { en: 'Type errors', zh: '类型错误' }, link: '/guide/troubleshooting/type' },
      { text: { en: 'Build errors', zh: '构建错误' }, link: '/guide/troubleshooting/build' },
      { text: { en: 'Other problems', zh: '其他问题' }, link: '/guide/troubleshooting/other' },
    ],
  },
  {
    text: { en: 'Reference', zh: '参考' },
    collapsible: true,
    collapsed: true,
    items: [
      { text: { en: 'Runtime API', zh: '运行时 API' }, link: '/guide/basic/runtime' },
      { text: { en: 'Manifest fields', zh: 'Manifest 字段' }, link: '/guide/advanced/manifest-fields' },
      { text: { en: 'Stats fields', zh: 'Stats 字段' }, link: '/guide/advanced/stats-fields' },
    ],
  },
];

export const NAV: NavEntry[] = [
  { text: { en: 'Guide', zh: '指南' }, link: '/guide/start/', activeMatch: '^/(guide|ai|playground)/' },
  { text: { en: 'Practice', zh: '实践' }, link: '/practice/overview', activeMatch: '^/practice/' },
  { text: { en: 'Configuration', zh: '配置' }, link: '/configure/', activeMatch: '^/configure/' },
  { text: { en: 'Plugins', zh: '插件' }, link: '/plugin/dev/', activeMatch: '^/plugin/' },
  { text: { en: 'Showcase', zh: '案例展示' }, link: '/showcase/', activeMatch: '^/showcase/' },
  { text: { en: 'Blog', zh: '博客' }, link: '/blog/announcement', activeMatch: '^/blog/' },
  {
    text: { en: 'Ecosystem', zh: '生态' },
    items: [
      { text: { en: 'Module Federation Examples', zh: 'Module Federation 示例仓库' }, link: EXAMPLES_REPO },
      { text: { en: 'Practical Module Federation (book)', zh: '《Practical Module Federation》（书籍）' }, link: PRACTICAL_MF_BOOK },
    ],
  },
];

/** The sidebars by the English route prefix of the pages that show them. */
export const SIDEBARS: Record<string, SidebarEntry[]> = {
  '/blog/': [
    { text: { en: 'Overview', zh: '概览' }, link: '/blog/' },
    { text: { en: 'Announcing the new generation', zh: '新一代模块联邦发布' }, link: '/blog/announcement' },
    { text: { en: 'Module Federation 0.1', zh: 'Module Federation 0.1' }, link: '/blog/v0-1' },
  ],
  '/configure/': [
    { text: { en: 'Overview', zh: '概览' }, link: '/configure/' },
    {
      text: { en: 'Options', zh: '配置项' },
      collapsible: true,
      items: CONFIGURE_OPTIONS.map((option) => ({ text: { en: option, zh: option }, link: `/configure/${option.toLowerCase()}` })),
    },
  ],
  '/guide/': GUIDE,
  // The page for AI coding tools and the share lab are listed in the guide's sidebar and keep it.
  '/ai/': GUIDE,
  '/playground/': GUIDE,
  '/showcase/': [{ text: { en: 'Showcase', zh: '案例展示' }, link: '/showcase/' }],
  '/practice/': [
    { text: { en: 'Overview', zh: '概览' }, link: '/practice/overview' },
    { text: { en: 'Scenarios', zh: '场景' }, link: '/practice/scenario/' },
    {
      text: { en: 'Frameworks', zh: '框架' },
      link: '/practice/frameworks/',
      collapsible: true,
      collapsed: true,
      items: [
        {
          text: { en: 'React', zh: 'React' },
          collapsible: true,
          collapsed: true,
          items: [
            { text: { en: 'React with Rsbuild', zh: 'React 与 Rsbuild' }, link: '/practice/frameworks/react/' },
            { text: { en: 'Internationalization', zh: '国际化' }, link: '/practice/frameworks/react/i18n-react' },
          ],
        },
        { text: { en: 'Vue', zh: 'Vue' }, link: '/practice/frameworks/vue/' },
        { text: { en: 'React Native', zh: 'React Native' }, link: '/practice/frameworks/react-native' },
        { text: { en: 'Rspress', zh: 'Rspress' }, link: '/practice/frameworks/rspress' },
        {
          text: { en: 'Next.js', zh: 'Next.js' },
          collapsible: true,
          collapsed: true,
          items: [
            { text: { en: 'Next.js walkthrough', zh: 'Next.js 上手示例' }, link: '/practice/frameworks/next/' },
            { text: { en: 'Importing components', zh: '导入组件' }, link: '/practice/frameworks/next/importing-components' },
            { text: { en: 'Importing pages', zh: '导入页面' }, link: '/practice/frameworks/next/importing-pages' },
            { text: { en: 'Custom Express server', zh: '自定义 Express 服务器' }, link: '/practice/frameworks/next/express' },
            { text: { en: 'What the plugin presets', zh: '插件的预设配置' }, link: '/practice/frameworks/next/presets' },
            { text: { en: 'Dynamic remotes', zh: '动态生产者' }, link: '/practice/frameworks/next/dynamic-remotes' },
          ],
        },
        {
          text: { en: 'Angular', zh: 'Angular' },
          collapsible: true,
          collapsed: true,
          items: [
            { text: { en: 'Choosing an approach', zh: '方案选择' }, link: '/practice/frameworks/angular/' },
            { text: { en: 'Angular CLI', zh: 'Angular CLI' }, link: '/practice/frameworks/angular/angular-cli' },
            { text: { en: 'Micro-frontends with Angular', zh: 'Angular 微前端' }, link: '/practice/frameworks/angular/angular-mfe' },
            { text: { en: 'Server-side rendering', zh: '服务端渲染' }, link: '/practice/frameworks/angular/mf-ssr-angular' },
            { text: { en: 'Service workers', zh: 'Service Worker' }, link: '/practice/frameworks/angular/service-workers-mf' },
            { text: { en: 'Auth0', zh: 'Auth0' }, link: '/practice/frameworks/angular/auth0' },
            { text: { en: 'Okta', zh: 'Okta' }, link: '/practice/frameworks/angular/okta-auth' },
            {
              text: { en: 'Splitting a monolith, part 1', zh: '拆分单体应用（一）' },
              link: '/practice/frameworks/angular/splitting-to-mf-part1',
            },
            {
              text: { en: 'Splitting a monolith, part 2', zh: '拆分单体应用（二）' },
              link: '/practice/frameworks/angular/splitting-to-mf-part2',
            },
          ],
        },
      ],
    },
    { text: { en: 'Monorepos', zh: 'Monorepo（多项目仓库）' }, items: [{ text: { en: 'Nx', zh: 'Nx' }, link: '/practice/monorepos/nx' }] },
  ],
  // Two kinds of plugin pages: how to write a runtime plugin, and the plugins the project publishes.
  '/plugin/': [
    {
      text: { en: 'Writing plugins', zh: '编写插件' },
      collapsible: true,
      collapsed: true,
      items: [
        { text: { en: 'Runtime plugins', zh: '运行时插件' }, link: '/plugin/dev/' },
        { text: { zh: '钩子速查' }, link: '/plugin/dev/hooks' },
        { text: { en: 'Write a retry plugin', zh: '编写重试插件' }, link: '/plugin/custom-retry-plugin' },
      ],
    },
    {
      text: { en: 'Official plugins', zh: '官方插件' },
      collapsible: true,
      collapsed: true,
      items: [
        { text: { en: 'Retry plugin', zh: '重试插件' }, link: '/plugin/retry-plugin' },
        { text: { en: 'Node.js plugin for SSR' }, link: '/plugin/plugins/' },
      ],
    },
  ],
};
