// node observe.mjs [--write]: what the docs site's static HTML holds for the remote Counter, the
// share scopes in Chromium (which site's React is used, by whom), what Chromium downloads from
// the components site (bytes), how the Counter is styled before and after the JavaScript runs,
// and the sizes of the provider's CSS files. Compares the result with observed.json, or rewrites
// it with --write. Needs both sites built and previewed (3220, 3221).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const EXPECTED = new URL('./observed.json', import.meta.url);

// A build differs a little with the folder it is built in, in this repository as in a clone or a
// downloaded copy anywhere else: module ids hash an absolute path, so sizes move by a few bytes and
// content hashes in file names change. So in every folder, sizes (numbers of 100 and more) may
// differ from observed.json by 50 bytes or 0.5 %, and hashes in names and sizes written into text
// are not compared; everything else must be the same.
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
const file = (path) => new URL(path, import.meta.url);

// 1. The HTML that `rspress build` rendered in Node for the docs page
const html = readFileSync(file('./docs/doc_build/index.html'), 'utf8');
const counterHtml = html.match(/<div class="mf-counter">.*?<\/button><\/div>/)?.[0] ?? null;
const ssg = {
  'Counter markup': counterHtml,
  'contains the Suspense fallback': html.includes('Loading the counter'),
  'links a stylesheet of the components site': html.includes('localhost:3220'),
  stylesheets: [...html.matchAll(/<link href="([^"]+\.css)"/g)].map((m) => withoutHash(m[1])),
};

// 2. The provider's output: the Node container and the size of its CSS files
const cssDir = file('./components/doc_build/static/css/');
const siteCss = readdirSync(cssDir).find((name) => name.startsWith('styles.'));
const exposeCss = readdirSync(new URL('async/', cssDir)).find((name) => name.startsWith('__federation_expose_Counter'));
const manifest = JSON.parse(readFileSync(file('./components/doc_build/mf-manifest.json'), 'utf8'));
const provider = {
  'doc_build/ssr': readdirSync(file('./components/doc_build/ssr/')).sort(),
  'manifest metaData': Object.fromEntries(
    ['publicPath', 'remoteEntry', 'ssrPublicPath', 'ssrRemoteEntry'].map((key) => [key, manifest.metaData[key]]),
  ),
  'manifest Counter css': manifest.exposes.find((e) => e.name === 'Counter').assets.css.sync.map(withoutHash),
  'site-wide styles.css bytes': statSync(new URL(siteCss, cssDir)).size,
  'Counter css bytes': statSync(new URL(`async/${exposeCss}`, cssDir)).size,
};

// 3. The page in Chromium, with and without JavaScript
const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
const style = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.mf-counter');
    if (!box) return 'no .mf-counter element';
    const css = getComputedStyle(box);
    return `border ${css.borderTopWidth} ${css.borderTopStyle} ${css.borderTopColor}`;
  });
const browserResults = {};
try {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noJs.newPage();
  await staticPage.goto('http://localhost:3221/', { waitUntil: 'load' });
  browserResults['Counter style without JavaScript'] = await style(staticPage);
  await noJs.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  const errors = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith('http://localhost:3220/')) responses.push(response);
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text().split('\n')[0]));
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
  await page.goto('http://localhost:3221/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Remote clicks: 0' }).click();
  await page.getByText('Remote clicks: 1').waitFor({ timeout: 10_000 });

  const requests = [];
  let total = 0;
  for (const response of responses) {
    const bytes = (await response.body()).length;
    total += bytes;
    requests.push(`${response.request().resourceType().padEnd(10)} ${String(bytes).padStart(6)} B  ${withoutHash(response.url())}`);
  }
  browserResults['requests to the components site'] = requests.sort();
  browserResults['bytes from the components site'] = total;
  // Each site's share scope: which site's copy of each package is used, and by whom
  browserResults['share scopes'] = await page.evaluate(() => {
    const lines = [];
    for (const instance of globalThis.__FEDERATION__.__INSTANCES__) {
      for (const [scope, packages] of Object.entries(instance.shareScopeMap)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            lines.push(
              `${instance.name} ${scope} ${name}@${version} from=${entry.from} loaded=${entry.loaded} useIn=${entry.useIn.join(',')}`,
            );
          }
        }
      }
    }
    return lines.sort();
  });
  browserResults['Counter style after hydration'] = await style(page);
  browserResults['console errors'] = errors;
  await context.close();
} finally {
  await browser.close();
}

const result = { ssg, provider, browser: browserResults };
const text = `${JSON.stringify(result, null, 2)}\n`;
console.log(text);
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`wrote ${EXPECTED.pathname}`);
} else if (!existsSync(EXPECTED) || !matches(readFileSync(EXPECTED, 'utf8'), text)) {
  console.error('observed.json differs from this run: check the change, run node observe.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('Same as observed.json.');
}
