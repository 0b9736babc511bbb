/**
 * The shape of one language's navigation: its top nav and its sidebars.
 * Each language module (`en.ts`, `zh.ts`) exports one value of this type.
 */
import type { NavItem, Sidebar } from '@rspress/core';

export interface LocaleNavigation {
  nav: NavItem[];
  sidebar: Sidebar;
}

/** Data shared by both languages: external links (labels are translated per language) and page lists. */
export const EXAMPLES_REPO = 'https://github.com/module-federation/module-federation-examples';
export const PRACTICAL_MF_BOOK = 'https://module-federation.myshopify.com/products/practical-module-federation';
export const SOURCE_REPO = 'https://github.com/module-federation/core';

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
