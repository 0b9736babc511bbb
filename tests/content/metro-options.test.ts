/**
 * The React Native page (/practice/frameworks/react-native) documents the options of
 * `withModuleFederation` from `@module-federation/metro`. Its three option tables are held to the
 * type declarations of the version the page's example pins:
 *
 * - `## … {#options}`: the properties of `ModuleFederationConfig`;
 * - `### … {#shared-options}`: the properties of `SharedConfig` (one entry of `shared`);
 * - `### … {#flags}`: the properties of `MetroMFFlags` (`flags` of the plugin's second argument).
 *
 * The first table after each heading has one row per property: the property in code in the first
 * cell, its declared type in code in the second. A property missing from the table, a row naming no
 * property, and a type that differs are each reported with the page's file and line.
 *
 * The site cannot install `@module-federation/metro`: its peer dependencies (Metro, React Native)
 * conflict with the site's own tools. The test reads the published package of the pinned version
 * instead, unpacked once into node_modules/.cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsePage, tables } from '../reference/markdown';
import { DOCS_DIR, LANGS } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const PACKAGE = '@module-federation/metro';
const PAGE = 'practice/frameworks/react-native.mdx';
const EXAMPLE_PACKAGE = path.join(ROOT, 'examples/react-native/host/package.json');
const BROKEN = path.join(ROOT, 'tests/fixtures/metro-options-broken/react-native.mdx');
const rel = (file: string) => path.relative(ROOT, file);

/** Which declared type each table documents, by the id of the heading above it. */
const TABLES: Record<string, string> = {
  options: 'ModuleFederationConfig',
  'shared-options': 'SharedConfig',
  flags: 'MetroMFFlags',
};

function pinnedVersion(): string {
  const manifest = JSON.parse(readFileSync(EXAMPLE_PACKAGE, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const version = manifest.dependencies?.[PACKAGE] ?? manifest.devDependencies?.[PACKAGE];
  if (!version) throw new Error(`${rel(EXAMPLE_PACKAGE)} does not depend on ${PACKAGE}`);
  return version;
}

/** `dist/types.d.ts` of the published package, downloaded and unpacked on first use. */
function publishedTypes(version: string): string {
  const dir = path.join(ROOT, 'node_modules/.cache/published', `${PACKAGE.replace('/', '+')}@${version}`);
  const file = path.join(dir, 'package/dist/types.d.ts');
  if (!existsSync(file)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', dir, '--silent'], {
      cwd: dir,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1)!;
    execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir]);
  }
  return file;
}

interface Declarations {
  /** Each declared interface or object type alias: property name → type text. */
  types: Map<string, Map<string, string>>;
  /** Each other type alias: name → the type it stands for (`Shared` → `Record<string, SharedConfig>`). */
  aliases: Map<string, string>;
}

function declarations(file: string): Declarations {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const types = new Map<string, Map<string, string>>();
  const aliases = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
    const members = ts.isInterfaceDeclaration(statement)
      ? statement.members
      : ts.isTypeLiteralNode(statement.type)
        ? statement.type.members
        : undefined;
    if (!members) {
      aliases.set(statement.name.text, (statement as ts.TypeAliasDeclaration).type.getText(source));
      continue;
    }
    const properties = new Map<string, string>();
    for (const member of members)
      if (ts.isPropertySignature(member) && member.type) properties.set(member.name.getText(source), member.type.getText(source));
    types.set(statement.name.text, properties);
  }
  return { types, aliases };
}

/** A type as a table cell writes it, compared without spaces and with `\|` read as `|`. */
const normalType = (type: string) => type.replace(/\\\|/g, '|').replace(/\s+/g, '');

/** Every difference between the page's option tables and the declarations, as `file:line: message`. */
function differences(file: string, { types, aliases }: Declarations): string[] {
  const source = readFileSync(file, 'utf8');
  const page = parsePage(source, file);
  const pageTables = tables(source, page);
  const problems: string[] = [];
  const at = (line: number) => `${rel(file)}:${line}`;
  for (const [id, typeName] of Object.entries(TABLES)) {
    const properties = types.get(typeName);
    if (!properties) throw new Error(`${PACKAGE} no longer declares ${typeName}`);
    const heading = page.headings.find((h) => h.id === id);
    if (!heading) {
      problems.push(`${rel(file)}: no heading with the id \`${id}\` for the table of ${typeName}`);
      continue;
    }
    // The first table after the heading; its first two rows are the header and the separator.
    const table = pageTables.find((rows) => rows[0]!.line > heading.line) ?? [];
    const documented = new Set<string>();
    for (const { line, cells } of table.slice(2)) {
      const name = /^`([\w$]+)`$/.exec(cells[0] ?? '')?.[1];
      if (!name) continue;
      documented.add(name);
      const type = properties.get(name);
      if (type === undefined) {
        problems.push(
          `${at(line)}: \`${name}\` is not a property of ${typeName} (it has ${[...properties.keys()].map((k) => `\`${k}\``).join(', ')})`,
        );
        continue;
      }
      const written = /`([^`]+)`/.exec(cells[1] ?? '')?.[1];
      // A table may spell out what an alias stands for.
      const accepted = [type, aliases.get(type)].filter((t) => t !== undefined).map(normalType);
      if (written === undefined || !accepted.includes(normalType(written)))
        problems.push(
          `${at(line)}: \`${name}\` is declared as \`${type}\`, the table says ${written === undefined ? 'no type' : `\`${written}\``}`,
        );
    }
    for (const name of properties.keys())
      if (!documented.has(name))
        problems.push(`${at(heading.line)}: ${typeName} has \`${name}\`, which the table under this heading does not list`);
  }
  return problems;
}

describe('the React Native page', () => {
  const version = pinnedVersion();
  const declared = declarations(publishedTypes(version));

  it('reads the published declarations of the version the example pins', () => {
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(publishedTypes(version)), '../package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(manifest).toMatchObject({ name: PACKAGE, version });
    for (const typeName of Object.values(TABLES)) expect(declared.types.get(typeName)?.size).toBeGreaterThan(1);
  });

  it.each(LANGS)('documents every option of withModuleFederation with its declared type (%s)', (lang) => {
    expect(differences(path.join(DOCS_DIR, lang, PAGE), declared)).toEqual([]);
  });

  it('names the invented option, the wrong type and the missing option on a broken copy of the page', () => {
    const lines = readFileSync(BROKEN, 'utf8').split('\n');
    const line = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    const invented = line('| `remoteTypes`');
    const wrongType = line('| `eager`');
    const flagsHeading = line('### Flags');
    expect(Math.min(invented, wrongType, flagsHeading)).toBeGreaterThan(0);
    expect(differences(BROKEN, declared)).toEqual([
      `${rel(BROKEN)}:${invented}: \`remoteTypes\` is not a property of ModuleFederationConfig (it has ${[...declared.types.get('ModuleFederationConfig')!.keys()].map((k) => `\`${k}\``).join(', ')})`,
      `${rel(BROKEN)}:${wrongType}: \`eager\` is declared as \`boolean\`, the table says \`string\``,
      `${rel(BROKEN)}:${flagsHeading}: MetroMFFlags has \`unstable_patchRuntimeRequire\`, which the table under this heading does not list`,
    ]);
  });
});
