/**
 * The site's search hooks: the module named by `search.searchHooks` in rspress.config.ts, which the
 * framework exposes as `virtual-search-hooks`. `onSearch` adds the groups of a remote search
 * service when the build configured one (SEARCH_API_URL, see README); otherwise it adds nothing.
 */
import { type SearchGroup, searchRemote } from './remote';

declare const __SEARCH_API__: { url: string; indexes: string[] } | null;

export async function onSearch(query: string): Promise<SearchGroup[]> {
  if (!__SEARCH_API__) return [];
  return searchRemote(__SEARCH_API__, query, document.documentElement.lang || 'en');
}
