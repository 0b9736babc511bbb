/**
 * The ways a reader clicks from page to page, read from the sources: the top navigation, the
 * sidebars, and the links in a page's text.
 */
import { readFileSync } from 'node:fs';
import type { NavItem, Sidebar } from '@rspress/core';
import { parsePage } from './reference/markdown';
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

/** A link of a page to a page of this site: the route, and the section when it names one. */
export interface LinkTarget {
  route: string;
  anchor?: string;
}

/** The site links of a page's source, relative links resolved against the page's route (code blocks included). */
export function linkTargets(source: string, route: string): LinkTarget[] {
  const found: LinkTarget[] = [];
  for (const match of source.matchAll(LINK)) {
    const target = match[1] ?? match[2] ?? match[3];
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const url = new URL(target, `https://site.invalid${route}`);
    const anchor = url.hash.slice(1) || undefined;
    found.push({ route: normalizeLink(url.pathname.replace(/\.mdx?$/, '')), ...(anchor ? { anchor } : {}) });
  }
  return found;
}

/** The site routes a page's source links to, relative links resolved against the page's route. */
export function contentLinks(source: string, route: string): string[] {
  return linkTargets(source, route).map((target) => target.route);
}

/**
 * The text of a page file outside its code blocks: the section from the heading with `{#id}` to
 * the next heading of the same or a higher level, or the whole page without an id. Undefined when
 * the page has no such heading.
 */
export function sectionText(file: string, id?: string): string | undefined {
  const source = readFileSync(file, 'utf8');
  const page = parsePage(source, file);
  const lines = source.split('\n');
  const inCode = new Set(page.blocks.flatMap((b) => Array.from({ length: b.code.split('\n').length + 2 }, (_, i) => b.line + i)));
  let [from, to] = [1, lines.length];
  if (id) {
    const index = page.headings.findIndex((h) => h.id === id);
    if (index === -1) return undefined;
    const heading = page.headings[index]!;
    const next = page.headings.slice(index + 1).find((h) => h.depth <= heading.depth);
    [from, to] = [heading.line, next ? next.line - 1 : lines.length];
  }
  return lines
    .slice(from - 1, to)
    .filter((_, i) => !inCode.has(from + i))
    .join('\n');
}
