/** English top navigation and sidebars. Add a section here only when its pages exist. */
import type { Sidebar } from '@rspress/core';
import { CONFIGURE_OPTIONS, EXAMPLES_REPO, type LocaleNavigation, PRACTICAL_MF_BOOK } from './types';

/**
 * The guide's sidebar. Each group holds one kind of page, so a reader can tell from the group's
 * name what its pages do: start here, concepts and how-tos, integrations, sharing, Bridge,
 * production, debugging, reference. The page for AI coding tools and the share lab are listed
 * here and show this sidebar too. Groups start closed, except the one that lists the current
 * page, so that the group names read as a table of contents on every screen.
 */
const guideSidebar: Sidebar[string] = [
  {
    text: 'Getting Started',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Setting up the environment', link: '/guide/start/setting-up-env' },
      { text: 'Quick start', link: '/guide/start/quick-start' },
      { text: 'Features', link: '/guide/start/features' },
      { text: 'Glossary', link: '/guide/start/glossary' },
      { text: 'npm packages: which to install', link: '/guide/start/npm-packages' },
      { text: 'Docs for AI coding tools', link: '/ai/' },
    ],
  },
  {
    text: 'Basics: concepts and how-tos',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Type hints', link: '/guide/basic/type-prompt' },
      { text: 'The mf command line', link: '/guide/basic/cli' },
      { text: 'Manifest, stats and snapshot', link: '/guide/basic/manifest-snapshot' },
      { text: 'Style isolation', link: '/guide/basic/css-isolate' },
      { text: 'Testing', link: '/guide/basic/testing' },
    ],
  },
  {
    text: 'Bundlers and build tools',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Rsbuild', link: '/guide/basic/rsbuild' },
      { text: 'Rspack', link: '/guide/basic/rspack' },
      { text: 'webpack', link: '/guide/basic/webpack' },
      { text: 'Vite', link: '/guide/basic/vite' },
      { text: 'Rslib', link: '/guide/basic/rslib' },
    ],
  },
  {
    text: 'Frameworks',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Modern.js', link: '/guide/framework/modernjs' },
      { text: 'Next.js: support and setup', link: '/guide/framework/nextjs' },
    ],
  },
  {
    text: 'Sharing dependencies',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Share lab', link: '/playground/' },
      { text: 'Multiple shared scopes', link: '/guide/advanced/multiple-shared-scope' },
      { text: 'Shared tree shaking', link: '/guide/advanced/shared-tree-shaking' },
    ],
  },
  {
    text: 'Bridge',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Overview', link: '/guide/bridge/' },
      { text: 'React: getting started', link: '/guide/bridge/react/' },
      { text: 'Export an app', link: '/guide/bridge/react/export-app' },
      { text: 'Load an app', link: '/guide/bridge/react/load-app' },
      { text: 'Load a component', link: '/guide/bridge/react/load-component' },
      {
        text: 'Data loaders',
        collapsible: true,
        collapsed: true,
        items: [
          { text: 'Data fetching', link: '/guide/data/data-fetch' },
          { text: 'Data caching', link: '/guide/data/data-fetch-cache' },
          { text: 'Data prefetching', link: '/guide/data/data-prefetch' },
        ],
      },
    ],
  },
  {
    text: 'Going to production',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Deploying remotes', link: '/guide/deployment/' },
      { text: 'Error handling and fallbacks', link: '/guide/advanced/error-handling' },
      { text: 'Runtime size optimization', link: '/guide/advanced/runtime-size-optimization' },
    ],
  },
  {
    text: 'Debugging and troubleshooting',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Debugging', link: '/guide/debug/' },
      { text: 'Chrome DevTools', link: '/guide/basic/chrome-devtool' },
      { text: 'Troubleshooting overview', link: '/guide/troubleshooting/' },
      { text: 'Runtime errors', link: '/guide/troubleshooting/runtime' },
      { text: 'Type errors', link: '/guide/troubleshooting/type' },
      { text: 'Build errors', link: '/guide/troubleshooting/build' },
      { text: 'Other problems', link: '/guide/troubleshooting/other' },
    ],
  },
  {
    text: 'Reference',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Runtime API', link: '/guide/basic/runtime' },
      { text: 'Manifest fields', link: '/guide/advanced/manifest-fields' },
      { text: 'Stats fields', link: '/guide/advanced/stats-fields' },
    ],
  },
];

export const en: LocaleNavigation = {
  nav: [
    { text: 'Guide', link: '/guide/start/', activeMatch: '^/(guide|ai|playground)/' },
    { text: 'Practice', link: '/practice/overview', activeMatch: '^/practice/' },
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
    '/guide/': guideSidebar,
    // The page for AI coding tools and the share lab are listed in the guide's sidebar and keep it.
    '/ai/': guideSidebar,
    '/playground/': guideSidebar,
    '/showcase/': [{ text: 'Showcase', link: '/showcase/' }],
    '/practice/': [
      { text: 'Overview', link: '/practice/overview' },
      { text: 'Scenarios', link: '/practice/scenario/' },
      {
        text: 'Frameworks',
        link: '/practice/frameworks/',
        collapsible: true,
        collapsed: true,
        items: [
          {
            text: 'React',
            collapsible: true,
            collapsed: true,
            items: [
              { text: 'React with Rsbuild', link: '/practice/frameworks/react/' },
              { text: 'Internationalization', link: '/practice/frameworks/react/i18n-react' },
            ],
          },
          { text: 'Vue', link: '/practice/frameworks/vue/' },
          { text: 'React Native', link: '/practice/frameworks/react-native' },
          { text: 'Rspress', link: '/practice/frameworks/rspress' },
          {
            text: 'Next.js',
            collapsible: true,
            collapsed: true,
            items: [
              { text: 'Next.js walkthrough', link: '/practice/frameworks/next/' },
              { text: 'Importing components', link: '/practice/frameworks/next/importing-components' },
              { text: 'Importing pages', link: '/practice/frameworks/next/importing-pages' },
              { text: 'Custom Express server', link: '/practice/frameworks/next/express' },
              { text: 'What the plugin presets', link: '/practice/frameworks/next/presets' },
              { text: 'Dynamic remotes', link: '/practice/frameworks/next/dynamic-remotes' },
            ],
          },
          {
            text: 'Angular',
            collapsible: true,
            collapsed: true,
            items: [
              { text: 'Choosing an approach', link: '/practice/frameworks/angular/' },
              { text: 'Angular CLI', link: '/practice/frameworks/angular/angular-cli' },
              { text: 'Micro-frontends with Angular', link: '/practice/frameworks/angular/angular-mfe' },
              { text: 'Server-side rendering', link: '/practice/frameworks/angular/mf-ssr-angular' },
              { text: 'Service workers', link: '/practice/frameworks/angular/service-workers-mf' },
              { text: 'Auth0', link: '/practice/frameworks/angular/auth0' },
              { text: 'Okta', link: '/practice/frameworks/angular/okta-auth' },
              { text: 'Splitting a monolith, part 1', link: '/practice/frameworks/angular/splitting-to-mf-part1' },
              { text: 'Splitting a monolith, part 2', link: '/practice/frameworks/angular/splitting-to-mf-part2' },
            ],
          },
        ],
      },
      { text: 'Monorepos', items: [{ text: 'Nx', link: '/practice/monorepos/nx' }] },
    ],
    // Two kinds of plugin pages: how to write a runtime plugin, and the plugins the project publishes.
    '/plugin/': [
      {
        text: 'Writing plugins',
        collapsible: true,
        collapsed: true,
        items: [
          { text: 'Runtime plugins', link: '/plugin/dev/' },
          { text: 'Write a retry plugin', link: '/plugin/custom-retry-plugin' },
        ],
      },
      {
        text: 'Official plugins',
        collapsible: true,
        collapsed: true,
        items: [
          { text: 'Retry plugin', link: '/plugin/retry-plugin' },
          { text: 'Node.js plugin for SSR', link: '/plugin/plugins/' },
        ],
      },
    ],
  },
};
