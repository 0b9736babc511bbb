/** 中文顶部导航与侧边栏。只有页面写好后才在这里加入对应栏目。 */
import { EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

export const zh: LocaleNavigation = {
  nav: [
    { text: '指南', link: '/zh/guide/start/', activeMatch: '^/zh/guide/' },
    {
      text: '生态',
      items: [
        { text: 'Module Federation 示例仓库', link: EXAMPLES_REPO },
        { text: '《Practical Module Federation》（书籍）', link: PRACTICAL_MF_BOOK },
      ],
    },
  ],
  sidebar: {
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
