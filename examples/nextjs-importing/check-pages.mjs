// What importing-pages.mdx says about exposePages, checked against the provider's build and the
// running consumer: the exposed module names, the route maps, and the 404 of an unknown path in
// the catch-all route. Exits non-zero on the first difference.
import { readdirSync, readFileSync } from 'node:fs';

const problems = [];
const expect = (what, actual, expected) => {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  console.log(`    ${what}: ${a}`);
  if (a !== e) problems.push(`${what}: expected ${e}`);
};

// The exposes listed in the client build's manifest
const manifest = JSON.parse(readFileSync('provider/.next/static/chunks/mf-manifest.json', 'utf8'));
expect(
  'exposes',
  manifest.exposes.map((e) => e.path).sort(),
  [
    './Button',
    './Greeting',
    './WindowWidth',
    './pages-map',
    './pages-map-v2',
    './pages/about',
    './pages/index',
    './pages/shop/index',
  ],
);

// The route maps, as the generated modules hold them in the client build
const chunks = 'provider/.next/static/chunks';
for (const [name, prefix] of [
  ['pages-map', '__federation_expose_pages_map.'],
  ['pages-map-v2', '__federation_expose_pages_map_v2.'],
]) {
  const file = readdirSync(chunks).find((f) => f.startsWith(prefix));
  const json = /\{[^{}]*"\.\/pages\/[^{}]*\}/.exec(readFileSync(`${chunks}/${file}`, 'utf8'))?.[0];
  expect(name, JSON.parse(json ?? '{}'), { '/about': './pages/about', '/': './pages/index', '/shop': './pages/shop/index' });
}

// An unknown path under the catch-all route answers 404
const missing = await fetch('http://localhost:3300/provider/missing');
expect('status of /provider/missing', missing.status, 404);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
