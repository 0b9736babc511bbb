/** Opening and closing a sidebar group without changing the sidebar data it came from. */
import type { SidebarData } from '@rspress/core';
import { isSidebarGroup } from '../internals';

/** A copy of the sidebar with the group at `path` (indexes from the top) opened or closed. */
export function toggleGroupAt(data: SidebarData, path: number[]): SidebarData {
  const [index, ...rest] = path;
  return data.map((item, i) => {
    if (i !== index || !isSidebarGroup(item)) return item;
    if (rest.length === 0) return { ...item, collapsed: !item.collapsed };
    return { ...item, items: toggleGroupAt(item.items, rest) };
  });
}
