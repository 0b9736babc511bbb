// Serves dist/ on port 3171 with CORS, healthy until told to fail:
//   GET /__fail?path=/remoteEntry.js&times=2             503 for the next 2 requests of that path
//   GET /__fail?path=/mf-manifest.json&times=1&body=cut  status 200 but half of the file
//   GET /__fail                                           healthy again
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const port = 3171;
const root = join(import.meta.dirname, 'dist');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
};
let rule = { path: '', times: 0, body: '503' };

createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'no-store');
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__fail') {
    const query = url.searchParams;
    rule = { path: query.get('path') ?? '', times: Number(query.get('times') ?? 0), body: query.get('body') ?? '503' };
    console.log(`rule: ${JSON.stringify(rule)}`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rule));
    return;
  }
  const path = url.pathname === '/' ? '/index.html' : url.pathname;
  let body;
  try {
    body = await readFile(join(root, normalize(path)));
  } catch {
    res.writeHead(404).end('Not Found');
    return;
  }
  const type = types[extname(path)] ?? 'application/octet-stream';
  if (rule.times > 0 && path === rule.path) {
    rule.times -= 1;
    console.log(`failing ${path} (${rule.body}), ${rule.times} failure(s) left`);
    if (rule.body === 'cut') {
      res.writeHead(200, { 'Content-Type': type }).end(body.subarray(0, body.length / 2));
    } else {
      res.writeHead(503).end('Service Unavailable');
    }
    return;
  }
  console.log(`serving ${path}`);
  res.writeHead(200, { 'Content-Type': type }).end(body);
}).listen(port, () => {
  console.log(`http://localhost:${port}/ serves dist/; /__fail?path=…&times=… makes it fail`);
});
