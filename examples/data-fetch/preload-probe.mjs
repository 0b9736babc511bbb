// node preload-probe.mjs [--write]: on the host's /prefetch page, calls prefetch (with and without
// preloadComponentResource) and preloadRemote for remote/CachedForecast through the host's runtime
// instance, in the orders of the table under "preloadComponentResource" on the data prefetching
// page, each order in a new browser context, and records the requests to the remote in the two
// seconds after each step. Says for each whether the component's chunk was requested, and compares
// the result with preload-probe.json, or rewrites it with --write. Needs the remote on 3181 and the
// host on 3180, both built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const EXPECTED = new URL('./preload-probe.json', import.meta.url);
const CHROMIUM = '/usr/bin/chromium';
const HOST = 'http://localhost:3180';
const REMOTE = 'http://localhost:3181';
// How long the requests that follow a step are recorded
const WINDOW = 2_000;

// Content hashes change with every edit of the apps: the lists keep the file names without them
const withoutHash = (text) => text.replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1');
// The component's own chunk, not the one of its loader (CachedForecast.data)
const isComponentChunk = (line) => line.endsWith('/__federation_expose_CachedForecast.[hash].js');

// The calls, run in the page; `i` is the host's runtime instance, `params` the loader's parameters
const PREFETCH_PRELOAD = `i.prefetch({ id: 'remote/CachedForecast', dataFetchParams: params, preloadComponentResource: true })`;
const PREFETCH = `i.prefetch({ id: 'remote/CachedForecast', dataFetchParams: params })`;
const PRELOAD_REMOTE = `i.preloadRemote([{ nameOrAlias: 'remote', exposes: ['CachedForecast'] }])`;

// One entry per row of the page's table, in its order; a row with two orders runs each
const ROWS = [
  {
    'prefetch(preloadComponentResource: true), then preloadRemote, without waiting': [`${PREFETCH_PRELOAD}; ${PRELOAD_REMOTE};`],
    'preloadRemote, then prefetch(preloadComponentResource: true), without waiting': [`${PRELOAD_REMOTE}; ${PREFETCH_PRELOAD};`],
  },
  { 'await prefetch(preloadComponentResource: true), then preloadRemote': [`await ${PREFETCH_PRELOAD};`, `${PRELOAD_REMOTE};`] },
  { 'prefetch without preloadComponentResource, then preloadRemote, without waiting': [`${PREFETCH}; ${PRELOAD_REMOTE};`] },
  { 'await preloadRemote, then prefetch(preloadComponentResource: true)': [`await ${PRELOAD_REMOTE};`, `${PREFETCH_PRELOAD};`] },
];

// One fresh browser context (nothing cached, nothing preloaded) per order of calls
async function run(browser, steps) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (request) => {
    if (request.url().startsWith(REMOTE)) requests.push(`${request.resourceType().padEnd(8)} ${withoutHash(request.url())}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
  await page.goto(`${HOST}/prefetch`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Open the cached forecast', exact: true }).waitFor();
  // Loading the page requests nothing from the remote; anything recorded so far would be a change
  const result = { 'page load': requests.splice(0), steps: [] };
  for (const code of steps) {
    await page.evaluate(`(async () => {
      const i = globalThis.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'host');
      const params = { isDowngrade: false, city: 'Paris' };
      ${code}
    })()`);
    await page.waitForTimeout(WINDOW);
    // Requests sorted: the runtime starts some of them in parallel and their order changes
    result.steps.push({ call: code, requests: requests.splice(0).sort() });
  }
  // The modules the runtime's preload plugin has marked as preloaded (it skips them from then on)
  result['marked as preloaded'] = await page.evaluate(() => [...(globalThis.__FEDERATION__.__PRELOADED_MAP__?.keys() ?? [])].sort());
  result['component chunk requested'] = result.steps.some((step) => step.requests.some(isComponentChunk));
  result.errors = errors;
  await context.close();
  return result;
}

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const results = [];
try {
  for (const row of ROWS) {
    const runs = {};
    for (const [name, steps] of Object.entries(row)) runs[name] = await run(browser, steps);
    results.push(runs);
  }
} finally {
  await browser.close();
}

results.forEach((runs, index) => {
  for (const [name, result] of Object.entries(runs)) {
    const chunk = result['component chunk requested'] ? 'requested' : 'not requested';
    console.log(`${index + 1}. ${name}: component chunk ${chunk}`);
    for (const [n, step] of result.steps.entries()) {
      if (result.steps.length > 1) console.log(`   after ${step.call}`);
      for (const line of step.requests) console.log(`     ${line}`);
      if (step.requests.length === 0) console.log('     (no request)');
      if (n === result.steps.length - 1) console.log(`   marked as preloaded: ${result['marked as preloaded'].join(', ') || 'nothing'}`);
    }
    for (const line of [...result['page load'], ...result.errors]) console.log(`   unexpected: ${line}`);
  }
});

let failed = false;
const text = `${JSON.stringify(results, null, 2)}\n`;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`\nwrote ${EXPECTED.pathname}`);
} else if (!existsSync(EXPECTED) || readFileSync(EXPECTED, 'utf8') !== text) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`\npreload-probe.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node preload-probe.mjs --write and update the pages.');
  failed = true;
} else {
  console.log('\nSame behaviour as preload-probe.json.');
}

// Both pages, inside the site's repository only (a downloaded copy of this folder has no docs/):
// the last column of the section's table says, row by row, whether the chunk was requested, and
// the section shows the requests of the handler's two calls (row 3) and of preloadRemote alone
// (the first step of row 4).
const PAGE = 'guide/data/data-prefetch.mdx';
const ANSWER = { en: { true: 'Yes', false: 'No' }, zh: { true: '是', false: '否' } };
const pages = existsSync(new URL('../../docs/en', import.meta.url)) ? ['en', 'zh'] : [];
for (const lang of pages) {
  const page = readFileSync(new URL(`../../docs/${lang}/${PAGE}`, import.meta.url), 'utf8');
  const section = page.split('{#preload-component-resource}')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|')).slice(2);
  const shown = rows.map((row) => row.split('|').slice(1, -1).at(-1).trim());
  const answers = results.map((runs) => [...new Set(Object.values(runs).map((run) => ANSWER[lang][run['component chunk requested']]))].join(' / '));
  const blocks = [...section.matchAll(/```text\n([\s\S]*?)```/g)].map((match) => match[1]);
  const lists = {
    'the requests of row 3': Object.values(results[2])[0].steps[0].requests,
    'the requests of preloadRemote alone (row 4, first step)': Object.values(results[3])[0].steps[0].requests,
  };
  const problems = [];
  if (JSON.stringify(shown) !== JSON.stringify(answers))
    problems.push(`its table says ${JSON.stringify(shown)}, the probe ${JSON.stringify(answers)}`);
  for (const [what, list] of Object.entries(lists))
    if (!blocks.includes(`${list.join('\n')}\n`)) problems.push(`it shows no text block of ${what}:\n${list.join('\n')}`);
  for (const problem of problems) console.error(`docs/${lang}/${PAGE}#preload-component-resource: ${problem}`);
  if (problems.length > 0) failed = true;
  else console.log(`docs/${lang}/${PAGE} shows these results.`);
}
if (failed) process.exitCode = 1;
