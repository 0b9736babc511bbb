// Serves the production builds of `ng build`: dist/shell on 4200 and dist/mfe1 on 4201, the
// ports the pages use. Unknown paths answer index.html, so the shell's routes load on a reload.
// Every answer allows any origin, so the shell can import the remote's remoteEntry.js. The
// example keeps no public/ folder, so /favicon.ico answers 204 rather than a 404 in the console.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const apps = { mfe1: 4201, shell: 4200 };
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.ico': 'image/x-icon' };

for (const [app, port] of Object.entries(apps)) {
  const root = join(import.meta.dirname, 'dist', app);
  createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (path === '/favicon.ico') return response.writeHead(204, headers).end();
    try {
      const body = await readFile(extname(file) ? file : join(root, 'index.html'));
      response.writeHead(200, { ...headers, 'Content-Type': types[extname(file) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, headers).end('Not found');
    }
  }).listen(port, () => console.log(`${app}: http://localhost:${port}/`));
}
