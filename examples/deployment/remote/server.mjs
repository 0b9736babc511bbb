// A static "CDN" for the remote's releases, serving dist/ on two ports:
//   3201 sends CORS headers, as a CDN for remotes must;
//   3202 serves the same files without them, to show what breaks.
// Content-hashed files are cached for a year; every other file is revalidated on each use.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, 'dist');
const types = {
  '.css': 'text/css',
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.txt': 'text/plain',
};
// Rsbuild writes a 10-character content hash before the extension: index.74a4172b11.js
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

function cacheControl(path) {
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  // remoteEntry.js, mf-manifest.json, current.json, index.html…: same name, new content
  return 'no-cache';
}

function serve(cors) {
  return async (req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    let body;
    try {
      body = await readFile(join(root, normalize(path)));
    } catch {
      res.writeHead(404, { 'Cache-Control': 'no-store' }).end('Not Found');
      return;
    }
    const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
    res.setHeader('Cache-Control', cacheControl(path));
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      console.log(`${req.method} ${path} 304`);
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Type', types[extname(path)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', body.length);
    console.log(`${req.method} ${path} 200`);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
  };
}

createServer(serve(true)).listen(3201, () => console.log('http://localhost:3201/remote/ (with CORS)'));
createServer(serve(false)).listen(3202, () => console.log('http://localhost:3202/remote/ (without CORS)'));
