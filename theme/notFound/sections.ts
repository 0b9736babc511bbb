/** Where a page sits in the navigation, in words: the top-nav section and the sidebar group that list it. */
import type { NavItem, SidebarData } from '@rspress/core';

type Entry = SidebarData[number];

const linkOf = (item: NavItem | Entry): string | undefined => ('link' in item && typeof item.link === 'string' ? item.link : undefined);
const normalize = (link: string) => link.replace(/\.html$/, '').replace(/\/index$/, '/');

/** The top-nav entry whose `activeMatch` (or link prefix) covers `route`. */
function navSection(nav: NavItem[], route: string): string | undefined {
  for (const item of nav) {
    const match = 'activeMatch' in item && item.activeMatch ? new RegExp(item.activeMatch).test(route) : false;
    const link = linkOf(item);
    const prefix = link ? route.startsWith(link.replace(/[^/]*$/, '')) && link !== '/' && link !== '/zh/' : false;
    if (match || prefix) return item.text;
  }
  return undefined;
}

/** The text of the innermost sidebar group that lists `route`. */
function sidebarGroup(items: Entry[], route: string): string | undefined {
  for (const item of items) {
    if (!('items' in item) || !Array.isArray(item.items)) continue;
    const inner = sidebarGroup(item.items, route);
    if (inner) return inner;
    if (item.items.some((child) => linkOf(child) && normalize(linkOf(child)!) === route)) return item.text;
  }
  return undefined;
}

/** "Guide › Going to production", "Configuration", or undefined for a page in no section. */
export function sectionOf(route: string, nav: NavItem[], sidebar: Entry[]): string | undefined {
  const parts = [navSection(nav, route), sidebarGroup(sidebar, route)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [...new Set(parts)].join(' › ') : undefined;
}
