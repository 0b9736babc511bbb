/**
 * The search engine for one language: the framework's local provider fetches the built index
 * (`static/search_index.<lang>.<hash>.json`), and `rank.ts` scores every page of it for the query.
 * Loaded only when a reader opens search (or focuses the search button).
 *
 * The provider's FlexSearch engine is not built: with its three fully tokenized indexes
 * it took seconds on a phone-speed CPU before the first result (over 17 s for Chinese at 4×
 * slowdown), and it only picked the candidates that `rank.ts` then scored by looking for the
 * terms in each page's text. Looking for the terms in each of a language's pages (about 70) picks
 * the same candidates in a few milliseconds, with no set-up.
 */
import type { PageIndexInfo } from '@rspress/core';
import { loadLocalProvider } from '../internals';
import { type PreparedPage, preparePage, RESULT_LIMIT, type SearchHit, searchPages } from './rank';
import { parseQuery } from './text';

/** Queries remembered per language: 100. */
const CACHE_SIZE = 100;

export class SiteSearcher {
  readonly #pages = new Map<string, PreparedPage>();
  readonly #cache = new Map<string, SearchHit[]>();

  constructor(readonly lang: string) {}

  /** Downloads the language's index; rejects if it cannot be fetched. */
  async load(): Promise<void> {
    const provider = new (await loadLocalProvider())();
    const pages: PageIndexInfo[] = await provider.fetchSearchIndex({ currentLang: this.lang, currentVersion: '' });
    for (const page of pages) this.#pages.set(page.routePath, preparePage(page));
  }

  async search(query: string, limit = RESULT_LIMIT): Promise<SearchHit[]> {
    const parsed = parseQuery(query);
    const key = `${limit}:${parsed.phrase}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;

    const hits = searchPages([...this.#pages.values()], parsed, limit);

    this.#cache.set(key, hits);
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    return hits;
  }
}

const searchers = new Map<string, Promise<SiteSearcher>>();
const loaded = new Map<string, SiteSearcher>();

/** The searcher for `lang` if its index is already loaded. */
export const loadedSearcher = (lang: string) => loaded.get(lang);

/** The loaded searcher for `lang`, shared by every dialog on the page; a failed load is forgotten so it can be retried. */
export function getSearcher(lang: string): Promise<SiteSearcher> {
  let searcher = searchers.get(lang);
  if (!searcher) {
    const created = new SiteSearcher(lang);
    searcher = created.load().then(() => {
      loaded.set(lang, created);
      return created;
    });
    searcher.catch(() => searchers.delete(lang));
    searchers.set(lang, searcher);
  }
  return searcher;
}
