/**
 * Benchmark of the production build, printed as figures (timing never belongs in tests):
 * cold and warm build wall time, then for sample pages the JS and CSS a first visit loads
 * (raw and gzip) and the number of requests, measured in Chromium.
 *
 * Usage: npm run bench            (rebuilds: cold, then warm)
 *        npm run bench -- --no-build   (measures the existing doc_build/)
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser';
import { startServer } from './serve';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = {
  home: '/',
  'doc (quick start)': '/guide/start/quick-start',
  'doc (zh glossary)': '/zh/guide/start/glossary',
  'blog post (video)': '/blog/announcement',
};

interface Transfer {
  raw: number;
  gzip: number;
  count: number;
}
interface PageWeight {
  js: Transfer;
  css: Transfer;
  requests: number;
}

function timeBuild(label: string): number {
  const start = performance.now();
  execFileSync('npx', ['rspress', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(12)} ${seconds.toFixed(2)} s`);
  return seconds;
}

async function firstLoad(page: Page, url: string): Promise<PageWeight> {
  const empty = (): Transfer => ({ raw: 0, gzip: 0, count: 0 });
  const weight: PageWeight = { js: empty(), css: empty(), requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('request', () => weight.requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const bucket = type === 'script' ? weight.js : type === 'stylesheet' ? weight.css : undefined;
    if (!bucket) return;
    pending.push(
      response.body().then((body) => {
        bucket.raw += body.length;
        bucket.gzip += gzipSync(body, { level: 9 }).length;
        bucket.count++;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measurePages() {
  const server = await startServer({ port: 0 });
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch(chromiumLaunchOptions());
  console.log('\nFirst load (fresh browser context, no cache)');
  console.log(
    `${'page'.padEnd(20)} ${'JS raw'.padStart(10)} ${'JS gzip'.padStart(10)} ${'CSS raw'.padStart(10)} ${'CSS gzip'.padStart(10)} ${'requests'.padStart(9)}`,
  );
  for (const [name, route] of Object.entries(PAGES)) {
    const context = await browser.newContext();
    // A returning reader: no first-visit language redirect.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const { js, css, requests } = await firstLoad(await context.newPage(), `http://localhost:${port}${route}`);
    console.log(
      `${name.padEnd(20)} ${kb(js.raw).padStart(10)} ${kb(js.gzip).padStart(10)} ${kb(css.raw).padStart(10)} ${kb(css.gzip).padStart(10)} ${String(requests).padStart(9)}`,
    );
    await context.close();
  }
  await browser.close();
  server.close();
}

if (!process.argv.includes('--no-build')) {
  console.log('Build wall time');
  rmSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  timeBuild('cold build');
  timeBuild('warm build');
}
await measurePages();
