// node requests.mjs [--write]: opens each build of the host in Chromium, records the requests it
// makes on load and after each click ("Load the widget", or "Preload the widget" first), and the
// snapshot the runtime keeps in __FEDERATION__.moduleInfo. Compares them with requests.json and
// checks that the pages show them, or rewrites requests.json with --write. Needs the provider
// on 3141 and the host on 3140, both built.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const VARIANTS = ['manifest', 'remote-entry', 'no-snapshot', 'no-snapshot-manifest'];
const EXPECTED = new URL('./requests.json', import.meta.url);

// A build differs a little with the folder it is built in, in a checkout of the site's
// repository as much as in a downloaded copy: module ids hash a request that holds an absolute
// path, so sizes move by a few bytes and content hashes in file names change. So in every folder,
// sizes (numbers of 100 and more) may differ from requests.json by 50 bytes or 0.5 %, and hashes in
// names and sizes written into text are not compared; everything else must be the same. The pages
// are compared with requests.json, what they were written from, exactly.
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
const CHROMIUM = '/usr/bin/chromium';

// Content hashes change with every edit of the apps: the lists keep the file names without them
const withoutHash = (text) => text.replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1');

// Opens a fresh page of one build, clicks the buttons in order and lists the requests each step made
async function record(browser, variant, buttons) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/favicon.ico') return;
    requests.push(`${request.resourceType().padEnd(10)} ${withoutHash(url.href)}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(withoutHash(message.text().split('\n')[0]));
  });
  page.on('pageerror', (error) => errors.push(withoutHash(error.message.split('\n')[0])));

  await page.goto(`http://localhost:3140/${variant}/`, { waitUntil: 'networkidle' });
  const steps = { 'page load': requests.splice(0) };
  for (const name of buttons) {
    await page.getByRole('button', { name, exact: true }).click();
    if (name === 'Load the widget') {
      await Promise.race([
        page.getByText('Widget from the provider').waitFor({ timeout: 10_000 }),
        page.waitForEvent('pageerror', { timeout: 10_000 }),
      ]).catch(() => undefined);
    }
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    steps[name] = requests.splice(0);
  }
  const rendered = (await page.getByText('Widget from the provider').count()) > 0;
  // The snapshot, without the fields that are empty in this example
  const moduleInfo = await page.evaluate(() => {
    const trim = (value) => {
      if (Array.isArray(value)) return value.map(trim);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0))
          .map(([k, v]) => [k, trim(v)]),
      );
    };
    return trim(globalThis.__FEDERATION__?.moduleInfo ?? {});
  });
  await context.close();
  return { steps, rendered, errors, moduleInfo: JSON.parse(withoutHash(JSON.stringify(moduleInfo))) };
}

// The size of each build's JavaScript, to show what disableSnapshot removes
const bytes = {};
for (const variant of VARIANTS) {
  const dir = new URL(`./host/dist/${variant}/static/js/`, import.meta.url);
  const [file] = readdirSync(dir).filter((name) => name.startsWith('index.') && name.endsWith('.js'));
  const code = readFileSync(new URL(file, dir));
  const plugins = ['snapshot-plugin', 'generate-preload-assets-plugin'].filter((name) => code.includes(`"${name}"`));
  bytes[variant] = { 'index.js': code.length, gzip: gzipSync(code).length, 'plugin code': plugins };
}
for (const file of ['mf-manifest.json', 'mf-stats.json']) {
  bytes[`provider/${file}`] = readFileSync(new URL(`./provider/dist/${file}`, import.meta.url)).length;
}
const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const results = {};
try {
  for (const variant of VARIANTS) {
    results[variant] = {
      load: await record(browser, variant, ['Load the widget']),
      'preload, then load': await record(browser, variant, ['Preload the widget', 'Load the widget']),
    };
  }
} finally {
  await browser.close();
}

for (const [variant, scenarios] of Object.entries(results)) {
  for (const [scenario, result] of Object.entries(scenarios)) {
    console.log(`\n${variant} (${scenario}): the widget ${result.rendered ? 'rendered' : 'did NOT render'}`);
    for (const [step, requests] of Object.entries(result.steps)) {
      console.log(`  ${step}:`);
      for (const line of requests) console.log(`    ${line}`);
    }
    for (const line of result.errors) console.log(`  error: ${line}`);
    console.log(`  __FEDERATION__.moduleInfo: ${JSON.stringify(result.moduleInfo, null, 2).replace(/\n/g, '\n  ')}`);
  }
}

console.log('\nhost/dist/<variant>/static/js/index.[hash].js:');
for (const [variant, size] of Object.entries(bytes)) {
  if (typeof size === 'number') console.log(`${variant}: ${size} bytes`);
  else console.log(`  ${variant.padEnd(20)} ${size['index.js']} bytes, ${size.gzip} gzipped, contains ${size['plugin code'].join(', ')}`);
}

const text = `${JSON.stringify({ ...results, bytes }, null, 2)}\n`;
// What requests.json records (this run's, with --write): the pages were written from it
let recorded;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`\nwrote ${EXPECTED.pathname}`);
  recorded = JSON.parse(text);
} else if (!existsSync(EXPECTED) || !matches(readFileSync(EXPECTED, 'utf8'), text)) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`\nrequests.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node requests.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('\nSame requests and snapshots as requests.json.');
  recorded = JSON.parse(readFileSync(EXPECTED, 'utf8'));
}

// What the pages show, taken from requests.json and compared exactly: the request lists, the
// snapshot and the sizes (not compared when this run differs from requests.json)
const block = (lang, lines) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
const shown = !recorded ? [] : [
  block('text', recorded.manifest.load.steps['page load']),
  block('text', recorded.manifest.load.steps['Load the widget']),
  block('text', recorded['remote-entry'].load.steps['Load the widget']),
  block('text', recorded.manifest['preload, then load'].steps['Preload the widget']),
  block('text', recorded['remote-entry']['preload, then load'].steps['Preload the widget']),
  block('text', recorded['no-snapshot-manifest'].load.steps['Load the widget']),
  block('json', JSON.stringify(recorded.manifest.load.moduleInfo, null, 2).split('\n')),
  ...[recorded.bytes['no-snapshot'], recorded.bytes['remote-entry']]
    .flatMap((size) => [size['index.js'], size.gzip])
    .map((n) => n.toLocaleString('en-US')),
  (recorded.bytes['remote-entry']['index.js'] - recorded.bytes['no-snapshot']['index.js']).toString(),
  ...[recorded.bytes['provider/mf-manifest.json'], recorded.bytes['provider/mf-stats.json']].map((n) => n.toLocaleString('en-US')),
];
const unindent = (t) => t.replace(/^[ \t]+/gm, '');
for (const lang of recorded ? ['en', 'zh'] : []) {
  const file = new URL(`../../docs/${lang}/guide/basic/manifest-snapshot.mdx`, import.meta.url);
  // The pages are compared only inside the site's repository: a downloaded copy of this folder has no docs/.
  if (!existsSync(file)) continue;
  const page = unindent(readFileSync(file, 'utf8'));
  const missing = shown.filter((snippet) => !page.includes(unindent(snippet)));
  for (const snippet of missing) console.error(`docs/${lang}/guide/basic/manifest-snapshot.mdx does not show:\n${snippet}`);
  if (missing.length > 0) process.exitCode = 1;
  else console.log(`docs/${lang}/guide/basic/manifest-snapshot.mdx shows these requests, the snapshot and the sizes.`);
}
