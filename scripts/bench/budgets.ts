/** The performance budgets of issue 8, as data: which figure of the report each one bounds, and how. */

/** `atMost`/`atLeast` bound our figure; `ratioAtMost` bounds ours divided by stock's. */
export type Bound = { kind: 'atMost'; value: number } | { kind: 'atLeast'; value: number } | { kind: 'ratioAtMost'; value: number };

export interface Budget {
  /** A figure id of figures.ts, e.g. `pages.doc.jsGzip`. */
  figure: string;
  bound: Bound;
}

const KB = 1024;
const atMost = (value: number): Bound => ({ kind: 'atMost', value });
const atLeast = (value: number): Bound => ({ kind: 'atLeast', value });
const ratioAtMost = (value: number): Bound => ({ kind: 'ratioAtMost', value });

const LIGHTHOUSE_PAGES = ['home', 'doc', 'blog'] as const;

export const BUDGETS: Budget[] = [
  { figure: 'build.coldMs', bound: ratioAtMost(1.15) },
  { figure: 'pages.doc.jsGzip', bound: atMost(120 * KB) },
  { figure: 'pages.doc.jsGzip', bound: ratioAtMost(0.7) },
  { figure: 'pages.home.jsGzip', bound: atMost(130 * KB) },
  // CSS only on pages without a video: our home page and the blog post have one.
  { figure: 'pages.doc.cssGzip', bound: atMost(15 * KB) },
  { figure: 'search.en.medianAfterDebounceMs', bound: atMost(20) },
  { figure: 'search.zh.medianAfterDebounceMs', bound: atMost(20) },
  ...LIGHTHOUSE_PAGES.flatMap((page) => [
    { figure: `lighthouse.${page}.score`, bound: atLeast(98) },
    { figure: `lighthouse.${page}.lcpMs`, bound: atMost(1500) },
    { figure: `lighthouse.${page}.cls`, bound: atMost(0.01) },
    { figure: `lighthouse.${page}.tbtMs`, bound: atMost(100) },
  ]),
  // Issue 17: code blocks as HTML strings make the longest pages' and the runtime page's own
  // chunk at least 40 % smaller than stock's (one element per token), and hydrating the two
  // longest pages blocks the main thread less than 100 ms.
  ...(['doc', 'longest', 'longestZh'] as const).map((page) => ({ figure: `pages.${page}.pageChunkGzip`, bound: ratioAtMost(0.6) })),
  { figure: 'lighthouse.longest.tbtMs', bound: atMost(100) },
  { figure: 'search.en.firstThrottledMs', bound: atMost(1500) },
  { figure: 'search.zh.firstThrottledMs', bound: atMost(1500) },
  { figure: 'lighthouse.longestZh.tbtMs', bound: atMost(100) },
  { figure: 'dev.coldReadyMs', bound: atMost(5000) },
  { figure: 'dev.warmReadyMs', bound: atMost(5000) },
  { figure: 'dev.editVisibleMs', bound: atMost(1000) },
];
