/** The rows of the report: each section's measurements as figures, ours and stock side by side, under the ids budgets.ts uses. */
import type { BuildFigures } from './build';
import type { DevFigures } from './dev';
import type { LighthouseFigures } from './lighthouse';
import { PAGES, type PageKey, type PagesMeasured } from './pages';
import { DEBOUNCE, LANGUAGES, type Lang, type SearchFigures } from './search';
import type { SiteName } from './sites';
import type { TraceFigures } from './trace';

export const SECTIONS = ['build', 'pages', 'search', 'lighthouse', 'trace', 'dev'] as const;
export type SectionName = (typeof SECTIONS)[number];

/** What each section measured, per site (a site may be missing when a section ran for ours only). */
export interface Measurements {
  build?: PerSite<BuildFigures>;
  pages?: PerSite<PagesMeasured>;
  search?: PerSite<Record<Lang, SearchFigures>>;
  lighthouse?: PerSite<Record<PageKey, LighthouseFigures>>;
  trace?: PerSite<Record<PageKey, TraceFigures>>;
  dev?: PerSite<DevFigures>;
}
type PerSite<T> = Partial<Record<SiteName, T>>;

export type Unit = 'bytes' | 'ms' | 'count' | 'score' | 'number' | 'percent';

export interface Figure {
  id: string;
  label: string;
  unit: Unit;
  ours?: number;
  stock?: number;
}

/** One figure read the same way from each site's measurements. */
function figure<T>(results: PerSite<T>, id: string, label: string, unit: Unit, read: (result: T) => number): Figure {
  const of = (site: SiteName) => (results[site] === undefined ? undefined : read(results[site]));
  return { id, label, unit, ours: of('ours'), stock: of('stock') };
}

const build = (r: PerSite<BuildFigures>): Figure[] => [
  figure(r, 'build.coldMs', 'cold build (no cache)', 'ms', (b) => b.cold.ms),
  figure(r, 'build.warmMs', 'warm build', 'ms', (b) => b.warm.ms),
  figure(r, 'build.coldPeakRss', 'peak memory, cold (RSS of the tree)', 'bytes', (b) => b.cold.peakRssBytes),
  figure(r, 'build.warmPeakRss', 'peak memory, warm', 'bytes', (b) => b.warm.peakRssBytes),
];

const pages = (r: PerSite<PagesMeasured>): Figure[] =>
  PAGES.flatMap(({ key, label }) => [
    figure(r, `pages.${key}.jsGzip`, `${label}: JS gzip`, 'bytes', (p) => p[key].js.gzip),
    figure(r, `pages.${key}.jsRaw`, `${label}: JS raw`, 'bytes', (p) => p[key].js.raw),
    figure(r, `pages.${key}.pageChunkGzip`, `${label}: page chunk gzip`, 'bytes', (p) => p[key].pageChunk.gzip),
    figure(r, `pages.${key}.pageChunkRaw`, `${label}: page chunk raw`, 'bytes', (p) => p[key].pageChunk.raw),
    figure(r, `pages.${key}.cssGzip`, `${label}: CSS gzip`, 'bytes', (p) => p[key].css.gzip),
    figure(r, `pages.${key}.cssRaw`, `${label}: CSS raw`, 'bytes', (p) => p[key].css.raw),
    figure(r, `pages.${key}.requests`, `${label}: requests before load`, 'count', (p) => p[key].requests),
    figure(r, `pages.${key}.contentElements`, `${label}: elements of the content`, 'count', (p) => p[key].contentElements),
    figure(r, `pages.${key}.reactElements`, `${label}: of them hydrated by React`, 'count', (p) => p[key].reactElements),
    figure(r, `pages.${key}.afterLoad`, `${label}: requests after load`, 'count', (p) => p[key].afterLoad.length),
    figure(r, `pages.${key}.afterLoadBytes`, `${label}: bytes after load (raw)`, 'bytes', (p) =>
      p[key].afterLoad.reduce((sum, late) => sum + late.bytes, 0),
    ),
  ]).concat(
    // Only our runtime page has the live demo: what pressing its Run button downloads.
    figure(r, 'pages.doc.demoRunGzip', 'doc (runtime): "Run the demo" downloads, gzip', 'bytes', (p) => p.doc.demoRun?.gzip ?? Number.NaN),
    figure(r, 'pages.doc.demoRunRequests', 'doc (runtime): "Run the demo" requests', 'count', (p) => p.doc.demoRun?.count ?? Number.NaN),
    figure(r, 'pages.labRunGzip', 'playground: Share lab "Run" downloads, gzip', 'bytes', (p) => p.labRun?.gzip ?? Number.NaN),
    figure(r, 'pages.labRunRequests', 'playground: Share lab "Run" requests', 'count', (p) => p.labRun?.count ?? Number.NaN),
  );

const search = (r: PerSite<Record<Lang, SearchFigures>>): Figure[] => [
  ...LANGUAGES.flatMap(({ lang }) => [
    figure(r, `search.${lang}.indexRaw`, `${lang}: index raw`, 'bytes', (s) => s[lang].indexRaw),
    figure(r, `search.${lang}.indexGzip`, `${lang}: index gzip`, 'bytes', (s) => s[lang].indexGzip),
    figure(
      r,
      `search.${lang}.medianAfterDebounceMs`,
      `${lang}: results after debounce, median`,
      'ms',
      (s) => s[lang].medianAfterDebounceMs,
    ),
    figure(r, `search.${lang}.worstAfterDebounceMs`, `${lang}: results after debounce, worst`, 'ms', (s) => s[lang].worstAfterDebounceMs),
    figure(r, `search.${lang}.medianMs`, `${lang}: keystroke to results, median`, 'ms', (s) => s[lang].medianMs),
    figure(r, `search.${lang}.worstMs`, `${lang}: keystroke to results, worst`, 'ms', (s) => s[lang].worstMs),
    figure(r, `search.${lang}.top3`, `${lang}: expected page in top 3`, 'percent', (s) => s[lang].top3Rate),
    figure(
      r,
      `search.${lang}.firstThrottledMs`,
      `${lang}: first search, 4× CPU, keystroke to results`,
      'ms',
      (s) => s[lang].firstThrottledMs,
    ),
  ]),
  // The same for both sites, printed so the totals above can be read.
  { id: 'search.debounceMs', label: 'debounce (in the totals)', unit: 'ms', ours: DEBOUNCE.ours, stock: DEBOUNCE.stock },
];

const lighthouse = (r: PerSite<Record<PageKey, LighthouseFigures>>): Figure[] =>
  PAGES.flatMap(({ key, label }) => [
    figure(r, `lighthouse.${key}.score`, `${label}: performance score`, 'score', (l) => l[key].score),
    figure(r, `lighthouse.${key}.lcpMs`, `${label}: LCP`, 'ms', (l) => l[key].lcpMs),
    figure(r, `lighthouse.${key}.tbtMs`, `${label}: TBT`, 'ms', (l) => l[key].tbtMs),
    figure(r, `lighthouse.${key}.cls`, `${label}: CLS`, 'number', (l) => l[key].cls),
  ]);

const trace = (r: PerSite<Record<PageKey, TraceFigures>>): Figure[] =>
  PAGES.flatMap(({ key, label }) => [
    figure(r, `trace.${key}.fcpMs`, `${label}: FCP, real trace`, 'ms', (t) => t[key].fcpMs),
    figure(r, `trace.${key}.lcpMs`, `${label}: LCP, real trace`, 'ms', (t) => t[key].lcpMs),
    figure(r, `trace.${key}.tbtMs`, `${label}: TBT, real trace`, 'ms', (t) => t[key].tbtMs),
  ]);

const dev = (r: PerSite<DevFigures>): Figure[] => [
  figure(r, 'dev.coldReadyMs', 'ready, cold (no cache)', 'ms', (d) => d.coldReadyMs),
  figure(r, 'dev.warmReadyMs', 'ready, warm', 'ms', (d) => d.warmReadyMs),
  figure(r, 'dev.editVisibleMs', 'MDX edit visible (median)', 'ms', (d) => d.editVisibleMs),
];

export function figuresOf(measured: Measurements): Partial<Record<SectionName, Figure[]>> {
  return {
    build: measured.build && build(measured.build),
    pages: measured.pages && pages(measured.pages),
    search: measured.search && search(measured.search),
    lighthouse: measured.lighthouse && lighthouse(measured.lighthouse),
    trace: measured.trace && trace(measured.trace),
    dev: measured.dev && dev(measured.dev),
  };
}
