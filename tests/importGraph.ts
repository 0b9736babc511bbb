/**
 * The relative imports between our source files (import, export … from, import()) read with
 * TypeScript's pre-processor, and the import circles among them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (relative to the root, `/`-separated) → the source files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The source file a relative specifier names; undefined for stylesheets, JSON and other assets. */
function resolveRelative(from: string, specifier: string): string | undefined {
  // A bundler query ('./x.css?url') names the file before it.
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  if (existsSync(base)) return undefined;
  throw new Error(`${from}: import '${specifier}' names no file`);
}

/** The graph of every source file under `dirs`, following relative imports wherever they lead. */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const pending = dirs.flatMap((dir) => sourceFilesUnder(path.join(root, dir)));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(relative(file))) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => resolveRelative(file, fileName) ?? []);
    graph.set(relative(file), [...new Set(targets.map(relative))]);
    pending.push(...targets);
  }
  return graph;
}

/** Every import circle, each as the files in import order ending with its first file again. */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const onStack = stack.indexOf(file);
    if (onStack !== -1) return void cycles.push([...stack.slice(onStack), file]);
    if (done.has(file)) return;
    stack.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    stack.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}
