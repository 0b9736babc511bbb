// The provider's build output as index.mdx and presets.mdx describe it: where the two remote
// entries and manifests are written, the copies made for /_next/static/ssr/, the federated-stats
// files, the noop entry, and which default shared modules each build bundles a fallback for
// (the server build leaves out those shared with `import: false`). Exits non-zero on a difference.
import { existsSync, readFileSync } from 'node:fs';

const next = 'provider/.next';
const problems = [];
const check = (what, ok, detail = '') => {
  console.log(`    ${ok ? 'ok' : 'WRONG'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) problems.push(what);
};

for (const file of [
  'static/chunks/remoteEntry.js',
  'server/chunks/remoteEntry.js',
  'ssr/remoteEntry.js',
  'static/ssr/remoteEntry.js',
  'static/chunks/mf-manifest.json',
  'server/chunks/mf-manifest.json',
  'static/chunks/federated-stats.json',
  'server/federated-stats.json',
  'server/noop.js',
])
  check(`.next/${file} exists`, existsSync(`${next}/${file}`));
check(
  'the server entry is copied unchanged',
  readFileSync(`${next}/server/chunks/remoteEntry.js`, 'utf8') === readFileSync(`${next}/static/ssr/remoteEntry.js`, 'utf8'),
);

const manifest = (file) => JSON.parse(readFileSync(`${next}/${file}`, 'utf8'));
const client = manifest('static/chunks/mf-manifest.json');
const server = manifest('server/chunks/mf-manifest.json');
check('client entry type', client.metaData.remoteEntry.type === 'window', client.metaData.remoteEntry.type);
check('server entry type', server.metaData.remoteEntry.type === 'commonjs-module', server.metaData.remoteEntry.type);
const names = (m) => m.shared.map((s) => s.name).sort();
const inServer = ['next/dynamic', 'next/head', 'next/image', 'next/link', 'next/router', 'next/script', 'react/jsx-runtime', 'styled-jsx'];
const importFalseOnServer = ['react', 'react-dom', 'styled-jsx/style'];
check('shared with a fallback in the server build', JSON.stringify(names(server)) === JSON.stringify(inServer), names(server).join(', '));
check(
  'the client build also bundles react, react-dom and styled-jsx/style',
  importFalseOnServer.every((n) => names(client).includes(n)),
  names(client).join(', '),
);
check('every default shared module is a singleton', [...client.shared, ...server.shared].filter((s) => s.name !== 'react-dom/client').every((s) => s.singleton === true));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
