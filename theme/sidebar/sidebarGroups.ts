/** Opening and closing a sidebar group without changing the sidebar data it came from. */
import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';

/**
 * A sidebar item is a group when it has a list of items: the framework's own test, kept here
 * rather than imported so that this module (and its unit test) does not load the theme's
 * framework internals and their stylesheets.
 */
export const isSidebarGroup = (item: SidebarData[number]): item is NormalizedSidebarGroup => 'items' in item && Array.isArray(item.items);

/** A copy of the sidebar with the group at `path` (indexes from the top) opened or closed. */
export function toggleGroupAt(data: SidebarData, path: number[]): SidebarData {
  const [index, ...rest] = path;
  return data.map((item, i) => {
    if (i !== index || !isSidebarGroup(item)) return item;
    if (rest.length === 0) return { ...item, collapsed: !item.collapsed };
    return { ...item, items: toggleGroupAt(item.items, rest) };
  });
}
