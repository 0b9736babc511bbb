// node observe.mjs [--write]: serves as the record behind the deployment page. With the remote's
// "CDN" on 3201 (CORS) and 3202 (no CORS) and the host on 3200, it lists the files of release
// 1.1.0 with their sizes and headers, opens the host in Chromium three times in one browser
// profile (first visit, second visit, after a rollback of current.json), opens it with releases
// that are deployed wrongly, and runs check-deployment.mjs on a good and two bad deployments.
// Compares everything with observed.json and checks that both pages show it; --write refreshes it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';

const HOST = 'http://localhost:3200/';
const EXPECTED = new URL('./observed.json', import.meta.url);

// A build differs a little with the folder it is built in, in a checkout of the site's
// repository as much as in a downloaded copy: module ids hash a request that holds an absolute
// path, so sizes move by a few bytes and content hashes in file names change. So in every folder,
// sizes (numbers of 100 and more) may differ from observed.json by 50 bytes or 0.5 %, and hashes in
// names and sizes written into text are not compared; everything else must be the same. The pages
// are compared with observed.json, what they were written from, exactly.
function matches(before, now) {
  if (before === now) return true;
  // Sizes written into text ("925 B") are left out too.
  const unhashed = (text) => text.replace(/\.[0-9a-f]{8,}\./g, '.[hash].').replace(/\b\d+ B\b/g, '… B');
  const same = (a, b) =>
    typeof a === 'number' && typeof b === 'number'
      ? a === b || (a >= 100 && b >= 100 && Math.abs(a - b) <= Math.max(50, a * 0.005))
      : typeof a === 'string' && typeof b === 'string'
        ? unhashed(a) === unhashed(b)
        : a && b && typeof a === 'object' && typeof b === 'object'
          ? Object.keys(a).length === Object.keys(b).length &&
            Object.keys(a).every((key) => Object.keys(b).some((other) => unhashed(other) === unhashed(key) && same(a[key], b[other])))
          : a === b;
  try {
    return same(JSON.parse(before), JSON.parse(now));
  } catch {
    return false;
  }
}
const POINTER = new URL('./remote/dist/remote/current.json', import.meta.url);
const CHROMIUM = '/usr/bin/chromium';

// 1. The files of one release, their sizes and the headers the CDN sends for them
const releaseDir = new URL('./remote/dist/remote/1.1.0/', import.meta.url).pathname;
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]);
const files = [];
for (const file of walk(releaseDir).sort()) {
  const path = relative(releaseDir, file);
  const response = await fetch(`http://localhost:3201/remote/1.1.0/${path}`, { method: 'HEAD' });
  files.push({ path, bytes: statSync(file).size, 'cache-control': response.headers.get('cache-control') });
}

// 2. What Chromium requests from the CDN, and where each answer came from
async function visit(page, url, waitFor) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    // The CDN's files, and the remote's files wherever they were wrongly requested from
    if (/:320[12]\/|remoteEntry|__federation_expose/.test(request.url)) seen.set(requestId, { type, url: request.url, from: 'pending' });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    if (seen.has(requestId)) seen.get(requestId).from = 'memory cache';
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = seen.get(requestId);
    if (!entry || entry.from === 'memory cache') return;
    entry.from = response.fromDiskCache ? 'disk cache' : `network ${entry.status ?? response.status}`;
  });
  // The status on the wire: a revalidated fetch() is reported above as 200, here as 304
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const entry = seen.get(requestId);
    if (!entry) return;
    entry.status = statusCode;
    if (entry.from.startsWith('network')) entry.from = `network ${statusCode}`;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText, corsErrorStatus }) => {
    const entry = seen.get(requestId);
    if (entry) entry.from = `failed ${corsErrorStatus?.corsError ?? errorText}`;
  });
  const errors = [];
  const onConsole = (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  };
  const onError = (error) => errors.push(`pageerror: ${error.message.split('\n')[0]}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByText(waitFor).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  // Leave the page and give the browser time to store what it downloaded before the next visit
  await page.waitForTimeout(300);
  const shownText = await page.locator('main').innerText();
  await page.goto('about:blank');
  await page.waitForTimeout(1000);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  await cdp.detach();
  const shown = shownText.split('\n').filter(Boolean).slice(1);
  const requests = [...seen.values()].filter((r) => r.type !== 'Document').map((r) => `${r.type.toLowerCase().padEnd(10)} ${r.from.padEnd(14)} ${r.url}`);
  return { shown, requests, errors };
}

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const visits = {};
const failures = {};
const pointerBefore = readFileSync(POINTER, 'utf8');
try {
  // One profile, so the second visit and the rollback see what the first one cached
  const context = await browser.newContext();
  const page = await context.newPage();
  visits['first visit'] = await visit(page, HOST, 'Remote release 1.1.0');
  visits['second visit'] = await visit(page, HOST, 'Remote release 1.1.0');
  // Rollback: point current.json at the previous release, then open the host again
  writeFileSync(POINTER, '{ "version": "1.0.0" }\n');
  visits['after rollback to 1.0.0'] = await visit(page, HOST, 'Remote release 1.0.0');
  writeFileSync(POINTER, pointerBefore);
  visits['after switching back to 1.1.0'] = await visit(page, HOST, 'Remote release 1.1.0');
  // current.json was answered 200 in some runs and 304 in others: keep the other requests
  visits['after switching back to 1.1.0'].requests = visits['after switching back to 1.1.0'].requests.filter(
    (line) => !line.endsWith('/current.json'),
  );
  await context.close();

  const broken = {
    'manifest without CORS': 'http://localhost:3202/remote/1.1.0/mf-manifest.json',
    'remoteEntry.js without CORS': 'http://localhost:3202/remote/1.1.0/remoteEntry.js',
    'crossorigin build without CORS': 'http://localhost:3202/remote/1.1.0-crossorigin/remoteEntry.js',
    'default assetPrefix under a sub-path': 'http://localhost:3201/remote/1.1.0-root-prefix/mf-manifest.json',
  };
  for (const [name, entry] of Object.entries(broken)) {
    const fresh = await browser.newContext();
    failures[name] = await visit(await fresh.newPage(), `${HOST}?entry=${entry}`, /Remote release|Remote failed/);
    if (name.startsWith('crossorigin')) {
      // The CSS and the JavaScript chunk fail in either order from one run to the next: keep the
      // two CORS messages, sorted, and the start of what the page showed
      failures[name].errors = failures[name].errors.filter((line) => line.startsWith('Access to')).sort();
      failures[name].shown = failures[name].shown.map((line) => line.replace(/^(Remote failed: \S+).*/, '$1 …'));
    }
    await fresh.close();
  }
} finally {
  writeFileSync(POINTER, pointerBefore);
  await browser.close();
}

// 3. check-deployment.mjs on the good deployment and on two bad ones
const checks = {};
for (const url of [
  'http://localhost:3201/remote/current.json',
  'http://localhost:3202/remote/1.1.0/mf-manifest.json',
  'http://localhost:3201/remote/1.1.0-root-prefix/mf-manifest.json',
]) {
  const run = spawnSync('node', ['check-deployment.mjs', url], { cwd: import.meta.dirname, encoding: 'utf8' });
  checks[url] = { exit: run.status, output: run.stdout.trimEnd().split('\n') };
}

const result = { files, visits, failures, checks };
for (const file of files) console.log(`${String(file.bytes).padStart(7)}  ${file['cache-control'].padEnd(36)} ${file.path}`);
for (const [name, seen] of Object.entries({ ...visits, ...failures })) {
  console.log(`\n${name}: ${seen.shown.join(' / ')}`);
  for (const line of seen.requests) console.log(`  ${line}`);
  for (const line of seen.errors) console.log(`  error: ${line}`);
}
for (const [url, run] of Object.entries(checks)) console.log(`\ncheck-deployment.mjs ${url}: exit ${run.exit}`);

const text = `${JSON.stringify(result, null, 2)}\n`;
// What observed.json records (this run's, with --write): the pages were written from it
let recorded;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`\nwrote ${EXPECTED.pathname}`);
  recorded = JSON.parse(text);
} else if (!existsSync(EXPECTED) || !matches(readFileSync(EXPECTED, 'utf8'), text)) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`\nobserved.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node observe.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('\nSame as observed.json.');
  recorded = JSON.parse(readFileSync(EXPECTED, 'utf8'));
}

// What the pages show, taken from observed.json and compared exactly: the file table, the request
// lists, the errors and the output of check-deployment.mjs (not compared when this run differs
// from observed.json)
const block = (lines) => `\`\`\`text\n${lines.join('\n')}\n\`\`\``;
const shown = !recorded ? [] : [
  ...recorded.files.map((f) => `| \`${f.path}\` | ${f.bytes.toLocaleString('en-US')} | \`${f['cache-control']}\` |`),
  ...Object.values(recorded.visits).map((v) => block(v.requests)),
  block(recorded.failures['default assetPrefix under a sub-path'].requests),
  block(recorded.failures['manifest without CORS'].errors),
  block(recorded.failures['remoteEntry.js without CORS'].requests),
  block(recorded.failures['crossorigin build without CORS'].errors),
  block(recorded.checks['http://localhost:3201/remote/current.json'].output),
  block(recorded.checks['http://localhost:3202/remote/1.1.0/mf-manifest.json'].output),
];
for (const lang of recorded ? ['en', 'zh'] : []) {
  const file = new URL(`../../docs/${lang}/guide/deployment/index.mdx`, import.meta.url);
  // The pages are compared only inside the site's repository: a downloaded copy of this folder has no docs/.
  if (!existsSync(file)) continue;
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = shown.filter((snippet) => !page.includes(snippet));
  for (const snippet of missing) console.error(`docs/${lang}/guide/deployment/index.mdx does not show:\n${snippet}`);
  if (missing.length > 0) process.exitCode = 1;
  else console.log(`docs/${lang}/guide/deployment/index.mdx shows the files, requests, errors and checks.`);
}
