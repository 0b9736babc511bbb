/**
 * Lighthouse section: the mobile preset (simulated slow 4G and 4× CPU slowdown), performance
 * category only, three runs of every sample page per site, runs of the two sites interleaved so a
 * busy moment of the machine does not fall on one site only. Each figure is the median of its three runs.
 */
import type { AddressInfo } from 'node:net';
import lighthouse, { type Flags } from 'lighthouse';
import { startServer } from '../../support/staticServer';
import { launchLighthouseChrome } from '../lighthouseChrome';
import { PAGES, type PageKey } from './pages';
import { median, routeOfLink } from './searchTiming';
import type { Site, SiteName } from './sites';

const RUNS = 3;

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's score, to show the spread. */
  scores: number[];
}

type Run = Omit<LighthouseFigures, 'scores'>;

async function audit(url: string, port: number): Promise<Run> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The stock build rewrites the address to its `.html` file (`/` → `/index.html`): the same page.
  if (routeOfLink(new URL(lhr.finalDisplayedUrl).pathname) !== routeOfLink(new URL(url).pathname)) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: the figures would be another page's`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const medianOf = (runs: Run[]): LighthouseFigures => ({
  score: median(runs.map((r) => r.score)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
  scores: runs.map((r) => r.score),
});

export async function measureLighthouse(sites: Site[]): Promise<Record<SiteName, Record<PageKey, LighthouseFigures>>> {
  const servers = await Promise.all(sites.map((site) => startServer({ port: 0, dir: site.outDir, gzip: true })));
  const origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const chrome = await launchLighthouseChrome();
  const runs = new Map<string, Run[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const { route } of PAGES) {
        for (const [i, site] of sites.entries()) {
          const key = `${site.name} ${route}`;
          runs.set(key, [...(runs.get(key) ?? []), await audit(`${origins[i]}${route}`, chrome.port)]);
        }
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
  }
  const result = {} as Record<SiteName, Record<PageKey, LighthouseFigures>>;
  for (const site of sites) {
    result[site.name] = {} as Record<PageKey, LighthouseFigures>;
    for (const { key, route } of PAGES) result[site.name][key] = medianOf(runs.get(`${site.name} ${route}`)!);
  }
  return result;
}
