/**
 * Remote search: the request a configured search service receives and how its answer
 * becomes result groups. Used by the search hooks module (`searchHooks.ts`).
 *
 * Request: GET <url>?keyword=<query>&limit=<n>&searchIndexes=<a,b>&lang=<lang>
 * Answer:  [{ "index": "<name>", "hits": [<page: routePath, title, content, toc, ...>] }]
 */
import type { PageIndexInfo } from '@rspress/core';
import { hitsInOrder, preparePage, RESULT_LIMIT, type SearchHit } from './rank';
import { parseQuery } from './text';

export interface RemoteSearchConfig {
  url: string;
  indexes: string[];
}

export interface SearchGroup {
  group: string;
  result: SearchHit[];
}

export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string, lang: string, limit = RESULT_LIMIT): string {
  const url = new URL(config.url, typeof location === 'undefined' ? undefined : location.href);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', config.indexes.join(','));
  url.searchParams.set('lang', lang);
  return url.toString();
}

const isPage = (value: unknown): value is PageIndexInfo =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageIndexInfo).routePath === 'string' &&
  typeof (value as PageIndexInfo).title === 'string';

/** The groups of a service's answer, each hit turned into what the dialog shows; throws on an answer of the wrong shape. */
export function parseRemoteAnswer(answer: unknown, keyword: string, limit = RESULT_LIMIT): SearchGroup[] {
  if (!Array.isArray(answer)) throw new Error('the answer is not a list of groups');
  const query = parseQuery(keyword);
  return answer.map((group: unknown, i) => {
    const { index, hits } = (group ?? {}) as { index?: unknown; hits?: unknown };
    if (typeof index !== 'string' || !Array.isArray(hits)) throw new Error(`group ${i} has no "index" name or "hits" list`);
    const pages = hits.filter(isPage).map((page) =>
      preparePage({
        ...page,
        toc: Array.isArray(page.toc) ? page.toc : [],
        content: typeof page.content === 'string' ? page.content : '',
      }),
    );
    return { group: index, result: hitsInOrder(pages, query, limit) };
  });
}

/** Asks the service; any failure is logged and counts as no groups. */
export async function searchRemote(config: RemoteSearchConfig, keyword: string, lang: string): Promise<SearchGroup[]> {
  try {
    const response = await fetch(remoteSearchUrl(config, keyword, lang));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemoteAnswer(await response.json(), keyword);
  } catch (error) {
    console.error(`[search] remote search failed for "${keyword}":`, error);
    return [];
  }
}
