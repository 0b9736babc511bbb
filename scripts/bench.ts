/**
 * Performance benchmark: builds our site and a stock Rspress baseline (the same docs/ with the default
 * theme, scripts/bench/stock.config.ts) into .bench/, measures both, and prints one table per section,
 * ours beside stock with the ratio, each budget of scripts/bench/budgets.ts and whether it is met.
 * The whole result goes to .bench/result.json. It prints figures only: a missed budget does not
 * fail the run (timing never belongs in tests).
 *
 * Usage: npm run bench                                  (all sections, about 8 minutes)
 *        npm run bench -- --no-build                    (reuse .bench/ours and .bench/stock)
 *        npm run bench -- --only=pages,search           (sections: build, pages, search, lighthouse, trace, dev)
 *        npm run bench -- --report                      (print .bench/result.json again with today's budgets)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { measureBuild, timeBuild } from './bench/build';
import { measureDev } from './bench/dev';
import { figuresOf, type Measurements, SECTIONS, type SectionName } from './bench/figures';
import { measureLighthouse } from './bench/lighthouse';
import { measurePages } from './bench/pages';
import { printReport, type Row, toRows, writeResult } from './bench/report';
import { measureSearch } from './bench/search';
import { assertStockUsesDefaultTheme, BENCH_DIR, ROOT, SITES, type Site } from './bench/sites';
import { measureTrace } from './bench/trace';

const RESULT_FILE = path.join(BENCH_DIR, 'result.json');
const sites: Site[] = [SITES.ours, SITES.stock];
const started = Date.now();

function options() {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, only: { type: 'string' }, report: { type: 'boolean', default: false } },
  });
  const only = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [...SECTIONS];
  const unknown = only.filter((name) => !SECTIONS.includes(name as SectionName));
  if (unknown.length > 0) throw new Error(`Unknown section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
  const sections = SECTIONS.filter((name) => only.includes(name));
  return { noBuild: values['no-build'], sections, reportOnly: values.report };
}

/** Progress goes to stderr, so `npm run bench > report.txt` keeps the report alone. */
const step = (text: string) => console.error(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);

/** Every section after the build measures the sites' outputs; build those that are missing (untimed). */
async function ensureBuilt(noBuild: boolean) {
  for (const site of sites) {
    if (existsSync(path.join(site.outDir, 'index.html'))) continue;
    if (noBuild) throw new Error(`${path.relative(ROOT, site.outDir)} has no build: run without --no-build first`);
    step(`building ${site.name} (missing, not timed)`);
    await timeBuild(site);
  }
}

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** Runs `measure` for each site in turn. */
async function perSite<T>(section: SectionName, measure: (site: Site) => Promise<T>): Promise<Partial<Record<Site['name'], T>>> {
  const result: Partial<Record<Site['name'], T>> = {};
  for (const site of sites) {
    step(`${section}: ${site.name}`);
    result[site.name] = await measure(site);
  }
  return result;
}

function machine() {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  return { commit: `${commit}${dirty ? ' (with uncommitted changes)' : ''}`, node: process.version, cpus: os.cpus().length };
}

/** Prints the last run's measurements again, with the budgets as they are now. */
function reprint() {
  const { meta, measured } = JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as {
    meta: { date: string; commit: string };
    measured: Measurements;
  };
  console.log(`# Benchmark of ${meta.date}, commit ${meta.commit} (from ${path.relative(ROOT, RESULT_FILE)})`);
  printReport(rowsOf(measured), measured);
}

function rowsOf(measured: Measurements): Partial<Record<SectionName, Row[]>> {
  return Object.fromEntries(
    Object.entries(figuresOf(measured)).flatMap(([section, figures]) => (figures ? [[section, toRows(figures)]] : [])),
  ) as Partial<Record<SectionName, Row[]>>;
}

async function main() {
  const { noBuild, sections, reportOnly } = options();
  if (reportOnly) return reprint();
  const loadBefore = os.loadavg();
  const measured: Measurements = {};
  if (sections.includes('build') && !noBuild) {
    // The first build of a run also pays for reading node_modules from disk; an untimed build of
    // the last site first puts both timed cold builds on the same footing.
    step(`build: ${sites[sites.length - 1].name} once, untimed, to warm the file cache`);
    await timeBuild(sites[sites.length - 1]);
    measured.build = await perSite('build', measureBuild);
  }
  const measuresOutputs = sections.some((name) => name !== 'build');
  if (measuresOutputs) await ensureBuilt(noBuild);
  if (measured.build || measuresOutputs) assertStockUsesDefaultTheme();
  if (sections.includes('pages')) measured.pages = await withBrowser((browser) => perSite('pages', (site) => measurePages(browser, site)));
  if (sections.includes('search')) {
    step('search: ours and stock, queries alternating');
    measured.search = await withBrowser((browser) => measureSearch(browser, sites));
  }
  if (sections.includes('lighthouse')) {
    step('lighthouse: ours and stock, interleaved');
    measured.lighthouse = await measureLighthouse(sites);
  }
  if (sections.includes('trace')) {
    step('trace: ours and stock, interleaved, 4× CPU and Slow 4G');
    measured.trace = await withBrowser((browser) => measureTrace(browser, sites));
  }
  // Last: it removes the build cache and edits a page (restored afterwards).
  if (sections.includes('dev')) measured.dev = await withBrowser((browser) => perSite('dev', (site) => measureDev(browser, site)));

  const rows = rowsOf(measured);
  const meta = {
    date: new Date(started).toISOString(),
    durationS: Math.round((Date.now() - started) / 1000),
    ...machine(),
    loadBefore,
    loadAfter: os.loadavg(),
  };
  console.log(
    `# Benchmark: ours vs stock Rspress (${meta.date}, commit ${meta.commit}, Node ${meta.node}, ${meta.cpus} cores, ${meta.durationS} s)`,
  );
  console.log(
    `Load average before / after: ${loadBefore.map((n) => n.toFixed(1)).join(' ')} / ${meta.loadAfter.map((n) => n.toFixed(1)).join(' ')}`,
  );
  if (loadBefore[0] > 1) console.log('Other work was running on this machine when the bench started: the timings are noisier than usual.');
  printReport(rows, measured);
  writeResult(RESULT_FILE, { meta, options: { noBuild, sections }, rows, measured });
  console.log(`\nEverything above, and the raw measurements: ${path.relative(ROOT, RESULT_FILE)}`);
}

await main();
