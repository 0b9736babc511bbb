/**
 * Search-quality benchmark: runs the query sets of `search-quality/sets.ts` through the real search
 * dialog of the production build in Chromium and prints, per set, the top-1 and top-3 hit rates,
 * the index size (raw and gzip), and the time from the last keystroke to rendered results (total,
 * and after the search input's 150 ms debounce), median and worst.
 *
 * Usage: npm run bench:search               (builds first when doc_build/ is missing)
 *        npm run bench:search -- --verbose     (also lists every query that missed the first place)
 *        npm run bench:search -- --offline     (ranks with theme/search in Node over the built index:
 *                                               the same hits in seconds, without timings, for tuning)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { PageIndexInfo } from '@rspress/core';
import { chromiumLaunchOptions } from '../support/chromium';
import { startServer } from '../support/staticServer';
import { type PreparedPage, preparePage, searchPages } from '../theme/search/rank';
import { parseQuery } from '../theme/search/text';
import { DEBOUNCE_MS } from '../theme/search/timing';
import { indexSize, median, openSearch, timeQuery } from './bench/searchTiming';
import { type Lang, type LangQuery, QUERY_SETS, rankOfAnswer, UNANSWERED_ISSUE_TITLES } from './search-quality/sets';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'doc_build');
const GOALS = { top1: 85, top3: 95, afterDebounceMedianMs: 20 };
const PREFIX: Record<Lang, string> = { en: '', zh: '/zh' };

interface Outcome {
  query: LangQuery;
  links: string[];
  /** Keystroke to rendered results, in the browser run only. */
  totalMs?: number;
}

/** Runs one set's queries and returns their hits in the set's order. */
type Runner = (queries: LangQuery[]) => Promise<Outcome[]>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (part: number, whole: number) => (100 * part) / whole;

/** The real dialog in Chromium, one language's dialog at a time. */
function browserRunner(page: Page, base: string): Runner {
  let open: Lang | undefined;
  return async (queries) => {
    const outcomes: Outcome[] = [];
    for (const query of queries) {
      if (open !== query.lang) {
        await openSearch(page, `${base}${PREFIX[query.lang]}/guide/start/`);
        open = query.lang;
      }
      const { links, totalMs } = await timeQuery(page, query.query, 'ours');
      outcomes.push({ query, links, totalMs });
    }
    return outcomes;
  };
}

/** The dialog's ranking code in Node, over the index files of the build. */
function offlineRunner(): Runner {
  const pages = new Map<Lang, PreparedPage[]>();
  const pagesOf = (lang: Lang) => {
    if (!pages.has(lang)) {
      const dir = path.join(DIST, 'static');
      const file = readdirSync(dir).find((entry) => entry.startsWith(`search_index.${lang}.`) && entry.endsWith('.json'));
      if (!file) throw new Error(`doc_build/static has no ${lang} search index: run npm run build`);
      const index: PageIndexInfo[] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      pages.set(lang, index.map(preparePage));
    }
    return pages.get(lang)!;
  };
  return async (queries) =>
    queries.map((query) => ({ query, links: searchPages(pagesOf(query.lang), parseQuery(query.query)).map((hit) => hit.link) }));
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  const offline = process.argv.includes('--offline');
  if (!existsSync(path.join(DIST, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

  let run: Runner = offlineRunner();
  let close = async () => {};
  if (!offline) {
    const server = await startServer({ port: 0, dir: DIST });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    run = browserRunner(await context.newPage(), base);
    close = async () => {
      await browser.close();
      server.close();
    };
  }

  const rows: string[][] = [];
  let met = true;
  for (const set of QUERY_SETS) {
    const outcomes = await run(set.queries);
    const ranks = outcomes.map((o) => rankOfAnswer(o.query, o.links));
    const top1Rate = percent(ranks.filter((r) => r === 0).length, ranks.length);
    const top3Rate = percent(ranks.filter((r) => r >= 0 && r < 3).length, ranks.length);
    const totals = outcomes.flatMap((o) => (o.totalMs === undefined ? [] : [o.totalMs]));
    const after = totals.map((ms) => Math.max(0, ms - DEBOUNCE_MS));
    const langs = [...new Set(set.queries.map((query) => query.lang))];
    const size = langs.map((lang) => indexSize(DIST, lang));
    const fast = offline || median(after) <= GOALS.afterDebounceMedianMs;
    const setMet = top1Rate >= GOALS.top1 && top3Rate >= GOALS.top3 && fast;
    if (set.goals) met &&= setMet;
    rows.push([
      set.name,
      String(outcomes.length),
      `${top1Rate.toFixed(1)} %`,
      `${top3Rate.toFixed(1)} %`,
      size.map((s) => `${kb(s.raw)} / ${kb(s.gzip)}`).join(' + '),
      offline ? '-' : `${median(totals).toFixed(0)} / ${Math.max(...totals).toFixed(0)} ms`,
      offline ? '-' : `${median(after).toFixed(1)} / ${Math.max(...after).toFixed(1)} ms`,
      set.goals ? (setMet ? 'yes' : 'NO') : 'reported',
    ]);
    outcomes.forEach((o, i) => {
      const r = ranks[i];
      if (verbose ? r !== 0 : r < 0 || r >= 3) {
        const bySection = o.query.expected.some((answer) => answer.includes('#'));
        const got = [...new Set(o.links.map((link) => (bySection ? link : link.split('#')[0])))];
        const id = o.query.note?.startsWith('#') ? ` ${o.query.note}` : '';
        console.log(
          `  ${set.name}${id}: ${r < 0 ? 'missed ' : `rank ${r + 1} `} "${o.query.query}" → expected ${o.query.expected.join(' or ')}; got ${got.slice(0, 3).join(', ') || 'nothing'}`,
        );
      }
    });
  }
  await close();

  const head = [
    'set',
    'queries',
    'top-1',
    'top-3',
    'index raw / gzip',
    'keystroke→results median / worst',
    `after the ${DEBOUNCE_MS} ms debounce`,
    'goals',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\n${line(head)}\n${rows.map(line).join('\n')}`);
  console.log(
    `\nGoals, on every set written for this site: top-1 ≥ ${GOALS.top1} %, top-3 ≥ ${GOALS.top3} %${offline ? '' : ` and results ≤ ${GOALS.afterDebounceMedianMs} ms after the debounce (median)`}: ${met ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `Issue titles (scripts/search-quality/issue-titles.json): tune on the even half, the odd half is held out; ${UNANSWERED_ISSUE_TITLES} titles no page answers are not counted.`,
  );
}

await main();
