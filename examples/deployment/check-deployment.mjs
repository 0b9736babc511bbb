// node check-deployment.mjs [url] [--origin <host origin>]
// Checks a deployed remote the way a host will use it. <url> is the pointer (…/current.json)
// or a release's mf-manifest.json; the default is http://localhost:3201/remote/current.json.
// Every file the manifest lists is requested with the host's Origin, and must answer 200 with
// the right Content-Type, Access-Control-Allow-Origin, and a Cache-Control that suits its name.
// Prints one line per file and exits with 1 when anything is wrong.
const args = process.argv.slice(2);
const originAt = args.indexOf('--origin');
const origin = originAt === -1 ? 'http://localhost:3200' : args[originAt + 1];
const url = args.find((arg, i) => !arg.startsWith('--') && (originAt === -1 || i !== originAt + 1)) ??
  'http://localhost:3201/remote/current.json';

const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const TYPES = { js: /javascript/, css: /^text\/css/, json: /json/ };
let problems = 0;
let checked = 0;

async function check(fileUrl, label) {
  const found = [];
  let response;
  try {
    response = await fetch(fileUrl, { headers: { Origin: origin } });
  } catch (error) {
    found.push(`request failed: ${error.cause?.code ?? error.message}`);
  }
  const header = (name) => response?.headers.get(name) ?? '';
  if (response) {
    const cors = header('access-control-allow-origin');
    const cache = header('cache-control');
    const extension = new URL(fileUrl).pathname.split('.').pop();
    if (response.status !== 200) found.push(`status ${response.status}`);
    if (TYPES[extension] && !TYPES[extension].test(header('content-type'))) found.push(`Content-Type ${header('content-type') || 'missing'}`);
    if (cors !== '*' && cors !== origin) found.push(`no Access-Control-Allow-Origin for ${origin}`);
    if (HASHED.test(fileUrl) && !/max-age=[1-9]\d{5,}/.test(cache)) found.push(`hashed but Cache-Control "${cache}"`);
    if (!HASHED.test(fileUrl) && !/no-cache|no-store|max-age=0\b/.test(cache)) found.push(`not hashed but Cache-Control "${cache}"`);
  }
  problems += found.length;
  checked += 1;
  const status = found.length === 0 ? 'ok  ' : 'FAIL';
  console.log(`${status} ${label.padEnd(58)} ${response?.status ?? '---'}  ${header('cache-control') || '-'}${found.map((p) => `\n       ${p}`).join('')}`);
  return response;
}

let manifestUrl = url;
if (!url.endsWith('.json') || url.endsWith('current.json')) {
  const pointer = await check(url, new URL(url).pathname);
  const { version } = await pointer.json();
  manifestUrl = new URL(`${version}/mf-manifest.json`, url).href;
}
const manifestResponse = await check(manifestUrl, new URL(manifestUrl).pathname);
if (manifestResponse?.status !== 200) {
  console.log(`\n${problems} problem(s): the manifest could not be read`);
  process.exit(1);
}
const manifest = await manifestResponse.json();
const { publicPath, getPublicPath, remoteEntry } = manifest.metaData;

// Where a host will request the files from
let base;
if (getPublicPath) {
  console.log(`getPublicPath is evaluated in the browser, not here: ${getPublicPath}`);
  process.exit(1);
} else if (publicPath === 'auto') {
  base = new URL('.', manifestUrl).href;
} else {
  // A path without origin is resolved against the host's page, not the CDN
  base = new URL(publicPath, origin).href;
}
console.log(`publicPath "${publicPath}": files resolve from ${base}`);

const files = new Set([`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`]);
for (const item of [...manifest.exposes, ...manifest.shared]) {
  for (const kind of ['js', 'css']) {
    for (const file of [...item.assets[kind].sync, ...item.assets[kind].async]) files.add(file);
  }
}
for (const file of files) await check(new URL(file, base).href, file);

console.log(problems === 0 ? `\nall ${checked} files ok for ${origin}` : `\n${problems} problem(s)`);
process.exitCode = problems === 0 ? 0 : 1;
