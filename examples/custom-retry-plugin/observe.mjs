// node observe.mjs [--write]: makes the remote fail in several ways (through its /__fail
// address), opens the host in Chromium for each, and records for every load of remote/Button
// the requests sent to the remote, the console output and what was rendered. Times are in ms
// since the load's first request to the remote, or since the click when nothing was requested,
// as Node sees the browser's events. Compares what rendered, the statuses of each path in order
// and the console messages with observed.json (not the times, which vary with the machine's
// load), or rewrites it with --write. Needs the remote (flaky-server.mjs) on 3171 and the host
// on 3170, both built, and @playwright/test. Runs the Chromium at $CHROMIUM_PATH, or else
// /usr/bin/chromium, when that file exists; otherwise Playwright's own Chromium, which
// `npx playwright install chromium` downloads.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const HOST = 'http://localhost:3170/';
const REMOTE = 'http://localhost:3171';
const EXPECTED = new URL('./observed.json', import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BUTTON = 'Hello from the remote: clicked 0 times';
const FALLBACK = 'The remote button is unavailable right now.';
const COOLDOWN_MS = 5000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const setRule = (query) => fetch(`${REMOTE}/__fail?${query}`).then((res) => res.json());
const withoutHash = (text) => text.replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1');
// A message with a stack trace keeps its lines up to the first frame, then "    at …"
const withoutStack = (text) => {
  const lines = text.split('\n');
  const frame = lines.findIndex((line) => /^\s+at /.test(line));
  return frame === -1 ? text : [...lines.slice(0, frame), '    at …'].join('\n');
};

// Each scenario: how the remote fails, then the loads (the first opens the page, the
// others click "Load the remote again", after an optional step)
const SCENARIOS = {
  healthy: { rule: '', loads: ['open'] },
  'manifest-503-twice': { rule: 'path=/mf-manifest.json&times=2', loads: ['open'] },
  'manifest-cut-once': { rule: 'path=/mf-manifest.json&times=1&body=cut', loads: ['open'] },
  'entry-503-once': { rule: 'path=/remoteEntry.js&times=1', loads: ['open'] },
  'manifest-down': {
    rule: 'path=/mf-manifest.json&times=1000',
    loads: ['open', 'click', 'click', 'heal, wait for the cool-down, click'],
  },
  'entry-down': { rule: 'path=/remoteEntry.js&times=1000', loads: ['open', 'click', 'click'] },
};

async function runScenario(browser, { rule, loads }) {
  await setRule(rule);
  const context = await browser.newContext();
  const page = await context.newPage();
  let start = Date.now();
  let current;
  let rebased = false;
  let openedAt = 0;
  const since = (now = Date.now()) => now - start;
  page.on('request', (request) => {
    if (!request.url().startsWith(REMOTE)) return;
    const now = Date.now();
    if (!rebased) {
      // The page's own start-up time varies: count from the first request to the remote
      start = now;
      rebased = true;
    }
    const entry = { ms: since(now), type: request.resourceType(), path: withoutHash(new URL(request.url()).pathname), status: 'failed' };
    current.requests.push(entry);
    request.response().then((response) => {
      if (response) entry.status = response.status();
    });
  });
  page.on('console', (message) => {
    const text = withoutStack(withoutHash(message.text()));
    if (text.includes('circuit open for')) openedAt = Date.now();
    current.console.push({ ms: since(), type: message.type(), text });
  });
  page.on('pageerror', (error) => current.console.push({ ms: since(), type: 'pageerror', text: error.message.split('\n')[0] }));

  const result = [];
  for (const action of loads) {
    if (action.startsWith('heal')) {
      await setRule('');
      await sleep(Math.max(0, openedAt + COOLDOWN_MS + 300 - Date.now()));
    }
    current = { action, requests: [], console: [] };
    rebased = false;
    const outcome = Promise.race([
      page.getByText(BUTTON).waitFor({ timeout: 20_000 }),
      page.waitForEvent('console', { predicate: (m) => m.text().includes('rendering the fallback'), timeout: 20_000 }),
    ]);
    start = Date.now();
    if (action === 'open') await page.goto(HOST);
    else await page.getByRole('button', { name: 'Load the remote again' }).click();
    await outcome;
    current.settledMs = since();
    await sleep(300);
    current.rendered = (await page.getByText(BUTTON).count()) > 0 ? 'button' : (await page.getByText(FALLBACK).count()) > 0 ? 'fallback' : 'nothing';
    result.push(current);
  }
  await context.close();
  await setRule('');
  return result;
}

// What must not change between runs: per load, what was rendered, the statuses each path
// got in order, and the console lines (their order and all times vary with the machine's load)
const summary = (result) =>
  Object.fromEntries(
    Object.entries(result ?? {}).map(([name, { rule, loads }]) => [
      name,
      {
        rule,
        loads: loads.map(({ action, rendered, requests, console: lines }) => {
          const byPath = {};
          for (const r of requests) (byPath[r.path] ??= []).push(`${r.type} ${r.status}`);
          return { action, rendered, requests: byPath, console: lines.map((c) => `[${c.type}] ${c.text}`).sort() };
        }),
      },
    ]),
  );

// Retries of the same path must be at least 500 ms, then 1000 ms, … apart, less 100 ms for the
// time the browser's events take to reach Node
function tooEarly(result) {
  const problems = [];
  for (const [name, { loads }] of Object.entries(result)) {
    for (const load of loads) {
      const last = {};
      for (const r of load.requests) {
        const previous = last[r.path];
        if (previous) {
          const min = 500 * 2 ** (previous.count - 1) - 100;
          if (r.ms - previous.ms < min) problems.push(`${name}, ${load.action}: ${r.path} again after ${r.ms - previous.ms} ms`);
        }
        last[r.path] = { ms: r.ms, count: (previous?.count ?? 0) + 1 };
      }
    }
  }
  return problems;
}

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const observed = {};
try {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    observed[name] = { rule: scenario.rule, loads: await runScenario(browser, scenario) };
  }
} finally {
  await browser.close();
}

for (const [name, { rule, loads }] of Object.entries(observed)) {
  console.log(`\n## ${name} (${rule || 'no failures'})`);
  for (const load of loads) {
    console.log(`  ${load.action}: ${load.rendered} after ${load.settledMs} ms`);
    for (const r of load.requests) console.log(`    ${String(r.ms).padStart(5)} ms  ${r.type.padEnd(10)} ${r.status} ${r.path}`);
    for (const c of load.console) {
      const [first, ...more] = c.text.split('\n');
      console.log(`    ${String(c.ms).padStart(5)} ms  [${c.type}] ${first}`);
      for (const line of more) console.log(`              ${line}`);
    }
  }
}

if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, `${JSON.stringify(observed, null, 2)}\n`);
  console.log(`\nwrote ${EXPECTED.pathname}`);
} else {
  const expected = existsSync(EXPECTED) ? JSON.parse(readFileSync(EXPECTED, 'utf8')) : undefined;
  const [now, before] = [summary(observed), summary(expected)];
  const drift = Object.keys({ ...now, ...before }).filter(
    (name) => JSON.stringify(now[name]) !== JSON.stringify(before[name]),
  );
  for (const problem of tooEarly(observed)) console.error(problem);
  if (tooEarly(observed).length > 0) process.exit(1);
  if (drift.length > 0) {
    console.error(`\nobserved.json differs for: ${drift.join(', ')} (run node observe.mjs --write after a deliberate change)`);
    process.exit(1);
  }
  console.log('\nobserved.json matches');
}
