/**
 * The data fetching pages (/guide/data/data-fetch, data-fetch-cache, data-prefetch) name the API of
 * the installed `@module-federation/bridge-react`. Two things are held to its type declarations,
 * read with the TypeScript compiler:
 *
 * - every name a code block imports from `@module-federation/bridge-react` or one of its entry
 *   points (`import { cache, type DataFetchParams } from '@module-federation/bridge-react/data-fetch'`)
 *   is an export of that entry point;
 * - every option a page documents is a property of the options type of its function. An option
 *   table is a table whose first header cell is `Option` / `选项` (or `Option of \`fn\`` /
 *   `` `fn` 的选项``), and whose rows start with the key in code; its function is the one the
 *   header names, or else the first code span of the nearest heading above it
 *   (`` ## `cache` options ``). The options type is the type of the function's last parameter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tables as markdownTables, parsePage } from '../reference/markdown';
import { DOCS_DIR, LANGS } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const PACKAGE = '@module-federation/bridge-react';
const PACKAGE_DIR = path.join(ROOT, 'node_modules', PACKAGE);
const PAGES = ['guide/data/data-fetch.mdx', 'guide/data/data-fetch-cache.mdx', 'guide/data/data-prefetch.mdx'];
const BROKEN = path.join(ROOT, 'tests/fixtures/data-fetch-broken/data-fetch.mdx');
/** Entry point whose function an option table documents: the one the pages import them from. */
const FUNCTIONS_ENTRY = 'data-fetch';
const rel = (file: string) => path.relative(ROOT, file);

interface EntryPoint {
  exports: Set<string>;
  /** Property names of the last parameter's type of an exported function, if it is one. */
  optionsOf(name: string): string[] | undefined;
}

/** The type declarations of each entry point of the installed package, from its `exports` map. */
function installedEntryPoints(): Map<string, EntryPoint> {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types?: string }>;
  };
  const files = new Map<string, string>();
  for (const [key, value] of Object.entries(manifest.exports)) {
    if (typeof value === 'object' && value.types)
      files.set(key === '.' ? '' : key.replace(/^\.\//, ''), path.join(PACKAGE_DIR, value.types));
  }
  const program = ts.createProgram([...files.values()], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const entries = new Map<string, EntryPoint>();
  for (const [entry, file] of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const symbols = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    entries.set(entry, {
      exports: new Set(symbols.map((s) => s.name)),
      optionsOf(name) {
        const symbol = symbols.find((s) => s.name === name);
        if (!symbol || !source) return undefined;
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const signature = checker.getTypeOfSymbolAtLocation(target, source).getCallSignatures()[0];
        const last = signature?.getParameters().at(-1);
        if (!last) return undefined;
        const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(last, source));
        return checker.getPropertiesOfType(type).map((p) => p.name);
      },
    });
  }
  return entries;
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](@module-federation\/bridge-react(?:\/[\w-]+)?)['"]/g;

/**
 * Every difference between a page and the installed package, as `file:line: message`; the
 * functions whose option tables were read, with the keys of each, are added to `tables`.
 */
function differences(file: string, entries: Map<string, EntryPoint>, tables: Record<string, string[]> = {}): string[] {
  const source = readFileSync(file, 'utf8');
  const page = parsePage(source, file);
  const problems: string[] = [];
  const at = (line: number) => `${rel(file)}:${line}`;

  for (const block of page.blocks) {
    for (const match of block.code.matchAll(IMPORT)) {
      const entry = match[2].slice(PACKAGE.length + 1);
      const line = block.line + 1 + block.code.slice(0, match.index).split('\n').length - 1;
      const exports = entries.get(entry)?.exports;
      if (!exports) {
        problems.push(`${at(line)}: \`${match[2]}\` is not an entry point of ${PACKAGE}`);
        continue;
      }
      const names = match[1]
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        )
        .filter(Boolean);
      for (const name of names) if (!exports.has(name)) problems.push(`${at(line)}: \`${name}\` is not exported by \`${match[2]}\``);
    }
  }

  const functions = entries.get(FUNCTIONS_ENTRY)!;
  // An option table's function is named in its header cell or else in the nearest heading above it.
  for (const [header, ...rows] of markdownTables(source, page)) {
    const named = /^(?:Option(?: of `([\w.]+)`)?|(?:`([\w.]+)` 的)?选项)$/.exec(header!.cells[0] ?? '');
    if (!named) continue;
    const heading = page.headings.filter((h) => h.line < header!.line).at(-1);
    const fn = (named[1] ?? named[2] ?? /`([\w.]+)`/.exec(heading?.text ?? '')?.[1])?.replace(/^instance\./, '');
    const keys = fn ? functions.optionsOf(fn) : undefined;
    if (!keys)
      problems.push(`${at(header!.line)}: option table of \`${fn ?? '?'}\`, which is not a function of \`${PACKAGE}/${FUNCTIONS_ENTRY}\``);
    if (fn) tables[fn] ??= [];
    for (const { line, cells } of rows) {
      const key = /^`([\w$]+)`$/.exec(cells[0] ?? '')?.[1];
      if (!key) continue;
      if (fn) tables[fn]!.push(key);
      if (keys && !keys.includes(key))
        problems.push(`${at(line)}: \`${key}\` is not an option of \`${fn}\` (it takes ${keys.map((k) => `\`${k}\``).join(', ')})`);
    }
  }
  return problems;
}

describe('the data fetching pages', () => {
  const entries = installedEntryPoints();

  it('reads the installed package: version 2.8.2, with the data-fetch entry points', () => {
    const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
    const pinned = JSON.parse(readFileSync(path.join(ROOT, 'examples/data-fetch/host/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(version).toBe(pinned.dependencies[PACKAGE]);
    expect([...entries.get('data-fetch')!.exports]).toEqual(expect.arrayContaining(['createLazyComponent', 'cache', 'prefetch']));
    expect(entries.get('data-fetch')!.optionsOf('cache')).toEqual(['tag', 'maxAge', 'revalidate', 'getKey', 'onCache']);
  });

  it.each(PAGES.flatMap((page) => LANGS.map((lang) => [lang, page] as const)))(
    'names only installed exports and options (%s %s)',
    (lang, page) => {
      expect(differences(path.join(DOCS_DIR, lang, page), entries)).toEqual([]);
    },
  );

  it.each(LANGS)('reads the option tables of createLazyComponent, cache, configureCache and prefetch (%s)', (lang) => {
    const tables: Record<string, string[]> = {};
    for (const page of PAGES) differences(path.join(DOCS_DIR, lang, page), entries, tables);
    expect(Object.keys(tables).sort()).toEqual(['cache', 'configureCache', 'createLazyComponent', 'prefetch']);
    for (const keys of Object.values(tables)) expect(keys.length).toBeGreaterThan(1);
  });

  it('names the invented export and the invented option on a broken copy of a page', () => {
    const lines = readFileSync(BROKEN, 'utf8').split('\n');
    const badImport = lines.findIndex((l) => l.includes('prefetchData')) + 1;
    const badOption = lines.findIndex((l) => l.startsWith('| `staleTime`')) + 1;
    expect(badImport).toBeGreaterThan(0);
    expect(badOption).toBeGreaterThan(badImport);
    expect(differences(BROKEN, entries)).toEqual([
      `${rel(BROKEN)}:${badImport}: \`prefetchData\` is not exported by \`@module-federation/bridge-react/data-fetch\``,
      `${rel(BROKEN)}:${badOption}: \`staleTime\` is not an option of \`cache\` (it takes \`tag\`, \`maxAge\`, \`revalidate\`, \`getKey\`, \`onCache\`)`,
    ]);
  });
});
