/** English top navigation and sidebars. Add a section here only when its pages exist. */
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

export const en: LocaleNavigation = {
  nav: [
    { text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' },
    { text: 'Configuration', link: '/configure/', activeMatch: '^/configure/' },
    { text: 'Plugins', link: '/plugin/dev/', activeMatch: '^/plugin/' },
    { text: 'Showcase', link: '/showcase/', activeMatch: '^/showcase/' },
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
    '/configure/': [
      { text: 'Overview', link: '/configure/' },
      {
        text: 'Options',
        collapsible: true,
        items: CONFIGURE_OPTIONS.map((option) => ({ text: option, link: `/configure/${option.toLowerCase()}` })),
      },
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
      {
        text: 'Basic',
        collapsible: true,
        items: [
          { text: 'Runtime API', link: '/guide/basic/runtime' },
          { text: 'Type hints', link: '/guide/basic/type-prompt' },
        ],
      },
    ],
    '/showcase/': [{ text: 'Showcase', link: '/showcase/' }],
    '/plugin/': [
      { text: 'Runtime plugins', link: '/plugin/dev/' },
      { text: 'Node.js plugin', link: '/plugin/plugins/' },
    ],
  },
};
