// Serves dist/mf on http://localhost:3021 the way a static host or CDN would,
// with the CORS header that lets a page on another origin load the files.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, 'dist/mf');
const port = 3021;
const contentTypes = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.zip': 'application/zip',
};

createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  try {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = join(root, normalize(decodeURIComponent(pathname)));
    const body = await readFile(file);
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type }).end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
}).listen(port, () => {
  console.log(`dist/mf is served on http://localhost:${port}/`);
});
