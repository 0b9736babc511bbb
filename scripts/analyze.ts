#!/usr/bin/env node
/**
 * Where the bytes of a first visit go: builds the site with the bundle analyser
 * (scripts/analyze/rsdoctor.config.ts), then prints, for every chunk a page loads before anything
 * else, its size and its largest modules (gzip, as the analyser measures each module alone), grouped
 * by package or by our own folder.
 *
 * Usage: npm run analyze              (builds into .bench/analyze, about a minute)
 *        npm run analyze -- --no-build  (reads the last analysis)
 *        npm run analyze -- --top=40     (modules listed per chunk, default 25)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const ANALYZE_DIR = path.join(ROOT, '.bench/analyze');

interface Module {
  id: number;
  path: string;
  size: { sourceSize?: number; gzipSize?: number };
}
interface Chunk {
  name: string;
  initial: boolean;
  assets: string[];
  modules: number[];
}
interface RsdoctorData {
  data: { chunkGraph: { chunks: Chunk[] }; moduleGraph: { modules: Module[] } };
}

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, top: { type: 'string', default: '25' } } });

if (!values['no-build']) {
  execFileSync('npx', ['rspress', 'build', '-c', 'scripts/analyze/rsdoctor.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' },
  });
}

/** `node_modules/@scope/name/…` → `@scope/name`, the framework's theme by component, our files by folder. */
function owner(file: string): string {
  const relative = path.relative(ROOT, file);
  const theme = /node_modules\/@rspress\/core\/dist\/theme\/(components|layout)\/([^/]+)/.exec(relative);
  if (theme) return `@rspress/core theme: ${theme[2]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative);
  if (pkg) return pkg[1];
  if (relative.startsWith('.rspress/')) return relative; // the framework's generated modules: site data, routes
  return relative.split('/').slice(0, 2).join('/');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const { data } = JSON.parse(readFileSync(path.join(ANALYZE_DIR, 'rsdoctor-data.json'), 'utf8')) as RsdoctorData;
const modules = new Map(data.moduleGraph.modules.map((module) => [module.id, module]));

for (const chunk of data.chunkGraph.chunks.filter((candidate) => candidate.initial)) {
  const scripts = chunk.assets.filter((asset) => asset.endsWith('.js'));
  if (scripts.length === 0) continue;
  const bytes = scripts.map((asset) => readFileSync(path.join(ANALYZE_DIR, asset)).length).reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  for (const id of chunk.modules) {
    const module = modules.get(id);
    if (!module || module.path.endsWith('.css')) continue;
    const key = owner(module.path);
    byOwner.set(key, (byOwner.get(key) ?? 0) + (module.size.gzipSize ?? 0));
  }
  console.log(`\n${scripts.join(', ')}: ${kb(bytes)} raw`);
  for (const [key, gzip] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`  ${kb(gzip).padStart(9)}  ${key}`);
  }
}
console.log('\nModule sizes are gzip of each module alone: they add up to more than the gzip of the whole chunk.');
