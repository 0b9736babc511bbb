// node observe.mjs [--write]: inspects what `react-native bundle-mf-remote` and `bundle-mf-host`
// wrote, as served by the two previews (mini on 3231, host on 3230): the mini app's manifest, the
// size of each bundle, which packages each bundle contains (from its source map), what the
// container bundle registers when it runs, whether the host bundle names the mini's manifest URL,
// and what withModuleFederation throws for invalid options. Prints a table, compares everything
// with observed.json and exits non-zero on drift; --write records a new observed.json.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const EXPECTED = path.join(HERE, 'observed.json');

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
const MINI = 'http://localhost:3231';
const HOST = 'http://localhost:3230';

async function download(url) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cors: response.headers.get('access-control-allow-origin'),
    body,
  };
}

// The packages a bundle contains and how many of their files, read from the "sources" of its source map
function packagesOf(mapFile) {
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8'));
  const files = {};
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(source);
    let name;
    if (match) name = match[1] === '.mf-metro' ? `.mf-metro/${match[2]}` : match[1];
    else if (source.startsWith(HERE)) name = path.relative(HERE, source);
    else continue;
    (files[name] ??= []).push(match && match[1] !== '.mf-metro' ? match[2] : '');
  }
  return Object.keys(files)
    .sort()
    .map((name) => {
      const list = files[name].filter(Boolean);
      if (list.length === 0) return name;
      return list.length <= 3 ? `${name}: ${list.sort().join(', ')}` : `${name}: ${list.length} files`;
    });
}

// Runs a bundle in an empty V8 context (no React Native, no native modules) and reports how far it got
function runBundle(code, filename) {
  const context = { console: { log() {}, warn() {}, error() {} } };
  context.globalThis = context;
  context.global = context;
  vm.createContext(context);
  let outcome = 'ran to the end';
  try {
    vm.runInContext(code, context, { filename });
  } catch (error) {
    outcome = `${error.name}: ${error.message.split('\n')[0]}`;
  }
  const native = context.__FEDERATION__?.__NATIVE__ ?? {};
  const missing = [];
  for (const container of Object.values(native)) {
    try {
      container.exports?.get('./Nope');
    } catch (error) {
      missing.push(`get('./Nope'): ${error.message}`);
    }
  }
  return {
    missing,
    outcome,
    globals: Object.keys(context).filter((key) => /^(\w+__[rd]|__r|__d|__FEDERATION__)$/.test(key)).sort(),
    containers: Object.fromEntries(
      Object.entries(native).map(([name, value]) => [name, Object.keys(value.exports ?? {}).sort()]),
    ),
  };
}

const result = { http: {}, bytes: {}, manifest: {}, packages: {}, run: {}, host: {}, validation: {} };

// 1. The files, as a host downloads them
const files = {
  'mini/mf-manifest.json': `${MINI}/mf-manifest.json`,
  'mini/mini.bundle': `${MINI}/mini.bundle`,
  'mini/exposed/Info.bundle': `${MINI}/exposed/Info.bundle`,
  'host/index.android.bundle': `${HOST}/index.android.bundle`,
};
const bodies = {};
for (const [name, url] of Object.entries(files)) {
  const { status, type, cors, body } = await download(url);
  bodies[name] = body;
  result.http[name] = `${status} ${type}, Access-Control-Allow-Origin: ${cors}`;
  result.bytes[name] = { bytes: body.length, gzip: gzipSync(body).length };
}

// 2. The mini app's manifest
const manifest = JSON.parse(bodies['mini/mf-manifest.json'].toString('utf8'));
result.manifest = {
  name: manifest.name,
  remoteEntry: manifest.metaData.remoteEntry,
  publicPath: manifest.metaData.publicPath,
  exposes: manifest.exposes.map((e) => ({ name: e.name, path: e.path, js: e.assets.js.sync })),
  shared: manifest.shared.map((s) => ({ name: s.name, version: s.version, singleton: s.singleton, js: s.assets.js.sync })),
};

// 3. Which packages each bundle carries: react and react-native only in the host
const maps = {
  'mini/mini.bundle': 'mini/dist/android/mini.bundle.map',
  'mini/exposed/Info.bundle': 'mini/dist/android/exposed/Info.bundle.map',
  'host/index.android.bundle': 'host/dist/android/index.android.bundle.map',
};
for (const [name, map] of Object.entries(maps)) result.packages[name] = packagesOf(path.join(HERE, map));

// 4. What the container bundle registers, and where the host bundle stops without a device
result.run['mini/mini.bundle'] = runBundle(bodies['mini/mini.bundle'].toString('utf8'), 'mini.bundle');
result.run['host/index.android.bundle'] = runBundle(bodies['host/index.android.bundle'].toString('utf8'), 'index.android.bundle');
const miniCode = bodies['mini/mini.bundle'].toString('utf8');
result.run['mini/mini.bundle'].exposedPaths = [...miniCode.matchAll(/"\d+":"(\/exposed\/[^"]+)"/g)].map((m) => m[1]);

// 5. The host bundle names the mini's manifest URL in its runtime's remotes
const hostCode = bodies['host/index.android.bundle'].toString('utf8');
result.host.remote = /\{alias:"mini"[^}]*\}/.exec(hostCode)?.[0] ?? 'not found';

// 6. What withModuleFederation checks (run as the bundle command would, in an empty project)
const require = createRequire(path.join(HERE, 'mini/package.json'));
const { withModuleFederation } = require('@module-federation/metro');
const project = mkdtempSync(path.join(tmpdir(), 'mf-metro-'));
writeFileSync(path.join(project, 'package.json'), JSON.stringify({ dependencies: { react: '19.1.0', 'react-native': '0.80.3' } }));
const metroConfig = { projectRoot: project, transformer: { babelTransformerPath: require.resolve('@react-native/metro-babel-transformer') }, serializer: {}, resolver: {}, server: {} };
const both = { react: { singleton: true, eager: false, version: '19.1.0' }, 'react-native': { singleton: true, eager: false, version: '0.80.3' } };
const probes = {
  'filename: "mini.js"': { name: 'mini', filename: 'mini.js', exposes: { './Info': './Info.tsx' }, shared: both },
  'name: "mini-app"': { name: 'mini-app', exposes: { './Info': './Info.tsx' }, shared: both },
  'shared without react-native': { name: 'mini', exposes: { './Info': './Info.tsx' }, shared: { react: both.react } },
  'host with eager: false, no requiredVersion': { name: 'host', shared: structuredClone(both) },
  'remote with eager: false, no requiredVersion': { name: 'mini', exposes: { './Info': './Info.tsx' }, shared: structuredClone(both) },
};
const argv = process.argv[2];
process.argv[2] = 'bundle-mf-remote';
for (const [label, options] of Object.entries(probes)) {
  try {
    withModuleFederation(metroConfig, options);
    const { filename, shareStrategy, shared } = globalThis.__METRO_FEDERATION_CONFIG;
    const summary = Object.entries(shared).map(([name, s]) => `${name}: eager ${s.eager}, requiredVersion ${s.requiredVersion}`);
    result.validation[label] = [`filename ${filename}, shareStrategy ${shareStrategy}`, ...summary];
  } catch (error) {
    result.validation[label] = [`${error.name}: ${error.message}`];
  }
}
process.argv[2] = argv;

// The table
console.log('\nFile                               Bytes      gzip   Served as');
for (const [name, size] of Object.entries(result.bytes)) {
  console.log(`${name.padEnd(34)} ${String(size.bytes).padStart(9)} ${String(size.gzip ?? '').padStart(9)}   ${result.http[name] ?? '(not requested)'}`);
}
console.log('\nmf-manifest.json:', JSON.stringify(result.manifest, null, 2));
for (const [name, list] of Object.entries(result.packages)) console.log(`\n${name} contains:\n  ${list.join('\n  ')}`);
for (const [name, run] of Object.entries(result.run)) console.log(`\n${name} in an empty V8 context:`, JSON.stringify(run, null, 2));
console.log('\nThe host bundle declares:', result.host.remote);
for (const [label, lines] of Object.entries(result.validation)) console.log(`\nwithModuleFederation, ${label}:\n  ${lines.join('\n  ')}`);

const text = `${JSON.stringify(result, null, 2)}\n`;
// What observed.json records (this run's, with --write): the pages were written from it
let recorded;
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log(`\nwrote ${EXPECTED}`);
  recorded = result;
} else if (!existsSync(EXPECTED) || !matches(readFileSync(EXPECTED, 'utf8'), text)) {
  const [now, before] = [text, existsSync(EXPECTED) ? readFileSync(EXPECTED, 'utf8') : ''].map((t) => t.split('\n'));
  const at = now.findIndex((line, i) => line !== before[i]);
  console.error(`\nobserved.json differs at line ${at + 1}: ${JSON.stringify(before[at])}, now ${JSON.stringify(now[at])}`);
  console.error('Check the change, run node observe.mjs --write and update the pages.');
  process.exitCode = 1;
} else {
  console.log('\nSame files, sizes and contents as observed.json.');
  recorded = JSON.parse(readFileSync(EXPECTED, 'utf8'));
}

// The pages show the sizes recorded in observed.json, exactly (not compared when this run differs
// from observed.json)
const shown = recorded
  ? Object.values(recorded.bytes).flatMap((size) => [size.bytes, size.gzip]).filter((n) => n !== undefined).map((n) => n.toLocaleString('en-US'))
  : [];
for (const lang of recorded ? ['en', 'zh'] : []) {
  const file = path.join(HERE, `../../docs/${lang}/practice/frameworks/react-native.mdx`);
  // The pages are compared only inside the site's repository: a downloaded copy of this folder has no docs/.
  if (!existsSync(file)) continue;
  const page = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = shown.filter((figure) => !page.includes(figure));
  if (missing.length > 0) {
    console.error(`docs/${lang}/practice/frameworks/react-native.mdx does not show: ${missing.join(', ')}`);
    process.exitCode = 1;
  } else console.log(`docs/${lang}/practice/frameworks/react-native.mdx shows these sizes.`);
}
