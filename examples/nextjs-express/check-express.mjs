// What express.mdx says about the custom server, checked while the provider runs behind it
// (`npm run start:express` on port 3301) and the consumer on 3300:
// - the headers of the fixed-name federation files, of a hashed chunk, with and without Origin;
// - Express 5's error for a '*' route path;
// - revalidate() and flushChunks() in the consumer's _document: a second consumer server on port
//   3302, whose log this script reads, reports a reload after the provider's server entry changed,
//   yet keeps rendering the Button it imported first (the page says so); flushChunks adds the
//   remote's chunk to the server HTML.
// The provider's files are restored at the end. Exits non-zero on any difference.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';

const problems = [];
const check = (what, ok, detail = '') => {
  console.log(`    ${ok ? 'ok' : 'WRONG'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) problems.push(what);
};

// 1. Headers
const provider = 'http://localhost:3301';
const head = (path, origin) =>
  fetch(provider + path, { method: 'HEAD', headers: origin ? { Origin: origin } : {} }).then((r) => r.headers);
for (const path of ['/_next/static/chunks/remoteEntry.js', '/_next/static/ssr/remoteEntry.js', '/_next/static/chunks/mf-manifest.json']) {
  const h = await head(path, 'http://localhost:3300');
  check(`${path} Cache-Control`, h.get('cache-control') === 'no-cache', h.get('cache-control'));
  check(`${path} Access-Control-Allow-Origin`, h.get('access-control-allow-origin') === 'http://localhost:3300', h.get('access-control-allow-origin'));
  check(`${path} Vary`, h.get('vary') === 'Origin', h.get('vary'));
  check(`${path} served by Express`, h.get('x-powered-by') === 'Express', h.get('x-powered-by'));
}
const entry = await head('/_next/static/chunks/remoteEntry.js', 'http://localhost:3300');
check('remoteEntry.js Content-Type', entry.get('content-type') === 'text/javascript; charset=utf-8', entry.get('content-type'));
const etag = entry.get('etag');
// node:http rather than fetch, which answers a conditional request from its own logic
const status = await new Promise((resolve, reject) =>
  get(`${provider}/_next/static/chunks/remoteEntry.js`, { headers: { 'If-None-Match': etag } }, (res) => {
    res.resume();
    resolve(res.statusCode);
  }).on('error', reject),
);
check('remoteEntry.js with If-None-Match', status === 304, String(status));
const hashed = readdirSync('provider/.next/static/chunks').find((f) => /^framework[.-][0-9a-f]+\.js$/.test(f));
const chunk = await head(`/_next/static/chunks/${hashed}`, 'http://localhost:3300');
check(`hashed chunk ${hashed} Cache-Control`, chunk.get('cache-control') === 'public, max-age=31536000, immutable', chunk.get('cache-control'));
const noOrigin = await head('/_next/static/chunks/remoteEntry.js');
check('no Origin: no Access-Control-Allow-Origin', !noOrigin.has('access-control-allow-origin'));
const otherOrigin = await head('/_next/static/chunks/remoteEntry.js', 'http://localhost:3399');
check('other origin: no Access-Control-Allow-Origin', !otherOrigin.has('access-control-allow-origin'));

// 2. Express 5 and '*'
const express = createRequire(`${process.cwd()}/provider/`)('express');
try {
  express().all('*', () => {});
  check("express().all('*') throws", false);
} catch (error) {
  check("express().all('*') throws", error.message.startsWith('Missing parameter name at index 1: *'), error.message);
}

// 3. revalidate and flushChunks, on a consumer server whose output we can read
const server = spawn('node_modules/.bin/next', ['start', '-p', '3302'], {
  cwd: 'consumer',
  env: { ...process.env, NEXT_PRIVATE_LOCAL_WEBPACK: 'true' },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (c) => (output += c));
server.stderr.on('data', (c) => (output += c));
const page = async () => {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    const html = await fetch('http://localhost:3302/')
      .then((r) => r.text())
      .catch(() => undefined);
    if (html) return html;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the consumer on port 3302 did not answer');
};
const text = (html) => html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
const RELOADED = '[federation] a remote changed, server-side remote code reloaded';
const ssrDir = 'provider/.next/static/ssr';
const entryFile = `${ssrDir}/remoteEntry.js`;
const buttonFile = `${ssrDir}/${readdirSync(ssrDir).find((f) => f.startsWith('__federation_expose_Button'))}`;
const saved = [entryFile, buttonFile].map((f) => [f, readFileSync(f)]);
try {
  const first = await page();
  check('first render shows the button', text(first).includes('Hello from the provider: clicked 0 times'));
  const flushed = /<script[^>]+src="http:\/\/localhost:3301\/_next\/static\/chunks\/[^"]+"[^>]*>/.exec(first)?.[0];
  check('flushChunks put a script of the provider into the HTML', Boolean(flushed), flushed);
  await page();
  check('no reload while the remote is unchanged', !output.includes(RELOADED));

  // A new release of the provider: its server entry and the Button chunk change
  writeFileSync(entryFile, `${readFileSync(entryFile, 'utf8')}\n// release 2\n`);
  writeFileSync(buttonFile, readFileSync(buttonFile, 'utf8').replaceAll('clicked ', 'pressed '));
  // The render that runs revalidate, then three more
  const renders = [];
  for (let i = 0; i < 4; i++) renders.push(text(await page()).includes('pressed 0 times') ? 'new' : 'old');
  await new Promise((r) => setTimeout(r, 1000));
  check('the consumer logs the reload', output.includes(RELOADED));
  // What express.mdx reports: the reload is logged, but the page keeps the Button it imported
  check('renders after the reload still show the old Button', renders.every((r) => r === 'old'), renders.join(', '));
  const flushError = 'flush chunks: Remote provider is not defined in the global config';
  check('flushChunks logs an error after the reload', output.includes(flushError));
} finally {
  for (const [file, data] of saved) writeFileSync(file, data);
  process.kill(-server.pid, 'SIGTERM');
}
if (problems.length > 0) {
  console.error(`${problems.length} problem(s); consumer output:\n${output}`);
  process.exit(1);
}
