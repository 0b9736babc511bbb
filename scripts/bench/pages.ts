/**
 * Pages section: what a first visit to each sample page loads, measured in Chromium against a site's
 * build served as a static host serves it. "First load" is every request made before the `load`
 * event; what is requested after it (through network idle and 3 s more) is listed by file.
 * Sizes are of the bodies as served; gzip is Node's default level, what a static host sends.
 */
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { startServer } from '../../support/staticServer';
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
  /** What pressing the page's Run button downloads (the runtime page's live demo); absent where there is none. */
  demoRun?: Pressed;
  /** Elements of the page's content (`.rp-doc`, the home page's `main`) once the page has settled, and how many React hydrated and owns. */
  contentElements: number;
  reactElements: number;
}

export type Pressed = Transfer & { files: string[] };

/** The sample pages, and what the Share lab's Run downloads (measured on our site only). */
export type PagesMeasured = Record<PageKey, PageWeight> & { labRun?: Pressed };

/** A button that downloads code when pressed, and the element that shows once that code has run. */
interface Press {
  button: string;
  done: string;
}
const DEMO_RUN: Press = { button: 'Run the demo', done: '[data-version="v1"]' };
const LAB_RUN: Press = { button: 'Run', done: '.mf-share-lab li[data-app]' };

interface Recorded {
  request: Request;
  beforeLoad: boolean;
  /** Read as soon as the request finishes, while the browser still holds the body. */
  sizes?: Promise<Sizes>;
}

type Sizes = { raw: number; gzip: number; inlineCss?: { raw: number; gzip: number } };

/** The stylesheets a document carries in `<style>` elements (the site inlines its stylesheet). */
function inlineCssSizes(html: string): { raw: number; gzip: number } {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  return { raw: Buffer.byteLength(css), gzip: css ? gzipSync(css).length : 0 };
}

async function bodySizes(request: Request): Promise<Sizes> {
  const response = await request.response();
  const body = await response?.body().catch(() => undefined);
  if (body) {
    const inlineCss = request.resourceType() === 'document' ? inlineCssSizes(body.toString('utf8')) : undefined;
    return { raw: body.length, gzip: gzipSync(body).length, inlineCss };
  }
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

async function visit(browser: Browser, url: string, press?: Press): Promise<PageWeight> {
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
  // React marks each element it drew or hydrated with a `__reactFiber$…` property; markup it received as a string has none.
  const { contentElements, reactElements } = await page.evaluate(() => {
    const content = [...document.querySelectorAll('.rp-doc *, main.mf-home-main *, .rp-home *')];
    const owned = content.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { contentElements: content.length, reactElements: owned.length };
  });
  const demoRun = press ? await pressRun(page, recorded, new URL(url).origin, press) : undefined;

  const empty = (): Transfer => ({ raw: 0, gzip: 0, count: 0 });
  const weight: PageWeight = {
    js: empty(),
    pageChunk: empty(),
    css: empty(),
    requests: 0,
    afterLoad: [],
    demoRun,
    contentElements,
    reactElements,
  };
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
    // Inlined CSS counts as CSS (its bytes also count in the document).
    if (sizes.inlineCss && sizes.inlineCss.raw > 0) {
      weight.css.raw += sizes.inlineCss.raw;
      weight.css.gzip += sizes.inlineCss.gzip;
    }
    const buckets =
      type === 'script'
        ? [weight.js, ...(isPageChunk(request.url()) ? [weight.pageChunk] : [])]
        : type === 'stylesheet'
          ? [weight.css]
          : [];
    for (const bucket of buckets) {
      bucket.raw += sizes.raw;
      bucket.gzip += sizes.gzip;
      bucket.count++;
    }
  }
  await context.close();
  return weight;
}

/** Presses the button if the page has one, and sums what it downloads until its outcome has rendered. */
async function pressRun(page: Page, recorded: Recorded[], origin: string, press: Press): Promise<Pressed | undefined> {
  const run = page.getByRole('button', { name: press.button, exact: true });
  if ((await run.count()) === 0) return undefined;
  const first = recorded.length;
  await run.click();
  await page.locator(press.done).first().waitFor();
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
export async function measurePages(browser: Browser, site: Site): Promise<PagesMeasured> {
  const server = await startServer({ port: 0, dir: site.outDir, gzip: true });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const result = {} as PagesMeasured;
    // The stock build shows the demo's and the lab's MDX but runs neither: Run is measured on ours only.
    const ours = site.name === 'ours';
    for (const { key, route } of PAGES) result[key] = await visit(browser, `${base}${route}`, ours ? DEMO_RUN : undefined);
    if (ours) result.labRun = (await visit(browser, `${base}/playground/`, LAB_RUN)).demoRun;
    return result;
  } finally {
    server.close();
  }
}
