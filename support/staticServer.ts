/**
 * Serves a production build the way a static host such as GitHub Pages does: `/x` answers
 * `x.html` or `x/index.html`, and an unknown path answers `404.html` with status 404 (the
 * framework's own preview server answers 200 with the home page). With `gzip`, text files go out
 * gzip-encoded as a static host sends them (the benchmark's Lighthouse runs time the transfer).
 * `npm run preview` (scripts/serve.ts), the browser tests and the benchmark all serve through it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Text types a static host compresses; images, video and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.md', '.xml', '.rss', '.vtt']);

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

export function startServer({ port = 4173, dir = 'doc_build', host = '127.0.0.1', gzip = false } = {}): Promise<Server> {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build in ${root}: run \`npm run build\` first.`);
  }
  const compressed = new Map<string, Buffer>();
  const gzipped = (file: string) => {
    if (!compressed.has(file)) compressed.set(file, gzipSync(readFileSync(file)));
    return compressed.get(file)!;
  };
  const server = createServer((req, res) => {
    const file = resolveStaticFile(root, req.url ?? '/');
    const notFound = !file;
    const body = file ?? path.join(root, '404.html');
    const headers = {
      'Content-Type': TYPES[path.extname(body)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    };
    if (gzip && COMPRESSIBLE.has(path.extname(body)) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      const bytes = gzipped(body);
      res.writeHead(notFound ? 404 : 200, {
        ...headers,
        'Content-Encoding': 'gzip',
        Vary: 'Accept-Encoding',
        'Content-Length': bytes.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : bytes);
    }
    res.writeHead(notFound ? 404 : 200, { ...headers, 'Content-Length': statSync(body).size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(body).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
