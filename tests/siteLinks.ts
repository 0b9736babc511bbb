/**
 * The ways a reader clicks from page to page, read from the sources: the top navigation, the
 * sidebars, and the links in a page's text.
 */
import type { NavItem, Sidebar } from '@rspress/core';
import { normalizeLink } from './routes';

export type SidebarEntry = Sidebar[string][number];

/** Every link of the top navigation, dropdowns included. */
export function navLinks(items: NavItem[]): string[] {
  return items.flatMap((item) => [...('link' in item && item.link ? [item.link] : []), ...('items' in item ? navLinks(item.items) : [])]);
}

/** Every link of a sidebar, nested groups included. */
export function sidebarLinks(items: SidebarEntry[]): string[] {
  return items.flatMap((item) => [
    ...('link' in item && item.link ? [item.link] : []),
    ...('items' in item ? sidebarLinks(item.items) : []),
  ]);
}

/** The sidebar the framework shows on a route: the one whose key is the longest prefix of it. */
export function sidebarOf(sidebar: Sidebar, route: string): SidebarEntry[] | undefined {
  const keys = Object.keys(sidebar).filter((key) => route.startsWith(key));
  return keys.length === 0 ? undefined : sidebar[keys.reduce((a, b) => (b.length > a.length ? b : a))];
}

// Markdown links `[text](target)`, JSX `href="target"` and frontmatter `link: target` (home page cards and actions).
const LINK = /\]\(([^)\s]+)\)|href="([^"]+)"|^\s*link:\s*(\S+)\s*$/gm;

/** The site routes a page's source links to, relative links resolved against the page's route. */
export function contentLinks(source: string, route: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(LINK)) {
    const target = match[1] ?? match[2] ?? match[3];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const url = new URL(target, `https://site.invalid${route}`);
    found.push(normalizeLink(url.pathname.replace(/\.mdx?$/, '')));
  }
  return found;
}
