const path = require('node:path');
const express = require('express');
const next = require('next');

const dev = process.env.NODE_ENV !== 'production';
const hostname = 'localhost';
const port = Number(process.env.PORT) || 3301;

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();

// Browser origins that may fetch this app's federation files
const allowedOrigins = new Set(['http://localhost:3300']);
// Files whose name is the same in every release
const federationFiles = /^\/_next\/static\/(chunks|ssr)\/(remoteEntry\.js|mf-manifest\.json)$/;

app.prepare().then(() => {
  const server = express();

  // CORS for everything under /_next/static, for the allowed origins only
  server.use('/_next/static', (req, res, nextMiddleware) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    nextMiddleware();
  });

  // In production, serve the fixed-name files ourselves so they are revalidated
  if (!dev) {
    server.get(federationFiles, (req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(req.path.replace('/_next/', ''), {
        root: path.join(__dirname, '.next'),
        cacheControl: false,
      });
    });
  }

  // Everything else: pages, API routes, hashed chunks
  server.use((req, res) => handle(req, res));

  server.listen(port, () => {
    console.log(`> Ready on http://${hostname}:${port}`);
  });
});
