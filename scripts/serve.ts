#!/usr/bin/env node
/**
 * Serves the production build (`doc_build/`) the way a static host such as GitHub Pages does:
 * `/x` answers `x.html` or `x/index.html`, and an unknown path answers `404.html` with status 404
 * (the framework's own preview server answers 200 with the home page).
 *
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir doc_build]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a static host would answer `urlPath` with, or undefined for a 404. */
export function resolveStaticFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    return undefined;
  }
  const target = path.join(root, path.normalize(decoded));
  if (!target.startsWith(root)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile);
}

export function startServer({ port = 4173, dir = 'doc_build', host = '127.0.0.1' } = {}): Promise<Server> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const server = createServer((req, res) => {
    const file = resolveStaticFile(root, req.url ?? '/');
    const notFound = !file;
    const body = file ?? path.join(root, '404.html');
    res.writeHead(notFound ? 404 : 200, {
      'Content-Type': TYPES[path.extname(body)] ?? 'application/octet-stream',
      'Content-Length': statSync(body).size,
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(body).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: process.env.PORT ?? '4173' }, dir: { type: 'string', default: 'doc_build' } },
  });
  const server = await startServer({ port: Number(values.port), dir: values.dir });
  const { port } = server.address() as { port: number };
  console.log(`Serving ${values.dir} at http://localhost:${port}/ (unknown paths answer 404.html with status 404)`);
}
