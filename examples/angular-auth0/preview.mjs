// Serves the production builds: dist/<app> on its port, with CORS so that the shell can
// load the remote's files, `Cache-Control: no-cache` so that every load asks the server again,
// and index.html for paths without a file (the apps route in the browser).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const apps = { mfe1: 4241, shell: 4240 };
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

for (const [app, port] of Object.entries(apps)) {
  const root = join(import.meta.dirname, 'dist', app);
  createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    const file = join(root, path.endsWith('/') || !extname(path) ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, headers).end('Not found');
    }
  }).listen(port, () => console.log(`${app}: http://localhost:${port}/`));
}
