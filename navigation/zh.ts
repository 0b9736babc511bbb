/** 中文顶部导航与侧边栏。只有页面写好后才在这里加入对应栏目。 */
import { EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

export const zh: LocaleNavigation = {
  nav: [
    { text: '指南', link: '/zh/guide/start/', activeMatch: '^/zh/guide/' },
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
    ],
  },
};
