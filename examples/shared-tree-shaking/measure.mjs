// Builds host and remote in the four variants of rsbuild.config.ts, measures the lodash-es
// files each build wrote and what Chromium downloaded, and compares them with figures.json.
// `node measure.mjs --write` refreshes figures.json instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = import.meta.dirname;
// Installed beside this script (`npm install --no-save @playwright/test@1.65.1`), or the site's own inside its repository.
const { chromium } = await import('@playwright/test');

// The same variants and ports as in host/rsbuild.config.ts
const VARIANTS = [
  { name: 'runtime-infer', env: '', dist: 'dist', ports: { host: 3110, remote: 3111 } },
  { name: 'no-list', env: 'no-list', dist: 'dist-no-list', ports: { host: 3112, remote: 3113 } },
  { name: 'server-calc', env: 'server-calc', dist: 'dist-server-calc', ports: { host: 3114, remote: 3115 } },
  { name: 'off', env: 'off', dist: 'dist-off', ports: { host: 3116, remote: 3117 } },
];
const APPS = ['remote', 'host'];
const FALLBACK = 'independent-packages/lodash_es/4.18.1/share-entry.js';

const size = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

function build(app, variant) {
  const result = spawnSync(path.join(root, app, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(root, app),
    env: { ...process.env, TREE_SHAKING: variant.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${app} (${variant.name}) failed to build:\n${result.stdout}${result.stderr}`);
}

/** The lodash-es files a build wrote: the shared chunk(s) named in mf-stats.json and the fallback. */
function buildFiles(app, variant) {
  const dist = path.join(root, app, variant.dist);
  const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
  const shared = stats.shared.find((s) => s.name === 'lodash-es');
  const chunks = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => size(path.join(dist, file)));
  const fallback = existsSync(path.join(dist, FALLBACK)) ? size(path.join(dist, FALLBACK)) : null;
  return {
    chunk: { raw: chunks.reduce((n, c) => n + c.raw, 0), gzip: chunks.reduce((n, c) => n + c.gzip, 0) },
    fallback,
    statsTreeShaking: shared.treeShaking ?? null,
    statsUsedExports: shared.usedExports,
  };
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/** Serves a dist folder like `rsbuild preview` does (SPA fallback to index.html, CORS). */
function serve(dir, port) {
  const server = createServer((req, res) => {
    let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

const answers = (port) => fetch(`http://localhost:${port}/`).then(() => true, () => false);

/** Opens the host in Chromium: the page text, the lodash-es files fetched, and the share scope's entry. */
async function inspect(browser, variant, lodashFiles) {
  const page = await browser.newPage();
  const fetched = [];
  const errors = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const match = lodashFiles.find((f) => f.port === Number(url.port) && f.path === url.pathname);
    if (match) fetched.push({ file: `${match.app}/${match.kind}`, raw: (await response.body()).length });
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://localhost:${variant.ports.host}/`, { waitUntil: 'networkidle' });
  await page.getByText('From the remote').waitFor({ timeout: 15_000 }).catch(() => errors.push('the host did not render'));
  const text = (await page.textContent('body')).trim();
  const scope = await page.evaluate(() => {
    const versions = globalThis.__FEDERATION__.__SHARE__;
    const out = {};
    for (const [instance, scopes] of Object.entries(versions)) {
      for (const [version, shared] of Object.entries(scopes.default?.['lodash-es'] ?? {})) {
        out[`${instance} ${version}`] = {
          from: shared.from,
          loaded: Boolean(shared.loaded),
          useIn: shared.useIn,
          treeShaking: shared.treeShaking
            ? { mode: shared.treeShaking.mode, status: shared.treeShaking.status, loaded: Boolean(shared.treeShaking.loaded), useIn: shared.treeShaking.useIn }
            : null,
        };
      }
    }
    return out;
  });
  await page.close();
  fetched.sort((a, b) => a.file.localeCompare(b.file));
  return { text, fetched, errors, scope };
}

const figures = { versions: {}, builds: {}, browser: {} };
for (const pkg of ['@rsbuild/core', '@rspack/core', '@module-federation/rsbuild-plugin', 'lodash-es']) {
  figures.versions[pkg] = JSON.parse(readFileSync(path.join(root, 'host/node_modules', pkg, 'package.json'), 'utf8')).version;
}

const servers = [];
const browser = await chromium.launch(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {});
try {
  for (const variant of VARIANTS) {
    for (const app of APPS) build(app, variant);
    const lodashFiles = [];
    for (const app of APPS) {
      const files = buildFiles(app, variant);
      figures.builds[`${variant.name} ${app}`] = files;
      const dist = path.join(root, app, variant.dist);
      const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
      const shared = stats.shared.find((s) => s.name === 'lodash-es');
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) lodashFiles.push({ app, kind: 'chunk', port: variant.ports[app], path: `/${file}` });
      if (files.fallback) lodashFiles.push({ app, kind: 'fallback', port: variant.ports[app], path: `/${FALLBACK}` });
      // `npm run examples` previews the runtime-infer builds; otherwise serve them here
      if (!(await answers(variant.ports[app]))) servers.push(await serve(dist, variant.ports[app]));
    }
    figures.browser[variant.name] = await inspect(browser, variant, lodashFiles);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log('Variant        App     Shared chunk (raw / gzip)   Fallback share-entry.js (raw / gzip)');
for (const [key, b] of Object.entries(figures.builds)) {
  const [variant, app] = key.split(' ');
  const fallback = b.fallback ? `${kB(b.fallback.raw)} / ${kB(b.fallback.gzip)}` : '-';
  console.log(`${variant.padEnd(14)} ${app.padEnd(7)} ${`${kB(b.chunk.raw)} / ${kB(b.chunk.gzip)}`.padEnd(27)} ${fallback}`);
}
for (const [variant, b] of Object.entries(figures.browser)) {
  console.log(`\n${variant}: "${b.text}"`);
  for (const f of b.fetched) console.log(`  fetched ${f.file} (${kB(f.raw)})`);
  for (const [key, s] of Object.entries(b.scope)) console.log(`  __SHARE__ ${key}: ${JSON.stringify(s)}`);
  for (const e of b.errors) console.log(`  error: ${e}`);
}

const file = path.join(root, 'figures.json');
const text = `${JSON.stringify(figures, null, 2)}\n`;
if (process.argv.includes('--write')) {
  writeFileSync(file, text);
  console.log('\nfigures.json written');
} else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
  console.error('\nThe figures differ from figures.json (which the page quotes). Run `node measure.mjs --write` and update the page.');
  process.exitCode = 1;
} else {
  console.log('\nThe figures match figures.json.');
}
