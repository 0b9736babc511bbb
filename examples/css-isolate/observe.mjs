// node observe.mjs [--write]: opens the host once per variant in Chromium, reads the computed
// styles of the host's card before and after the remote card is loaded, and those of the remote's
// card, title and portal note; lists where the remote's styles ended up (document.head or a shadow
// root) and the bytes each variant's exposed module needs; reads the same card on the remote's own
// page too. Compares all of it with observed.json, or rewrites observed.json with --write.
// Needs the remote on 3191 and the host on 3190, both built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const VARIANTS = ['global', 'modules', 'prefixed', 'shadow', 'bridge', 'goober'];
const EXPOSES = {
  global: 'GlobalCard',
  modules: 'ModuleCard',
  prefixed: 'PrefixedCard',
  shadow: 'ShadowCard',
  bridge: 'BridgeApp',
  goober: 'GooberCard',
};
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
const CHROMIUM = '/usr/bin/chromium';

const withoutHash = (text) => text.replace(/\.[0-9a-f]{10}\.(js|css)\b/g, '.[hash].$1');

// Runs in the page: the computed styles of the parts named by data-part, looking inside open shadow roots
function readStyles() {
  const PROPS = {
    'host-card': ['border', 'borderRadius', 'padding', 'backgroundColor'],
    'host-title': ['color', 'fontSize'],
    'remote-card': ['border', 'borderRadius', 'padding', 'backgroundColor'],
    'remote-title': ['color', 'fontSize', 'marginTop', 'fontFamily'],
    'remote-note': ['color', 'fontStyle'],
  };
  const find = (root, part) => {
    const hit = root.querySelector(`[data-part="${part}"]`);
    if (hit) return hit;
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        const inner = find(element.shadowRoot, part);
        if (inner) return inner;
      }
    }
    return null;
  };
  const result = {};
  for (const [part, props] of Object.entries(PROPS)) {
    const element = find(document, part);
    if (!element) continue;
    const style = getComputedStyle(element);
    result[part] = Object.fromEntries(props.map((prop) => [prop, style[prop]]));
    if (part.startsWith('remote')) {
      result[part].className = element.className;
      result[part].inShadowRoot = element.getRootNode() instanceof ShadowRoot;
    }
  }
  // Where styles live: the stylesheets of document.head, and those inside each shadow root
  const describe = (node) =>
    node.tagName === 'LINK'
      ? `<link> ${node.href}`
      : `<style${node.id ? ` id="${node.id}"` : ''}> ${node.textContent.length} characters`;
  const shadowRoots = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot);
  result.stylesheets = {
    'document.head': [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map(describe),
    'shadow roots': shadowRoots.flatMap((element) =>
      [...element.shadowRoot.querySelectorAll('link[rel="stylesheet"], style')].map(
        (node) => `${element.tagName.toLowerCase()}${element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}: ${describe(node)}`,
      ),
    ),
  };
  return result;
}

async function observe(browser, variant) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(withoutHash(message.text().split('\n')[0]));
  });
  page.on('pageerror', (error) => errors.push(withoutHash(error.message.split('\n')[0])));
  await page.goto(`http://localhost:3190/?variant=${variant}`, { waitUntil: 'networkidle' });
  await page.locator('[data-part="host-card"]').waitFor({ timeout: 10_000 });
  const before = await page.evaluate(readStyles);
  await page.getByRole('button', { name: `Load the remote card (${variant})` }).click();
  // Playwright's CSS locators look inside open shadow roots
  await page.locator('[data-part="remote-title"]').waitFor({ timeout: 10_000 });
  await page.locator('[data-part="remote-note"]').waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(readStyles);
  await page.close();
  const hostChanged = ['host-card', 'host-title'].flatMap((part) =>
    Object.keys(before[part]).filter((prop) => before[part][prop] !== after[part][prop]).map((prop) => `${part} ${prop}`),
  );
  return {
    before: JSON.parse(withoutHash(JSON.stringify(before))),
    after: JSON.parse(withoutHash(JSON.stringify(after))),
    'host changed': hostChanged,
    errors,
  };
}

// The files each exposed module needs, from the remote's manifest, with their sizes
const manifest = JSON.parse(readFileSync(new URL('./remote/dist/mf-manifest.json', import.meta.url), 'utf8'));
const bytes = {};
for (const [variant, expose] of Object.entries(EXPOSES)) {
  const { assets } = manifest.exposes.find((entry) => entry.name === expose);
  const files = [...assets.js.sync, ...assets.css.sync].map((file) => {
    const code = readFileSync(new URL(`./remote/dist/${file}`, import.meta.url));
    return { file: withoutHash(file), bytes: code.length, gzip: gzipSync(code).length };
  });
  const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
  bytes[variant] = { files, total: total('bytes'), 'total gzip': total('gzip') };
}

const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const results = {};
try {
  // The remote's own page, without the host's CSS: how its card looks when nothing leaks into it
  const page = await browser.newPage();
  await page.goto('http://localhost:3191/', { waitUntil: 'networkidle' });
  await page.locator('[data-part="remote-note"]').waitFor({ timeout: 10_000 });
  results['remote alone'] = JSON.parse(withoutHash(JSON.stringify(await page.evaluate(readStyles))));
  await page.close();
  for (const variant of VARIANTS) results[variant] = await observe(browser, variant);
} finally {
  await browser.close();
}

console.log('remote alone (http://localhost:3191/):');
for (const [part, style] of Object.entries(results['remote alone'])) console.log(`  ${part}: ${JSON.stringify(style)}`);
for (const variant of VARIANTS) {
  const result = results[variant];
  console.log(`\n${variant}:`);
  console.log(`  host before: ${JSON.stringify(result.before['host-card'])} ${JSON.stringify(result.before['host-title'])}`);
  for (const [part, style] of Object.entries(result.after)) console.log(`  after, ${part}: ${JSON.stringify(style)}`);
  console.log(`  host properties changed by loading the remote: ${result['host changed'].join(', ') || 'none'}`);
  for (const line of result.errors) console.log(`  error: ${line}`);
  console.log(`  bytes: ${bytes[variant].total} (${bytes[variant]['total gzip']} gzipped) in ${bytes[variant].files.map((f) => f.file).join(', ')}`);
}

const text = `${JSON.stringify({ ...results, bytes }, null, 2)}\n`;
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
  console.log('\nSame styles and sizes as observed.json.');
  recorded = JSON.parse(readFileSync(EXPECTED, 'utf8'));
}

// What the pages show, taken from observed.json and compared exactly: sizes, generated class names
// and stylesheet lengths (not compared when this run differs from observed.json)
const n = (value) => value.toLocaleString('en-US');
const shown = !recorded ? [] : [
  ...Object.values(recorded.bytes).flatMap((size) => [
    ...size.files.filter((file) => file.file.endsWith('.js')).map((file) => `| ${n(file.bytes)} `),
    `${n(size.total)} (${n(size['total gzip'])})`,
  ]),
  ...['modules', 'goober'].flatMap((variant) =>
    ['remote-card', 'remote-title', 'remote-note'].map((part) => `\`${recorded[variant].after[part].className}\``),
  ),
  ...['shadow', 'goober'].flatMap((variant) =>
    [...recorded[variant].after.stylesheets['document.head'], ...recorded[variant].after.stylesheets['shadow roots']]
      .filter((line) => line.includes('<style'))
      .map((line) => /(\d+) characters/.exec(line)[1]),
  ),
];
for (const lang of recorded ? ['en', 'zh'] : []) {
  const file = new URL(`../../docs/${lang}/guide/basic/css-isolate.mdx`, import.meta.url);
  // The pages are compared only inside the site's repository: a downloaded copy of this folder has no docs/.
  if (!existsSync(file)) continue;
  const page = readFileSync(file, 'utf8');
  const missing = shown.filter((snippet) => !page.includes(snippet));
  for (const snippet of missing) console.error(`docs/${lang}/guide/basic/css-isolate.mdx does not show ${snippet}`);
  if (missing.length > 0) process.exitCode = 1;
  else console.log(`docs/${lang}/guide/basic/css-isolate.mdx shows these sizes, class names and stylesheet lengths.`);
}
