// Builds every variant of the remote and the host (VARIANT=<name>, into dist-<name>/), measures
// the raw and gzip size of each JavaScript file, prints them and compares them with figures.json,
// the numbers of the page /guide/advanced/runtime-size-optimization.
//   node measure.mjs           build, print, exit 1 when a figure differs from figures.json
//                              by more than 50 bytes (see SLACK)
//   node measure.mjs --write   build, print, write figures.json
//   node measure.mjs --no-build   measure the dist-* folders already built
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = import.meta.dirname;
const VARIANTS = [
  'no-federation',
  'default',
  'disableSnapshot',
  'disableRemote',
  'disableShared',
  'target-web',
  'externalRuntime',
  'combined',
];
const APPS = ['remote', 'host'];
const write = process.argv.includes('--write');
const build = !process.argv.includes('--no-build');

function buildVariant(app, variant) {
  const cwd = path.join(ROOT, app);
  const result = spawnSync(path.join(cwd, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd,
    env: { ...process.env, VARIANT: variant },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`VARIANT=${variant} rsbuild build failed in ${app}/`);
  }
}

/** Every .js file of a build: its path with the content hash left out, raw and gzip bytes. */
function measure(dir) {
  const sizes = {};
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).sort();
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    // Default zlib level (6), about what a web server's gzip sends
    const name = file.split(path.sep).join('/').replace(/\.[0-9a-f]{8,}\.js$/, '.js');
    sizes[name] = { raw: bytes.length, gzip: gzipSync(bytes).length };
  }
  return sizes;
}

const figures = { gzip: 'node:zlib gzipSync, default level', variants: {} };
for (const variant of VARIANTS) {
  figures.variants[variant] = {};
  for (const app of APPS) {
    if (build) buildVariant(app, variant);
    figures.variants[variant][app] = measure(path.join(ROOT, app, `dist-${variant}`));
  }
}

// The table of the page: the remote entry a host downloads, the host's entry chunk, and their sum
const kB = (n) => (n / 1000).toFixed(1);
const row = (cells) => `| ${cells.join(' | ')} |`;
console.log(row(['Variant', 'remoteEntry.js', 'gzip', 'host index.js', 'gzip', 'host page, all JS', 'gzip']));
for (const variant of VARIANTS) {
  const { remote, host } = figures.variants[variant];
  const entry = remote['remoteEntry.js'];
  const index = host['static/js/index.js'];
  const all = [...Object.values(host), ...Object.entries(remote).filter(([f]) => f !== 'static/js/index.js').map(([, s]) => s)];
  const sum = (key) => all.reduce((total, s) => total + s[key], 0);
  console.log(
    row([
      variant,
      entry ? `${entry.raw} B` : '-',
      entry ? `${entry.gzip} B` : '-',
      `${index.raw} B`,
      `${index.gzip} B`,
      `${kB(sum('raw'))} kB`,
      `${kB(sum('gzip'))} kB`,
    ]),
  );
}

const file = path.join(ROOT, 'figures.json');
const text = `${JSON.stringify(figures, null, 2)}\n`;
// A copy in another folder builds files a few bytes larger or smaller, a checkout of the site's
// repository as much as a downloaded copy: Rspack's Module Federation plugin puts the absolute path
// of @module-federation/webpack-bundler-runtime into the request of the runtime module, module ids
// are hashes of the requests, and some ids get one character more or less. So in every folder each
// size may differ from figures.json by up to SLACK bytes. The page (checked only where docs/ is)
// must show the figures of figures.json, exactly.
const inSite = existsSync(path.resolve(ROOT, '../../docs/en/guide/advanced/runtime-size-optimization.mdx'));
const SLACK = 50;
const close = (a, b) =>
  JSON.stringify(Object.keys(a ?? {})) === JSON.stringify(Object.keys(b ?? {})) &&
  Object.entries(a).every(([f, s]) => Math.abs(s.raw - b[f].raw) <= SLACK && Math.abs(s.gzip - b[f].gzip) <= SLACK);
// What figures.json records (this run's, with --write): the page was written from it
let recorded = figures;
if (write) {
  writeFileSync(file, text);
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
} else {
  const committed = readFileSync(file, 'utf8');
  recorded = JSON.parse(committed);
  if (committed !== text) {
    const old = JSON.parse(committed).variants;
    let far = 0;
    for (const variant of VARIANTS)
      for (const app of APPS) {
        const measured = figures.variants[variant][app];
        if (JSON.stringify(old[variant]?.[app]) === JSON.stringify(measured)) continue;
        if (!close(measured, old[variant]?.[app])) far++;
        console.error(`${variant} ${app}: measured ${JSON.stringify(measured)}, figures.json has ${JSON.stringify(old[variant]?.[app])}`);
      }
    if (far > 0) {
      console.error(`\nSome sizes differ from figures.json (and the page) by more than ${SLACK} bytes.`);
      process.exit(1);
    }
    console.log(`\nThe sizes are within ${SLACK} bytes of figures.json: module ids depend on this folder's path.`);
  } else console.log('\nThe sizes equal figures.json.');
}

// The two tables of the page (both languages) must show the figures of figures.json, exactly, in
// the order of VARIANTS: the sizes (bytes of remoteEntry.js and of the host's index.js, raw and
// gzip) and the savings of remoteEntry.js compared with the default build.
const PAGE = 'guide/advanced/runtime-size-optimization.mdx';
const cell = (size, key) => (size ? String(size[key]) : '—');
const saving = (variant, key) =>
  `−${recorded.variants.default.remote['remoteEntry.js'][key] - recorded.variants[variant].remote['remoteEntry.js'][key]}`;
const expected = [
  VARIANTS.map((v) => {
    const { remote, host } = recorded.variants[v];
    const index = host['static/js/index.js'];
    return [cell(remote['remoteEntry.js'], 'raw'), cell(remote['remoteEntry.js'], 'gzip'), cell(index, 'raw'), cell(index, 'gzip')];
  }),
  VARIANTS.slice(2).map((v) => [saving(v, 'raw'), saving(v, 'gzip')]),
];
let pageProblems = 0;
// The pages are checked only inside the site's repository; a downloaded copy of this folder has no docs/.
const pages = inSite ? ['en', 'zh'] : [];
for (const lang of pages) {
  const file = path.resolve(ROOT, '../../docs', lang, PAGE);
  const tables = [];
  let table;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('|')) table = undefined;
    else if (!table) tables.push((table = []));
    else if (!/^\| -/.test(line)) table.push(line.split('|').slice(2, -1).map((c) => c.trim()));
  }
  expected.forEach((rows, t) => {
    const shown = (tables[t] ?? []).map((row) => row.slice(0, rows[0].length));
    if (JSON.stringify(shown) !== JSON.stringify(rows)) {
      pageProblems++;
      console.error(`docs/${lang}/${PAGE}: table ${t + 1} shows ${JSON.stringify(shown)}, measured ${JSON.stringify(rows)}`);
    }
  });
}
if (pageProblems > 0) process.exit(1);
if (pages.length > 0) console.log(`The tables of docs/en/${PAGE} and docs/zh/${PAGE} show these sizes.`);
