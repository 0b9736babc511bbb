/**
 * Pages section: what a first visit to each sample page loads, measured in Chromium against a site's
 * build served as a static host serves it. "First load" is every request made before the `load`
 * event; what is requested after it (through network idle and 3 s more) is listed by file.
 * Sizes are of the bodies as served; gzip is Node's default level, what a static host sends.
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type Browser, type Page, type Request } from '@playwright/test';
import { startServer } from '../serve';
import type { Site } from './sites';

export const PAGES = [
  { key: 'home', label: 'home', route: '/' },
  { key: 'doc', label: 'doc (runtime)', route: '/guide/basic/runtime' },
  { key: 'blog', label: 'blog post (video)', route: '/blog/announcement' },
  // The longest page (about 8,400 DOM nodes), where hydration costs most.
  { key: 'longest', label: 'longest (plugin/dev)', route: '/plugin/dev/' },
  { key: 'longestZh', label: 'longest, zh (zh/plugin/dev)', route: '/zh/plugin/dev/' },
] as const;

export type PageKey = (typeof PAGES)[number]['key'];

const QUIET_AFTER_IDLE_MS = 3000;

export interface Transfer {
  raw: number;
  gzip: number;
  count: number;
}

export interface LateRequest {
  /** Path on the site, or the full URL for another origin. */
  file: string;
  type: string;
  bytes: number;
}

export interface PageWeight {
  js: Transfer;
  /** The page's own chunk (its MDX compiled to JS), part of `js`. */
  pageChunk: Transfer;
  css: Transfer;
  /** Requests made before the load event, the document included. */
  requests: number;
  afterLoad: LateRequest[];
  /** The runtime page's live demo (issue 16): what pressing "Run the demo" downloads; absent where there is no demo. */
  demoRun?: Transfer & { files: string[] };
}

interface Recorded {
  request: Request;
  beforeLoad: boolean;
  /** Read as soon as the request finishes, while the browser still holds the body. */
  sizes?: Promise<{ raw: number; gzip: number }>;
}

async function bodySizes(request: Request): Promise<{ raw: number; gzip: number }> {
  const response = await request.response();
  const body = await response?.body().catch(() => undefined);
  if (body) return { raw: body.length, gzip: gzipSync(body).length };
  // Media answered in ranges, or failed requests: what the browser counted.
  const sizes = await request.sizes().catch(() => undefined);
  return { raw: sizes?.responseBodySize ?? 0, gzip: 0 };
}

/** The framework names each page's chunk `static/js/async/route-<hash>`. */
const isPageChunk = (url: string) => new URL(url).pathname.includes('/static/js/async/route-');

function siteFile(url: string, origin: string): string {
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname : url;
}

async function visit(browser: Browser, url: string, pressDemo: boolean): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A returning reader: no first-visit language redirect.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const page = await context.newPage();
  const recorded: Recorded[] = [];
  let loaded = false;
  page.on('request', (request) => recorded.push({ request, beforeLoad: !loaded }));
  page.on('requestfinished', (request) => {
    const entry = recorded.find((r) => r.request === request);
    if (entry) entry.sizes = bodySizes(request);
  });
  page.on('load', () => (loaded = true));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_AFTER_IDLE_MS);
  const demoRun = pressDemo ? await pressRun(page, recorded, new URL(url).origin) : undefined;

  const empty = (): Transfer => ({ raw: 0, gzip: 0, count: 0 });
  const weight: PageWeight = { js: empty(), pageChunk: empty(), css: empty(), requests: 0, afterLoad: [], demoRun };
  recorded.splice(recorded.length - (demoRun?.count ?? 0));
  const origin = new URL(url).origin;
  for (const { request, beforeLoad, sizes: pendingSizes } of recorded) {
    const type = request.resourceType();
    const sizes = (await pendingSizes) ?? { raw: 0, gzip: 0 };
    if (!beforeLoad) {
      weight.afterLoad.push({ file: siteFile(request.url(), origin), type, bytes: sizes.raw });
      continue;
    }
    weight.requests++;
    const buckets = type === 'script' ? [weight.js, ...(isPageChunk(request.url()) ? [weight.pageChunk] : [])] : type === 'stylesheet' ? [weight.css] : [];
    for (const bucket of buckets) {
      bucket.raw += sizes.raw;
      bucket.gzip += sizes.gzip;
      bucket.count++;
    }
  }
  await context.close();
  return weight;
}

/** Presses the live demo's Run button if the page has one, and sums what it downloads until the remote has rendered. */
async function pressRun(page: Page, recorded: Recorded[], origin: string): Promise<PageWeight['demoRun']> {
  const run = page.getByRole('button', { name: 'Run the demo' });
  if ((await run.count()) === 0) return undefined;
  const first = recorded.length;
  await run.click();
  await page.locator('[data-version="v1"]').waitFor();
  await page.waitForLoadState('networkidle');
  const pressed = recorded.slice(first);
  const demoRun = { raw: 0, gzip: 0, count: pressed.length, files: pressed.map(({ request }) => siteFile(request.url(), origin)) };
  for (const { sizes } of pressed) {
    const { raw, gzip } = (await sizes) ?? { raw: 0, gzip: 0 };
    demoRun.raw += raw;
    demoRun.gzip += gzip;
  }
  return demoRun;
}

/** Visits every sample page of one site, each in a fresh browser context (empty cache). */
export async function measurePages(browser: Browser, site: Site): Promise<Record<PageKey, PageWeight>> {
  const server = await startServer({ port: 0, dir: site.outDir, gzip: true });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const result = {} as Record<PageKey, PageWeight>;
    // The stock build shows the demo's MDX but does not publish its remote: Run is measured on ours only.
    for (const { key, route } of PAGES) result[key] = await visit(browser, `${base}${route}`, site.name === 'ours');
    return result;
  } finally {
    server.close();
  }
}
