// node observe.mjs [--write]: opens the host once per failure mode in a fresh Chromium context
// and records what the console printed (errors, warnings and infos, verbatim, without stack
// lines), the lifecycle values errorLoadRemote reported, the requests made to the remote and
// what the page showed. Compares the result with observed.json, or rewrites it with --write.
// Needs the remote on 3161 and the host on 3160, both built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const EXPECTED = new URL('./observed.json', import.meta.url);
const CHROMIUM = '/usr/bin/chromium';
const HOST = 'http://localhost:3160/';
const RUNS = {
  'no failure': '',
  'server down': '?fail=down',
  'wrong URL': '?fail=not-found',
  'remote entry 404': '?fail=entry',
  'chunk 404': '?fail=chunk',
  'render error': '?fail=render',
  'shared version': '?fail=shared',
  'remote entry 404, no fallback': '?fail=entry&fallback=off',
  'slow remote': '?fail=slow',
  'remote entry never answers': '?fail=hang',
  'flaky remote entry': '?fail=flaky',
  'flaky remote entry, with retry': '?fail=flaky&retry',
  'server down, with retry': '?fail=down&retry',
  'preload, no failure': '?preload',
  'preload, server down': '?fail=down&preload',
  'preload, remote entry 404': '?fail=entry&preload',
  'preload, chunk 404': '?fail=chunk&preload',
};
// One of these texts shows that the remote part of the page has settled
const SETTLED = ['Hello from the remote: clicked', 'The remote button is unavailable right now.', 'This part of the page failed'];

// Content hashes change with every edit of the apps; stack lines change with every build
const clean = (text) =>
  text
    .replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n')
    .trimEnd();

async function record(browser, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = [];
  const requests = [];
  const started = Date.now();
  let waitedFor = 0;
  page.on('console', (message) => {
    if (['error', 'warning', 'info'].includes(message.type())) messages.push(`${message.type()}: ${clean(message.text())}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${clean(error.message)}`));
  // Requests to the remote in the order they started, with the status or network error they ended with
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '3161') requests.push({ request, line: `${request.resourceType().padEnd(6)} ${clean(url.pathname)}` });
  });
  const outcome = async ({ request, line }) => {
    const response = await request.response().catch(() => null);
    return `${line} -> ${response ? response.status() : request.failure()?.errorText ?? 'pending'}`;
  };

  await page.goto(HOST + query, { waitUntil: 'load' });
  await page.getByText('Host counter').waitFor();
  const whileLoading = (await page.locator('main').innerText()).split('\n').filter(Boolean);
  await Promise.any(SETTLED.map((text) => page.getByText(text).first().waitFor({ timeout: 15_000 }))).catch(() => {});
  waitedFor = Date.now() - started;
  await page.waitForTimeout(1000);
  // The rest of the host still works: its own button counts
  await page.getByRole('button', { name: /Host counter/ }).click();
  const rendered = (await page.locator('main').innerText()).split('\n').filter(Boolean);
  const lifecycles = messages
    .map((line) => line.match(/errorLoadRemote: lifecycle=(\S+) from=(\S+) id=(\S+)/))
    .filter(Boolean)
    .map(([, lifecycle, from, id]) => `${lifecycle} (from ${from}, id ${id})`);
  const result = {
    query,
    // Only the slow runs show the same thing every time while they wait
    ...(/slow|hang/.test(query) && { 'when the host first rendered': whileLoading }),
    'after the remote part settled and a click on Host counter': rendered,
    'errorLoadRemote lifecycles': lifecycles,
    'requests to the remote': await Promise.all(requests.map(outcome)),
    console: messages,
  };
  await context.close();
  return { result, waitedFor };
}

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const results = {};
const timings = {};
try {
  for (const [name, query] of Object.entries(RUNS)) {
    const { result, waitedFor } = await record(browser, query);
    results[name] = result;
    timings[name] = waitedFor;
  }
} finally {
  await browser.close();
}

for (const [name, result] of Object.entries(results)) {
  console.log(`\n${name} (${HOST}${result.query}), settled ${timings[name]} ms after navigation started`);
  for (const [key, value] of Object.entries(result)) {
    if (key === 'query') continue;
    console.log(`  ${key}:`);
    for (const line of value) console.log(`    ${line.replace(/\n/g, '\n    ')}`);
  }
}

// Timings vary from run to run: they are printed above, not compared
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
