/**
 * The search engine for one language: the framework's local provider (FlexSearch over the built
 * index `static/search_index.<lang>.<hash>.json`) finds the pages that contain each term, and
 * `rank.ts` orders them. Loaded only when a reader opens search (or focuses the search button).
 */
import type { PageIndexInfo } from '@rspress/core';
import { LocalProvider } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
import { preparePage, rankPages, RESULT_LIMIT, type PreparedPage, type SearchHit } from './rank';
import { parseQuery } from './text';

/** Queries remembered per language (spec §9: index cache size 100). */
const CACHE_SIZE = 100;
/** Candidates asked of the engine per term: more than the site has pages, so none is lost before ranking. */
const CANDIDATES_PER_TERM = 500;

export class SiteSearcher {
  readonly #provider = new LocalProvider();
  readonly #pages = new Map<string, PreparedPage>();
  readonly #cache = new Map<string, SearchHit[]>();

  constructor(readonly lang: string) {}

  /** Downloads the language's index and builds the engine; rejects if the index cannot be fetched. */
  async load(): Promise<void> {
    const options = { currentLang: this.lang, currentVersion: '' };
    const pages: PageIndexInfo[] = await this.#provider.fetchSearchIndex(options);
    await this.#provider.init(options);
    for (const page of pages) this.#pages.set(page.routePath, preparePage(page));
  }

  async search(query: string, limit = RESULT_LIMIT): Promise<SearchHit[]> {
    const parsed = parseQuery(query);
    const key = `${limit}:${parsed.phrase}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;

    const candidates = new Set<string>();
    for (const term of parsed.terms) {
      const groups = await this.#provider.search({ keyword: term.text, limit: CANDIDATES_PER_TERM });
      for (const group of groups) for (const hit of group.hits) candidates.add(hit.routePath);
    }
    const pages = [...candidates].flatMap((route) => this.#pages.get(route) ?? []);
    const hits = rankPages(pages, parsed, limit, this.#pages.size);

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
