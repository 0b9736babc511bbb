#!/usr/bin/env node
/**
 * `npm run preview`: serves the production build (`doc_build/`) as a static host does
 * (support/staticServer.ts says how).
 *
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir doc_build] [--gzip]
 */
import { parseArgs } from 'node:util';
import { startServer } from '../support/staticServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    dir: { type: 'string', default: 'doc_build' },
    gzip: { type: 'boolean', default: false },
  },
});
const server = await startServer({ port: Number(values.port), dir: values.dir, gzip: values.gzip });
const { port } = server.address() as { port: number };
console.log(`Serving ${values.dir} at http://localhost:${port}/ (unknown paths answer 404.html with status 404)`);
