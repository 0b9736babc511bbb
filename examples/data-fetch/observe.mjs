// node observe.mjs [--write]: opens the host in Chromium and records, step by step, the requests
// it makes, how many times each data loader ran, what cache() reported and what the page shows:
// on / (data fetching), /cache (cache, revalidateTag, clearStore) and /prefetch (hover, then
// click). Compares the result with observed.json, or rewrites it with --write. Needs the remote
// on 3181 and the host on 3180, both built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const EXPECTED = new URL('./observed.json', import.meta.url);
const CHROMIUM = '/usr/bin/chromium';
const HOST = 'http://localhost:3180';

// Content hashes change with every edit of the apps: the lists keep the file names without them
const withoutHash = (text) => text.replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1');

// One fresh browser context (nothing cached) for one page of the host
async function open(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  const logs = [];
  const errors = [];
  // Requests in flight and the time of the last network event, to wait for the network to be quiet
  const network = { inFlight: 0, last: Date.now() };
  const finished = () => {
    network.inFlight -= 1;
    network.last = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  page.on('request', (request) => {
    network.inFlight += 1;
    network.last = Date.now();
    const url = new URL(request.url());
    if (url.pathname === '/favicon.ico') return;
    requests.push(`${request.resourceType().padEnd(8)} ${withoutHash(url.href)}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
    if (message.type() === 'info') logs.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));

  // Until nothing has been in flight for 700 ms, and the loader's log has arrived
  const settle = async () => {
    do await page.waitForTimeout(100);
    while (network.inFlight > 0 || Date.now() - network.last < 700);
  };
  // What the forecast heading says, or null when no forecast is shown
  const shown = async () => {
    const heading = page.getByRole('heading', { name: /^Forecast for/ });
    return (await heading.count()) > 0 ? heading.innerText() : null;
  };
  // Everything that happened since the previous step: requests sorted, because the runtime
  // starts some of them in parallel and their order changes from run to run
  const step = async () => {
    await settle();
    const loader = logs.splice(0);
    return {
      requests: requests.splice(0).sort(),
      'loader calls': loader.filter((line) => line.includes('fetchData')).length,
      cache: loader.filter((line) => line.includes(' cache ')).map((line) => line.split(' cache ')[1]),
      shows: await shown(),
    };
  };
  const waitForForecast = () => page.getByRole('heading', { name: /^Forecast for/ }).waitFor({ timeout: 10_000 });
  const button = (name) => page.getByRole('button', { name, exact: true });

  await page.goto(`${HOST}${path}`, { waitUntil: 'load' });
  return { context, page, step, settle, button, waitForForecast, logs, errors };
}

// The parameters each loader received, as it printed them
const params = (logs) => [...new Set(logs.filter((l) => l.includes('fetchData')).map((l) => l.replace(/^\S+ fetchData /, '')))];

async function dataFetching(browser) {
  const { context, step, button, waitForForecast, logs, errors } = await open(browser, '/');
  const steps = {};
  await waitForForecast();
  const seen = [...logs];
  steps['page load'] = await step();
  await button('Switch to °F').click();
  seen.push(...logs);
  steps['Switch to °F'] = await step();
  await button('Hide the forecast').click();
  steps['Hide the forecast'] = await step();
  await button('Show the forecast').click();
  await waitForForecast();
  seen.push(...logs);
  steps['Show the forecast'] = await step();
  await context.close();
  return { steps, 'loader params': params(seen), errors };
}

async function caching(browser) {
  const { context, page, step, button, waitForForecast, errors } = await open(browser, '/cache');
  const steps = {};
  const remount = async () => {
    await button('Hide the forecast').click();
    await button('Show the forecast').click();
    await waitForForecast();
  };
  await waitForForecast();
  steps['page load'] = await step();
  const store = await page.evaluate(() => {
    const { cacheConfig, cacheStore, tagKeyMap } = globalThis.__MF_DATA_FETCH_CACHE__ ?? {};
    return {
      'cacheConfig.maxSize': cacheConfig?.maxSize,
      'cacheStore.maxSize': cacheStore?.maxSize,
      'cacheStore.size': cacheStore?.size,
      'cacheStore.calculatedSize': cacheStore?.calculatedSize,
      keys: cacheStore ? [...cacheStore.entries.keys()] : [],
      'entries per key': cacheStore ? [...cacheStore.entries.values()].map((entry) => [...entry.value.keys()]) : [],
      tags: tagKeyMap ? Object.fromEntries([...tagKeyMap].map(([tag, keys]) => [tag, [...keys]])) : {},
    };
  });
  await remount();
  steps['re-mount within maxAge'] = await step();
  await button('Revalidate the forecast tag').click();
  steps['Revalidate the forecast tag'] = await step();
  await remount();
  steps['re-mount after revalidateTag'] = await step();
  // Past maxAge (5 s) but within maxAge + revalidate (35 s) of the last loader call
  await page.waitForTimeout(6_000);
  await remount();
  steps['re-mount 6 s later'] = await step();
  await remount();
  steps['re-mount right after'] = await step();
  await button('Clear the store').click();
  steps['Clear the store'] = await step();
  await remount();
  steps['re-mount after clearStore'] = await step();
  await context.close();
  return { steps, store, errors };
}

async function prefetching(browser, name, { hover }) {
  const { context, page, step, button, waitForForecast, errors } = await open(browser, '/prefetch');
  const steps = {};
  await page.getByRole('button', { name: 'Open the forecast', exact: true }).waitFor();
  steps['page load'] = await step();
  if (hover) {
    await button(name).hover();
    steps.hover = await step();
    await button(name).click();
  } else {
    // Enter on the focused button clicks it without moving the mouse over it
    await button(name).focus();
    await page.keyboard.press('Enter');
  }
  await waitForForecast();
  steps.click = await step();
  await context.close();
  return { steps, errors };
}

// Fails one request of / and records what the fallback shows and what was printed
async function failing(browser, pattern) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const printed = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') printed.push(`${message.type()}: ${message.text().split('\n')[0]}`);
  });
  await page.route(pattern, (route) => route.abort());
  await page.goto(`${HOST}/`, { waitUntil: 'load' });
  const alert = page.getByRole('alert');
  await alert.waitFor({ timeout: 10_000 });
  const shows = await alert.innerText();
  await context.close();
  return { shows, printed: [...new Set(printed.map(withoutHash))] };
}

// The exposes the remote's build declared, .data modules included
const manifest = JSON.parse(readFileSync(new URL('./remote/dist/mf-manifest.json', import.meta.url), 'utf8'));
const exposes = manifest.exposes.map((expose) => expose.path);

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
let results;
try {
  results = {
    'remote exposes': exposes,
    'data fetching': await dataFetching(browser),
    cache: await caching(browser),
    prefetch: {
      'Open the forecast, no hover': await prefetching(browser, 'Open the forecast', { hover: false }),
      'Open the forecast, hover first': await prefetching(browser, 'Open the forecast', { hover: true }),
      'Open the cached forecast, no hover': await prefetching(browser, 'Open the cached forecast', { hover: false }),
      'Open the cached forecast, hover first': await prefetching(browser, 'Open the cached forecast', { hover: true }),
    },
    failures: {
      'forecast.json fails': await failing(browser, '**/forecast.json*'),
      'remoteEntry.js fails': await failing(browser, '**/remoteEntry.js'),
    },
  };
} finally {
  await browser.close();
}

const print = (title, { steps, errors }) => {
  console.log(`\n${title}`);
  for (const [name, { requests, shows, cache, ...rest }] of Object.entries(steps)) {
    const loader = `${rest['loader calls']} loader call(s)${cache.length ? `, cache: ${cache.join(', ')}` : ''}`;
    console.log(`  ${name}: ${loader}; shows ${JSON.stringify(shows)}`);
    for (const line of requests) console.log(`    ${line}`);
  }
  for (const line of errors) console.log(`  error: ${line}`);
};
console.log(`remote exposes: ${exposes.join(', ')}`);
print('/ (data fetching)', results['data fetching']);
console.log(`  the loader received: ${results['data fetching']['loader params'].join(' | ')}`);
print('/cache', results.cache);
console.log(`  store after the first load: ${JSON.stringify(results.cache.store)}`);
for (const [name, result] of Object.entries(results.prefetch)) print(`/prefetch: ${name}`, result);
for (const [name, { shows, printed }] of Object.entries(results.failures)) {
  console.log(`\n/ when ${name}: the fallback shows ${JSON.stringify(shows)}`);
  for (const line of printed) console.log(`  ${line}`);
}

const text = `${JSON.stringify(results, null, 2)}\n`;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`\nwrote ${EXPECTED.pathname}`);
} else if (!existsSync(EXPECTED) || readFileSync(EXPECTED, 'utf8') !== text) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`\nobserved.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node observe.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('\nSame behaviour as observed.json.');
}
