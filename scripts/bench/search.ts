/**
 * Search section: index bytes per language and the time from the last keystroke to rendered results
 * (median and worst, in total and after the debounce) in a site's own dialog, for a spread of the
 * reader queries of support/searchQueries.ts. Also the share of queries with an expected page in the top 3.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { EN_QUERIES, type SearchQuery, ZH_QUERIES } from '../../support/searchQueries';
import { startServer } from '../../support/staticServer';
import { DEBOUNCE_MS } from '../../theme/search/timing';
import { indexSize, median, openSearch, type QueryTiming, timeFirstSearch, timeQuery } from './searchTiming';
import type { Site, SiteName } from './sites';

/** The stock dialog debounces its input by 150 ms too (useSearchPanel in @rspress/core's theme). */
const STOCK_DEBOUNCE_MS = 150;
export const DEBOUNCE: Record<SiteName, number> = { ours: DEBOUNCE_MS, stock: STOCK_DEBOUNCE_MS };

const QUERIES_PER_LANGUAGE = 10;
export const LANGUAGES = [
  { lang: 'en', prefix: '', queries: EN_QUERIES },
  { lang: 'zh', prefix: '/zh', queries: ZH_QUERIES },
] as const;
export type Lang = (typeof LANGUAGES)[number]['lang'];

export interface SearchFigures {
  indexRaw: number;
  indexGzip: number;
  queries: number;
  medianMs: number;
  worstMs: number;
  medianAfterDebounceMs: number;
  worstAfterDebounceMs: number;
  top3Rate: number;
  /** A first search on a fresh visit with the CPU slowed 4×, keystroke to results (median of FIRST_SEARCH_RUNS). */
  firstThrottledMs: number;
}

const FIRST_SEARCH_RUNS = 3;

/** `count` queries spread evenly over the list, so every kind of query (names, errors, tasks, synonyms) is in. */
function spread(queries: readonly SearchQuery[], count: number): SearchQuery[] {
  return Array.from({ length: Math.min(count, queries.length) }, (_, i) => queries[Math.floor((i * queries.length) / count)]);
}

function summarise(timings: QueryTiming[], queries: SearchQuery[], debounceMs: number) {
  const totals = timings.map((t) => t.totalMs);
  const after = totals.map((ms) => Math.max(0, ms - debounceMs));
  const inTop3 = timings.filter((t, i) => t.routes.slice(0, 3).some((route) => queries[i].expected.includes(route))).length;
  return {
    queries: timings.length,
    medianMs: median(totals),
    worstMs: Math.max(...totals),
    medianAfterDebounceMs: median(after),
    worstAfterDebounceMs: Math.max(...after),
    top3Rate: inTop3 / timings.length,
  };
}

/**
 * Both sites in one browser, a page each, queries alternating between them: a busy moment of the
 * machine then slows both sites' figures, not one site's.
 */
export async function measureSearch(browser: Browser, sites: Site[]): Promise<Partial<Record<SiteName, Record<Lang, SearchFigures>>>> {
  const servers = await Promise.all(sites.map((site) => startServer({ port: 0, dir: site.outDir, gzip: true })));
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  try {
    const pages = await Promise.all(sites.map(() => context.newPage()));
    const result: Partial<Record<SiteName, Record<Lang, SearchFigures>>> = {};
    for (const site of sites) result[site.name] = {} as Record<Lang, SearchFigures>;
    for (const { lang, prefix, queries } of LANGUAGES) {
      const sample = spread(queries, QUERIES_PER_LANGUAGE);
      for (const [i, server] of servers.entries()) {
        await openSearch(pages[i], `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}/guide/start/`);
      }
      const timings: QueryTiming[][] = sites.map(() => []);
      for (const { query } of sample) {
        for (const [i, site] of sites.entries()) timings[i].push(await timeQuery(pages[i], query, site.name));
      }
      const first: number[][] = sites.map(() => []);
      for (let run = 0; run < FIRST_SEARCH_RUNS; run++) {
        for (const [i, site] of sites.entries()) {
          const url = `http://127.0.0.1:${(servers[i].address() as AddressInfo).port}${prefix}/guide/start/`;
          first[i].push(await timeFirstSearch(browser, url, sample[0].query, site.name));
        }
      }
      for (const [i, site] of sites.entries()) {
        const size = indexSize(site.outDir, lang);
        result[site.name]![lang] = {
          indexRaw: size.raw,
          indexGzip: size.gzip,
          ...summarise(timings[i], sample, DEBOUNCE[site.name]),
          firstThrottledMs: median(first[i]),
        };
      }
    }
    return result;
  } finally {
    await context.close();
    for (const server of servers) server.close();
  }
}
