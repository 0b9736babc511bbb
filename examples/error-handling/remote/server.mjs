// Serves dist/ on port 3161 with CORS. The first segment of the path picks a way to fail,
// so that a host can load the same remote from http://localhost:3161/<mode>/mf-manifest.json:
//   down       closes every connection without answering, like a server that is down
//   not-found  answers 404 to everything, like a wrong URL
//   entry      serves the manifest, answers 404 to remoteEntry.js
//   chunk      serves the manifest and remoteEntry.js, answers 404 to static/js/async/*
//   render     serves everything (the host then loads remote/Broken, which throws)
//   shared     serves dist/shared/, the build that accepts only React 18
//   slow       waits 1 second before each answer
//   hang       never answers remoteEntry.js
//   flaky      answers 503 to the first remoteEntry.js request of each browser (a cookie marks it)
// Any other path is served from dist/ as it is.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const port = 3161;
const root = join(import.meta.dirname, 'dist');
const modes = ['down', 'not-found', 'entry', 'chunk', 'render', 'slow', 'hang', 'flaky'];
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'no-store');
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const [, first, ...rest] = path.split('/');
  const mode = modes.includes(first) ? first : undefined;
  const file = mode ? `/${rest.join('/')}` : path;
  console.log(`${req.method} ${path}`);

  if (mode === 'down') return req.socket.destroy();
  if (mode === 'not-found') return res.writeHead(404).end('Not Found');
  if (mode === 'entry' && file === '/remoteEntry.js') return res.writeHead(404).end('Not Found');
  if (mode === 'chunk' && file.startsWith('/static/js/async/')) return res.writeHead(404).end('Not Found');
  if (mode === 'hang' && file === '/remoteEntry.js') return setTimeout(() => req.socket.destroy(), 30_000);
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
  if (mode === 'flaky' && file === '/remoteEntry.js' && !req.headers.cookie?.includes('flaky=seen')) {
    res.setHeader('Set-Cookie', 'flaky=seen; Path=/flaky; SameSite=Lax');
    return res.writeHead(503).end('Service Unavailable');
  }

  let body;
  try {
    body = await readFile(join(root, normalize(file === '/' ? '/index.html' : file)));
  } catch {
    return res.writeHead(404).end('Not Found');
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
}).listen(port, () => {
  console.log(`http://localhost:${port}/ serves dist/, http://localhost:${port}/<mode>/ fails on purpose`);
});
