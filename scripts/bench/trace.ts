/**
 * Trace section: LCP and TBT measured in a real page load rather than simulated, with
 * DevTools throttling (4× CPU slowdown and the "Slow 4G" network preset: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up), for each sample page of both sites. Lighthouse's mobile figures
 * are simulated from an unthrottled load; these are what the throttled browser paints and blocks.
 *
 * LCP: the last `largest-contentful-paint` entry before the reader's first input (none here).
 * TBT: the time beyond 50 ms of every long task from first contentful paint until the page has been
 * quiet for 5 s after `load` (Lighthouse counts up to time-to-interactive; a quiet window after load is
 * the same end on these pages). Five loads per page and site, interleaved (single loads on a shared
 * 2-core machine differ by hundreds of milliseconds); each figure is a median.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { startServer } from '../../support/staticServer';
import { PAGES, type PageKey } from './pages';
import { median } from './searchTiming';
import type { Site, SiteName } from './sites';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const QUIET_MS = 5000;

export interface TraceFigures {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

declare global {
  interface Window {
    __trace?: { lcp: number; fcp: number; longTasks: { start: number; duration: number }[] };
  }
}

/** Runs in the page before its own scripts, so no entry is missed. */
function observe() {
  const trace = { lcp: 0, fcp: 0, longTasks: [] as { start: number; duration: number }[] };
  window.__trace = trace;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) trace.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') trace.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) trace.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function load(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  // A returning reader: no first-visit language redirect.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(QUIET_MS);
    const trace = await page.evaluate(() => window.__trace!);
    const blocking = trace.longTasks.filter((task) => task.start + task.duration > trace.fcp);
    const tbtMs = blocking.reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, trace.fcp) - 50), 0);
    return { lcpMs: trace.lcp, tbtMs, fcpMs: trace.fcp };
  } finally {
    await context.close();
  }
}

export async function measureTrace(browser: Browser, sites: Site[]): Promise<Partial<Record<SiteName, Record<PageKey, TraceFigures>>>> {
  const servers = sites.map((site) => ({ site, server: startServer({ port: 0, dir: site.outDir, gzip: true }) }));
  const runs = new Map<string, TraceFigures[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const { route } of PAGES) {
        for (const { site, server } of servers) {
          const url = `http://127.0.0.1:${((await server).address() as AddressInfo).port}${route}`;
          const key = `${site.name} ${route}`;
          runs.set(key, [...(runs.get(key) ?? []), await load(browser, url)]);
        }
      }
    }
  } finally {
    for (const { server } of servers) (await server).close();
  }
  const result: Partial<Record<SiteName, Record<PageKey, TraceFigures>>> = {};
  for (const { site } of servers) {
    const perPage = {} as Record<PageKey, TraceFigures>;
    for (const { key, route } of PAGES) {
      const figures = runs.get(`${site.name} ${route}`)!;
      perPage[key] = {
        lcpMs: median(figures.map((f) => f.lcpMs)),
        tbtMs: median(figures.map((f) => f.tbtMs)),
        fcpMs: median(figures.map((f) => f.fcpMs)),
      };
    }
    result[site.name] = perPage;
  }
  return result;
}
