/** English top navigation and sidebars. Add a section here only when its pages exist. */
import { EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

export const en: LocaleNavigation = {
  nav: [
    { text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' },
    { text: 'Blog', link: '/blog/announcement', activeMatch: '^/blog/' },
    {
      text: 'Ecosystem',
      items: [
        { text: 'Module Federation Examples', link: EXAMPLES_REPO },
        { text: 'Practical Module Federation (book)', link: PRACTICAL_MF_BOOK },
      ],
    },
  ],
  sidebar: {
    '/blog/': [
      { text: 'Overview', link: '/blog/' },
      { text: 'Announcing the new generation', link: '/blog/announcement' },
      { text: 'Module Federation 0.1', link: '/blog/v0-1' },
    ],
    '/guide/': [
      {
        text: 'Getting Started',
        collapsible: true,
        items: [
          { text: 'Introduction', link: '/guide/start/' },
          { text: 'Setting up the environment', link: '/guide/start/setting-up-env' },
          { text: 'Quick start', link: '/guide/start/quick-start' },
          { text: 'Features', link: '/guide/start/features' },
          { text: 'Glossary', link: '/guide/start/glossary' },
          { text: 'npm packages', link: '/guide/start/npm-packages' },
        ],
      },
    ],
  },
};
