/** 中文顶部导航与侧边栏。只有页面写好后才在这里加入对应栏目。 */
import type { Sidebar } from '@rspress/core';
import { CONFIGURE_OPTIONS, EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

/**
 * 指南的侧边栏。每组只放一类页面，读者看组名就知道组里的页面做什么：入门、概念与用法、
 * 构建工具接入、共享依赖、Bridge、上线生产、调试、参考。“给 AI 编程工具的文档”和共享依赖实验室
 * 也列在这里，并且显示同一个侧边栏。各分组默认收起，只展开列出当前页面的那一组，
 * 这样在任何屏幕上，分组名都能当作目录来看。
 */
const guideSidebar: Sidebar[string] = [
  {
    text: '开始',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '介绍', link: '/zh/guide/start/' },
      { text: '环境准备', link: '/zh/guide/start/setting-up-env' },
      { text: '快速上手', link: '/zh/guide/start/quick-start' },
      { text: '功能特性', link: '/zh/guide/start/features' },
      { text: '术语表', link: '/zh/guide/start/glossary' },
      { text: 'npm 包：该安装哪些', link: '/zh/guide/start/npm-packages' },
      { text: '给 AI 编程工具的文档', link: '/zh/ai/' },
    ],
  },
  {
    text: '基础：概念与用法',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '类型提示', link: '/zh/guide/basic/type-prompt' },
      { text: 'mf 命令行工具', link: '/zh/guide/basic/cli' },
      { text: 'Manifest、stats 与快照', link: '/zh/guide/basic/manifest-snapshot' },
      { text: '样式隔离', link: '/zh/guide/basic/css-isolate' },
      { text: '测试', link: '/zh/guide/basic/testing' },
    ],
  },
  {
    text: '打包与构建工具',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Rsbuild', link: '/zh/guide/basic/rsbuild' },
      { text: 'Rspack', link: '/zh/guide/basic/rspack' },
      { text: 'webpack', link: '/zh/guide/basic/webpack' },
      { text: 'Vite', link: '/zh/guide/basic/vite' },
      { text: 'Rslib', link: '/zh/guide/basic/rslib' },
    ],
  },
  {
    text: '框架',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Modern.js', link: '/zh/guide/framework/modernjs' },
      { text: 'Next.js：支持情况与安装', link: '/zh/guide/framework/nextjs' },
    ],
  },
  {
    text: '共享依赖',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '共享依赖实验室', link: '/zh/playground/' },
      { text: '多共享作用域', link: '/zh/guide/advanced/multiple-shared-scope' },
      { text: '共享依赖 Tree Shaking', link: '/zh/guide/advanced/shared-tree-shaking' },
    ],
  },
  {
    text: 'Bridge',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '概览', link: '/zh/guide/bridge/' },
      { text: 'React：快速开始', link: '/zh/guide/bridge/react/' },
      { text: '导出应用', link: '/zh/guide/bridge/react/export-app' },
      { text: '加载应用', link: '/zh/guide/bridge/react/load-app' },
      { text: '加载组件', link: '/zh/guide/bridge/react/load-component' },
      {
        text: '数据加载器',
        collapsible: true,
        collapsed: true,
        items: [
          { text: '数据获取', link: '/zh/guide/data/data-fetch' },
          { text: '数据缓存', link: '/zh/guide/data/data-fetch-cache' },
          { text: '数据预取', link: '/zh/guide/data/data-prefetch' },
        ],
      },
    ],
  },
  {
    text: '上线生产',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '部署生产者', link: '/zh/guide/deployment/' },
      { text: '错误处理与降级', link: '/zh/guide/advanced/error-handling' },
      { text: '运行时体积优化', link: '/zh/guide/advanced/runtime-size-optimization' },
    ],
  },
  {
    text: '调试与故障排查',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '调试', link: '/zh/guide/debug/' },
      { text: 'Chrome DevTools', link: '/zh/guide/basic/chrome-devtool' },
      { text: '故障排查概览', link: '/zh/guide/troubleshooting/' },
      { text: '运行时错误', link: '/zh/guide/troubleshooting/runtime' },
      { text: '类型错误', link: '/zh/guide/troubleshooting/type' },
      { text: '构建错误', link: '/zh/guide/troubleshooting/build' },
      { text: '其他问题', link: '/zh/guide/troubleshooting/other' },
    ],
  },
  {
    text: '参考',
    collapsible: true,
    collapsed: true,
    items: [
      { text: '运行时 API', link: '/zh/guide/basic/runtime' },
      { text: 'Manifest 字段', link: '/zh/guide/advanced/manifest-fields' },
      { text: 'Stats 字段', link: '/zh/guide/advanced/stats-fields' },
    ],
  },
];

export const zh: LocaleNavigation = {
  nav: [
    { text: '指南', link: '/zh/guide/start/', activeMatch: '^/zh/(guide|ai|playground)/' },
    { text: '实践', link: '/zh/practice/overview', activeMatch: '^/zh/practice/' },
    { text: '配置', link: '/zh/configure/', activeMatch: '^/zh/configure/' },
    { text: '插件', link: '/zh/plugin/dev/', activeMatch: '^/zh/plugin/' },
    { text: '案例展示', link: '/zh/showcase/', activeMatch: '^/zh/showcase/' },
    { text: '博客', link: '/zh/blog/announcement', activeMatch: '^/zh/blog/' },
    {
      text: '生态',
      items: [
        { text: 'Module Federation 示例仓库', link: EXAMPLES_REPO },
        { text: '《Practical Module Federation》（书籍）', link: PRACTICAL_MF_BOOK },
      ],
    },
  ],
  sidebar: {
    '/zh/blog/': [
      { text: '概览', link: '/zh/blog/' },
      { text: '新一代模块联邦发布', link: '/zh/blog/announcement' },
      { text: 'Module Federation 0.1', link: '/zh/blog/v0-1' },
    ],
    '/zh/configure/': [
      { text: '概览', link: '/zh/configure/' },
      {
        text: '配置项',
        collapsible: true,
        items: CONFIGURE_OPTIONS.map((option) => ({ text: option, link: `/zh/configure/${option.toLowerCase()}` })),
      },
    ],
    '/zh/guide/': guideSidebar,
    // 给 AI 编程工具的文档和共享依赖实验室列在指南的侧边栏中，并沿用它。
    '/zh/ai/': guideSidebar,
    '/zh/playground/': guideSidebar,
    '/zh/showcase/': [{ text: '案例展示', link: '/zh/showcase/' }],
    '/zh/practice/': [
      { text: '概览', link: '/zh/practice/overview' },
      { text: '场景', link: '/zh/practice/scenario/' },
      {
        text: '框架',
        link: '/zh/practice/frameworks/',
        collapsible: true,
        collapsed: true,
        items: [
          {
            text: 'React',
            collapsible: true,
            collapsed: true,
            items: [
              { text: 'React 与 Rsbuild', link: '/zh/practice/frameworks/react/' },
              { text: '国际化', link: '/zh/practice/frameworks/react/i18n-react' },
            ],
          },
          { text: 'Vue', link: '/zh/practice/frameworks/vue/' },
          { text: 'React Native', link: '/zh/practice/frameworks/react-native' },
          { text: 'Rspress', link: '/zh/practice/frameworks/rspress' },
          {
            text: 'Next.js',
            collapsible: true,
            collapsed: true,
            items: [
              { text: 'Next.js 上手示例', link: '/zh/practice/frameworks/next/' },
              { text: '导入组件', link: '/zh/practice/frameworks/next/importing-components' },
              { text: '导入页面', link: '/zh/practice/frameworks/next/importing-pages' },
              { text: '自定义 Express 服务器', link: '/zh/practice/frameworks/next/express' },
              { text: '插件的预设配置', link: '/zh/practice/frameworks/next/presets' },
              { text: '动态生产者', link: '/zh/practice/frameworks/next/dynamic-remotes' },
            ],
          },
          {
            text: 'Angular',
            collapsible: true,
            collapsed: true,
            items: [
              { text: '方案选择', link: '/zh/practice/frameworks/angular/' },
              { text: 'Angular CLI', link: '/zh/practice/frameworks/angular/angular-cli' },
              { text: 'Angular 微前端', link: '/zh/practice/frameworks/angular/angular-mfe' },
              { text: '服务端渲染', link: '/zh/practice/frameworks/angular/mf-ssr-angular' },
              { text: 'Service Worker', link: '/zh/practice/frameworks/angular/service-workers-mf' },
              { text: 'Auth0', link: '/zh/practice/frameworks/angular/auth0' },
              { text: 'Okta', link: '/zh/practice/frameworks/angular/okta-auth' },
              { text: '拆分单体应用（一）', link: '/zh/practice/frameworks/angular/splitting-to-mf-part1' },
              { text: '拆分单体应用（二）', link: '/zh/practice/frameworks/angular/splitting-to-mf-part2' },
            ],
          },
        ],
      },
      { text: 'Monorepo（多项目仓库）', items: [{ text: 'Nx', link: '/zh/practice/monorepos/nx' }] },
    ],
    // 插件页面分两类：如何编写运行时插件，以及官方发布的插件。
    '/zh/plugin/': [
      {
        text: '编写插件',
        collapsible: true,
        collapsed: true,
        items: [
          { text: '运行时插件', link: '/zh/plugin/dev/' },
          { text: '钩子速查', link: '/zh/plugin/dev/hooks' },
          { text: '编写重试插件', link: '/zh/plugin/custom-retry-plugin' },
        ],
      },
      {
        text: '官方插件',
        collapsible: true,
        collapsed: true,
        items: [{ text: '重试插件', link: '/zh/plugin/retry-plugin' }],
      },
    ],
  },
};
