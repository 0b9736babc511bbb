// Serves the production builds: dist/apps/<app> on the port its project.json gives `serve`,
// with CORS so that the shell (3240) can load the remotes' files (3241, 3242).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const apps = { shop: 3241, cart: 3242, shell: 3240 };
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.ico': 'image/x-icon' };

for (const [app, port] of Object.entries(apps)) {
  const root = join(import.meta.dirname, 'dist/apps', app);
  createServer(async (request, response) => {
    if (request.url === '/favicon.ico') return response.writeHead(204).end();
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
    }
  }).listen(port, () => console.log(`${app}: http://localhost:${port}/`));
}
