// node serve.mjs <dir> <port>: serves the bundles of one app over HTTP, the way a React Native
// host downloads a remote's manifest and bundles, with CORS so that any origin may read them.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir = 'dist/android', port = '3230'] = process.argv.slice(2);
const root = path.resolve(dir);
const types = {
  '.bundle': 'application/javascript',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
};

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(root, decodeURIComponent(pathname));
  const found = file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile();
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (!found) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not found: ${pathname}\n`);
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), () => console.log(`Serving ${root} on http://localhost:${port}/`));
