// node observe.mjs [--write]: records what the Nx workspace is made of and what its production
// build does in Chromium: the projects and the project graph Nx computes, the remotes and shared
// packages in each mf-manifest.json, the requests the shell makes, what the shared library
// returned in each app and the share scope of the federation runtime. Compares all of it with
// observed.json (or rewrites it with --write). Needs the preview running (3240, 3241, 3242).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const WORKSPACE = new URL('./workspace/', import.meta.url).pathname;
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
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const withoutHash = (text) => text.replace(/\.[0-9a-f]{16}\.(js|css)\b/g, '.[hash].$1');

function nx(...args) {
  const result = spawnSync('npx', ['nx', ...args], { cwd: WORKSPACE, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nx ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

// What Nx knows about the workspace
const projects = JSON.parse(nx('show', 'projects', '--json')).sort();
const graphFile = join(mkdtempSync(join(tmpdir(), 'nx-graph-')), 'graph.json');
nx('graph', `--file=${graphFile}`);
const dependencies = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(graphFile, 'utf8')).graph.dependencies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([project, deps]) => [project, deps.map((d) => `${d.target} (${d.type})`).sort()]),
);
const buildTarget = JSON.parse(nx('show', 'project', 'shell', '--json')).targets.build;

// What the build wrote
const manifests = {};
for (const app of ['shell', 'shop', 'cart']) {
  const manifest = JSON.parse(readFileSync(join(WORKSPACE, 'dist/apps', app, 'mf-manifest.json'), 'utf8'));
  manifests[app] = {
    remotes: manifest.remotes.map((r) => `${r.alias} -> ${r.entry}`),
    exposes: manifest.exposes.map((e) => e.path),
    shared: manifest.shared.map((s) => `${s.name} ${s.version} singleton=${s.singleton} requiredVersion=${s.requiredVersion}`),
  };
}

// What the shell does in Chromium
const browser = await chromium.launch(
  existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {},
);
let browserResult;
try {
  const page = await browser.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/favicon.ico') requests.push(`${request.resourceType().padEnd(10)} ${withoutHash(url.href)}`);
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://localhost:3240/', { waitUntil: 'networkidle' });
  await page.getByText('Cart remote').waitFor({ timeout: 30_000 });
  const headings = await page.locator('h1, h2').allInnerTexts();
  const shareScope = await page.evaluate(() => {
    const result = {};
    for (const [hostName, scopes] of Object.entries(globalThis.__FEDERATION__.__SHARE__))
      for (const [scope, packages] of Object.entries(scopes))
        for (const name of ['react', 'react-dom', '@nx-mf/shared-ui'])
          for (const [version, shared] of Object.entries(packages[name] ?? {}))
            result[`${hostName} ${scope} ${name}@${version}`] = `from ${shared.from}, loaded=${Boolean(shared.loaded)}`;
    return result;
  });
  // Sorted by URL: the remotes' chunks load in parallel and finish in no fixed order
  requests.sort((a, b) => a.slice(11).localeCompare(b.slice(11)));
  browserResult = { requests, headings, shareScope, errors };
} finally {
  await browser.close();
}

const observed = { projects, dependencies, buildTarget: `${buildTarget.options.command} ${buildTarget.options.args.join(' ')}`, manifests, ...browserResult };
console.log(JSON.stringify(observed, null, 2));

const text = `${JSON.stringify(observed, null, 2)}\n`;
// What observed.json records (this run's, with --write): the pages were written from it
let recorded;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`wrote ${EXPECTED.pathname}`);
  recorded = observed;
} else if (!existsSync(EXPECTED) || !matches(readFileSync(EXPECTED, 'utf8'), text)) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`observed.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node observe.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('Same as observed.json.');
  recorded = JSON.parse(readFileSync(EXPECTED, 'utf8'));
}

// The page shows the request list recorded in observed.json, exactly (not compared when this run
// differs from observed.json)
const block = recorded && `\`\`\`text\n${recorded.requests.join('\n')}\n\`\`\``;
for (const lang of recorded ? ['en', 'zh'] : []) {
  const file = new URL(`../../docs/${lang}/practice/monorepos/nx.mdx`, import.meta.url);
  // The pages are compared only inside the site's repository: a downloaded copy of this folder has no docs/.
  if (!existsSync(file)) continue;
  if (!existsSync(file) || !readFileSync(file, 'utf8').includes(block)) {
    console.error(`docs/${lang}/practice/monorepos/nx.mdx does not show the requests:\n${block}`);
    process.exitCode = 1;
  }
}
