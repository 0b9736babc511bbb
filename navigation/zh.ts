/** 中文顶部导航与侧边栏。只有页面写好后才在这里加入对应栏目。 */
import { EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

const CONFIGURE_OPTIONS = [
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
];

export const zh: LocaleNavigation = {
  nav: [
    { text: '指南', link: '/zh/guide/start/', activeMatch: '^/zh/guide/' },
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
    '/zh/guide/': [
      {
        text: '开始',
        collapsible: true,
        items: [
          { text: '介绍', link: '/zh/guide/start/' },
          { text: '环境准备', link: '/zh/guide/start/setting-up-env' },
          { text: '快速上手', link: '/zh/guide/start/quick-start' },
          { text: '功能特性', link: '/zh/guide/start/features' },
          { text: '术语表', link: '/zh/guide/start/glossary' },
          { text: 'npm 包', link: '/zh/guide/start/npm-packages' },
        ],
      },
      {
        text: '基础',
        collapsible: true,
        items: [
          { text: '运行时 API', link: '/zh/guide/basic/runtime' },
          { text: '类型提示', link: '/zh/guide/basic/type-prompt' },
        ],
      },
    ],
    '/zh/showcase/': [{ text: '案例展示', link: '/zh/showcase/' }],
    '/zh/plugin/': [
      { text: '运行时插件', link: '/zh/plugin/dev/' },
      { text: '钩子速查', link: '/zh/plugin/dev/hooks' },
    ],
  },
};
