// Serves dist/ on port 3051 with CORS, like a CDN that fails now and then:
// the first FAIL_TIMES requests whose path starts with FAIL_PATH fail, either
// with a cut-off body and status 200 (FAIL_WITH=truncated) or with a 503.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const port = 3051;
const root = join(import.meta.dirname, 'dist');
const failPath = process.env.FAIL_PATH ?? '/mf-manifest.json';
const failTimes = Number(process.env.FAIL_TIMES ?? 1);
const failWith = process.env.FAIL_WITH ?? 'truncated';
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
};
let failed = 0;

createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'no-store');
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = join(root, normalize(path === '/' ? '/index.html' : path));
  let body;
  try {
    body = await readFile(file);
  } catch {
    res.writeHead(404).end('Not Found');
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  if (path.startsWith(failPath) && failed < failTimes) {
    failed += 1;
    console.log(`failing ${path} (${failed} of ${failTimes}, ${failWith})`);
    if (failWith === '503') {
      res.writeHead(503).end('Service Unavailable');
    } else {
      res.writeHead(200, { 'Content-Type': type }).end(body.subarray(0, body.length / 2));
    }
    return;
  }
  console.log(`serving ${path}`);
  res.writeHead(200, { 'Content-Type': type }).end(body);
}).listen(port, () => {
  console.log(`http://localhost:${port}/ fails the first ${failTimes} request(s) for ${failPath}*`);
});
