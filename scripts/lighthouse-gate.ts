#!/usr/bin/env node
/**
 * Lighthouse scores of the production build (doc_build/, served as a static host serves it on a
 * free port): the home page, a long doc page and a blog post, in both languages, with the mobile
 * and the desktop preset. Prints a table; exits with 1 when an accessibility, best-practices or
 * SEO score is below 100. Uses the system Chromium when installed (support/chromium.ts), Playwright's
 * otherwise. Before the site, it audits a deliberately broken page (tests/fixtures/lighthouse-broken)
 * and stops if that page scores 100 anywhere required: a gate that cannot fail proves nothing.
 *
 * Usage: npm run lighthouse            (after `npm run build:check`)
 *        npm run lighthouse -- --gate  (the required categories only, as `npm test` runs it: the
 *                                       performance audits are about a fifth of the time and gate nothing)
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '../support/staticServer';
import { launchLighthouseChrome } from './lighthouseChrome';

const PAGES = ['/', '/guide/basic/runtime', '/blog/announcement'].flatMap((route) => [route, `/zh${route}`]);
const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories that must score 100; performance is reported, it depends on the machine. */
const REQUIRED = ['accessibility', 'best-practices', 'seo'] as const;
const AUDITED: readonly Category[] = process.argv.includes('--gate') ? REQUIRED : CATEGORIES;

type Category = (typeof CATEGORIES)[number];
type Scores = Partial<Record<Category, number>>;

interface Row {
  page: string;
  preset: keyof typeof PRESETS;
  scores: Scores;
  /** Audits that lost points in a required category, for the reader to fix. */
  failing: string[];
}

/** A reader's first visit in the page's own language: Chinese pages in a Chinese browser. */
const browserLanguage = (page: string) => (page.startsWith('/zh') ? 'zh-CN' : 'en-US');

async function audit(url: string, port: number, preset: keyof typeof PRESETS): Promise<Omit<Row, 'page'>> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...AUDITED] };
  const result = await lighthouse(url, flags, PRESETS[preset]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the scores would be another page's`);
  }
  const scores = Object.fromEntries(AUDITED.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Scores;
  const failing = REQUIRED.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title})`),
  );
  return { preset, scores, failing };
}

function printTable(rows: Row[]) {
  const header = ['page', 'preset', ...AUDITED];
  const lines = [header, ...rows.map((row) => [row.page, row.preset, ...AUDITED.map((id) => String(row.scores[id]))])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

const BROKEN_FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/lighthouse-broken');
const origin = (server: Server) => `http://localhost:${(server.address() as AddressInfo).port}`;

/** The broken page must score below 100 in each required category, or the gate is blind. */
async function checkTheGateFails() {
  const server = await startServer({ port: 0, dir: BROKEN_FIXTURE });
  const chrome = await launchLighthouseChrome('en-US');
  try {
    const { scores } = await audit(`${origin(server)}/`, chrome.port, 'mobile');
    const blind = REQUIRED.filter((id) => scores[id] === 100);
    console.log(`broken fixture: ${REQUIRED.map((id) => `${id} ${scores[id]}`).join(', ')}`);
    if (blind.length > 0) throw new Error(`Lighthouse scored the broken fixture 100 in ${blind.join(', ')}: the gate would not catch it`);
  } finally {
    chrome.kill();
    server.close();
  }
}

await checkTheGateFails();
// Compressed, as any static host serves it: the performance column then means what readers get.
const server = await startServer({ port: 0, gzip: true });
const rows: Row[] = [];
const started = Date.now();
try {
  for (const language of ['en-US', 'zh-CN']) {
    const chrome = await launchLighthouseChrome(language);
    try {
      for (const page of PAGES.filter((route) => browserLanguage(route) === language)) {
        for (const preset of Object.keys(PRESETS) as (keyof typeof PRESETS)[]) {
          rows.push({ page, ...(await audit(`${origin(server)}${page}`, chrome.port, preset)) });
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  server.close();
}

printTable(rows);
console.log(`\n${rows.length} runs in ${Math.round((Date.now() - started) / 1000)} s`);
const below = rows.filter((row) => REQUIRED.some((id) => (row.scores[id] ?? 0) < 100));
for (const row of below) console.log(`\n${row.page} (${row.preset}) below 100:\n  ${row.failing.join('\n  ')}`);
if (below.length > 0) process.exit(1);
