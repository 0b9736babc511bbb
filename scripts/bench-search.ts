/**
 * Search-quality benchmark: runs the reader queries of `search-queries.ts` through the real
 * search dialog of the production build in Chromium and prints, per query set, the top-1 and
 * top-3 hit rates, the index size (raw and gzip), and the time from the last keystroke to
 * rendered results (total, and after the search input's 150 ms debounce), median and worst. A query whose
 * expected answers name a section (`/page#anchor`) is counted by the hits' sections; the others by
 * their pages.
 *
 * Usage: npm run bench:search            (builds first when doc_build/ is missing)
 *        npm run bench:search -- --verbose  (also lists every query that missed the top 3)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEBOUNCE_MS } from '../theme/search/timing';
import { chromiumLaunchOptions } from '../tests/browser';
import { indexSize, median, openSearch, timeQuery } from './bench/searchTiming';
import { EN_QUERIES, EVERYDAY_ZH, PASTED_EN, PASTED_ZH, type SearchQuery, ZH_QUERIES } from './search-queries';
import { startServer } from './serve';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'doc_build');
const GOALS = { top1: 85, top3: 95, afterDebounceMedianMs: 20 };

interface Outcome {
  query: SearchQuery;
  routes: string[];
  links: string[];
  totalMs: number;
}

/** Where the first expected answer is among the hits (0 = first), or -1. */
function rankOf({ query, routes, links }: Outcome): number {
  const bySection = query.expected.some((answer) => answer.includes('#'));
  const listed = bySection ? [...new Set(links)] : routes;
  return listed.findIndex((hit) => query.expected.some((answer) => (answer.includes('#') ? hit === answer : hit.split('#')[0] === answer)));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (part: number, whole: number) => (100 * part) / whole;

async function runLanguage(page: Page, base: string, prefix: string, queries: SearchQuery[]): Promise<Outcome[]> {
  await openSearch(page, `${base}${prefix}/guide/start/`);
  const outcomes: Outcome[] = [];
  for (const query of queries) outcomes.push({ query, ...(await timeQuery(page, query.query, 'ours')) });
  return outcomes;
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  if (!existsSync(path.join(DIST, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer({ port: 0, dir: DIST });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();

  const rows: string[][] = [];
  let met = true;
  for (const [set, lang, prefix, queries] of [
    ['en', 'en', '', EN_QUERIES],
    ['zh', 'zh', '/zh', ZH_QUERIES],
    ['en, pasted messages', 'en', '', PASTED_EN],
    ['zh, pasted messages', 'zh', '/zh', PASTED_ZH],
    ['zh, everyday terms', 'zh', '/zh', EVERYDAY_ZH],
  ] as const) {
    const outcomes = await runLanguage(page, base, prefix, queries);
    const rank = rankOf;
    const top1 = outcomes.filter((o) => rank(o) === 0).length;
    const top3 = outcomes.filter((o) => rank(o) >= 0 && rank(o) < 3).length;
    const totals = outcomes.map((o) => o.totalMs);
    const after = totals.map((ms) => Math.max(0, ms - DEBOUNCE_MS));
    const size = indexSize(DIST, lang);
    const top3Rate = percent(top3, outcomes.length);
    const setMet = percent(top1, outcomes.length) >= GOALS.top1 && top3Rate >= GOALS.top3 && median(after) <= GOALS.afterDebounceMedianMs;
    met &&= setMet;
    rows.push([
      set,
      String(outcomes.length),
      `${percent(top1, outcomes.length).toFixed(1)} %`,
      `${top3Rate.toFixed(1)} %`,
      `${kb(size.raw)} / ${kb(size.gzip)}`,
      `${median(totals).toFixed(0)} / ${Math.max(...totals).toFixed(0)} ms`,
      `${median(after).toFixed(1)} / ${Math.max(...after).toFixed(1)} ms`,
      setMet ? 'yes' : 'NO',
    ]);
    for (const o of outcomes) {
      const r = rank(o);
      if (verbose ? r !== 0 : r < 0 || r >= 3) {
        const got = o.query.expected.some((answer) => answer.includes('#')) ? [...new Set(o.links)] : o.routes;
        console.log(
          `  ${set}: ${r < 0 ? 'missed ' : `rank ${r + 1} `} "${o.query.query}" → expected ${o.query.expected.join(' or ')}; got ${got.slice(0, 3).join(', ') || 'nothing'}`,
        );
      }
    }
  }
  await browser.close();
  server.close();

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
    `\nGoals, on every set: top-1 ≥ ${GOALS.top1} %, top-3 ≥ ${GOALS.top3} % and results ≤ ${GOALS.afterDebounceMedianMs} ms after the debounce (median): ${met ? 'met' : 'NOT met'}.`,
  );
}

await main();
