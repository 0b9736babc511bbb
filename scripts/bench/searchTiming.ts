/**
 * Search in Chromium, shared by `npm run bench` (our dialog and the stock one) and `npm run bench:search`:
 * opening the dialog, timing one query from the input event to its rendered results, the pages it
 * lists, and the size of a language's index file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

/**
 * How a dialog shows that the results of a query are on screen. Ours marks its results with
 * `data-query`. The stock one marks nothing: its search icon spins from the keystroke until the
 * results of the last query are rendered in the same update, so the spin ending means they are there.
 */
export type SearchDialogKind = 'ours' | 'stock';

export interface QueryTiming {
  /** Routes of the listed hits, in order, without duplicates. */
  routes: string[];
  /** The hits' links, anchors included, in order. */
  links: string[];
  /** From the input event to the results of this query in the DOM. */
  totalMs: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `/x.html#a`, `/x#a` → `/x`; `/x/index.html` → `/x/`: the stock build links to `.html` files. */
export function routeOfLink(href: string): string {
  return href
    .split('#')[0]
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');
}

/** Opens the dialog with the search button of `url` and waits until the index is loaded and answers. */
export async function openSearch(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('.rp-search-button').click();
  // Load the index first: the figures are for a reader who already has it.
  await page.locator('.rp-search-panel__input').fill('module');
  await page.locator('.rp-suggest-item').first().waitFor({ timeout: 60_000 });
}

/** Types `query` into the open dialog (after clearing it) and measures in the page until its results are rendered. */
export async function timeQuery(page: Page, query: string, kind: SearchDialogKind): Promise<QueryTiming> {
  const input = page.locator('.rp-search-panel__input');
  await input.fill('');
  await page.evaluate(
    ({ q, kind }) => {
      const state = window as unknown as { benchDone: Promise<number> };
      state.benchDone = new Promise((resolve) => {
        let typedAt = 0;
        let sawBusy = false;
        document.querySelector('.rp-search-panel__input')!.addEventListener('input', () => (typedAt = performance.now()), { once: true });
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const observer = new MutationObserver(() => {
          if (typedAt === 0) return;
          const busy = document.querySelector('.rp-search-panel__search-icon--loading') !== null;
          sawBusy ||= busy;
          const rendered =
            kind === 'ours'
              ? document.querySelector(`.rp-search-panel__results[data-query="${CSS.escape(q)}"]`) !== null
              : sawBusy && !busy && document.querySelector('.rp-search-panel__results') !== null;
          if (rendered) {
            observer.disconnect();
            resolve(performance.now() - typedAt);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    },
    { q: query, kind },
  );
  await input.fill(query);
  const totalMs = await page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone);
  const links = await page.locator('.rp-suggest-item a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return { routes: [...new Set(links.map(routeOfLink))], links, totalMs };
}

/** Bytes of `static/search_index.<lang>.<hash>.json` in a build, raw and gzip (Node's default level). */
export function indexSize(outDir: string, lang: string): { raw: number; gzip: number } {
  const dir = path.join(outDir, 'static');
  const file = readdirSync(dir).find((name) => name.startsWith(`search_index.${lang}.`) && name.endsWith('.json'));
  if (!file) throw new Error(`No search index for ${lang} in ${dir}`);
  const bytes = readFileSync(path.join(dir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** The CPU slowdown of a phone in DevTools' terms (the budget: first results within 1.5 s at 4×). */
export const FIRST_SEARCH_CPU_SLOWDOWN = 4;

/**
 * A reader's first search on a slow device: a fresh visit to `url`, the CPU slowed 4×, the search
 * button pressed and `query` typed at once. From the keystroke to the rendered results, the
 * index's download and the engine's set-up included.
 */
export async function timeFirstSearch(browser: Browser, url: string, query: string, kind: SearchDialogKind): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_SEARCH_CPU_SLOWDOWN });
    await page.locator('.rp-search-button').click();
    return (await timeQuery(page, query, kind)).totalMs;
  } finally {
    await context.close();
  }
}
