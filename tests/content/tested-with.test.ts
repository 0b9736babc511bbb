/**
 * What a page says it was tested with must be what ran. The only runs this repository keeps are
 * the projects under examples/<folder>/ whose example.json lists the page in "pages" (`npm run
 * examples` builds and checks them). A walkthrough says it with `<TestedWith example="…">`, whose
 * versions the build reads from the project itself (plugins/exampleProjects/provenance.ts, which
 * also fails on a project that does not list the page); what this test holds is the rest:
 *
 * - the notes a page writes inside `<TestedWith>`, and any callout titled "Tested with"
 *   (Chinese: "测试环境"), may name a package with a version, as `name` X.Y.Z (or a list such as
 *   `react` and `react-dom` X.Y.Z), only with a version one of the example's package.json files
 *   pins, when the example depends on the package at all;
 * - such a callout is only on a page an example lists.
 *
 * What was only read from packages, or not run, goes in another callout ("Versions" / "版本"),
 * which this test leaves alone. Each problem is reported with the page's file and line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedVersions } from '../../support/namedVersions';
import { DOCS_DIR, LANGS, pageFiles } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const EXAMPLES_DIR = path.join(ROOT, 'examples');
const rel = (file: string) => path.relative(ROOT, file);

/** The opening line of a callout whose title says that what follows was run, or of the component that says it. */
const TESTED_WITH = /^(?::::\s*[a-z]+\s+.*(?:Tested with|测试环境)|<TestedWith\b)/;
const CLOSING = /^(?::::\s*|<\/TestedWith>\s*)$/;
const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

interface Callout {
  /** 1-based line of the callout's opening `:::`. */
  line: number;
  body: string;
}

/** The "Tested with" / "测试环境" callouts of a page, outside code blocks. */
function testedWithCallouts(source: string): Callout[] {
  const lines = source.split('\n');
  const callouts: Callout[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(lines[i])?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence || !TESTED_WITH.test(lines[i])) continue;
    if (/\/>\s*$/.test(lines[i])) continue;
    const end = lines.findIndex((line, j) => j > i && CLOSING.test(line));
    callouts.push({ line: i + 1, body: lines.slice(i + 1, end === -1 ? undefined : end).join('\n') });
    if (end !== -1) i = end;
  }
  return callouts;
}

interface ExampleVersions {
  name: string;
  pages: string[];
  /** Package name → the exact versions the example's package.json files pin for it. */
  versions: Map<string, Set<string>>;
}

/** The package.json files of an example folder, leaving out installed packages and build outputs. */
function packageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name.startsWith('dist') ? [] : packageFiles(file);
    }
    return entry.name === 'package.json' ? [file] : [];
  });
}

function readExamples(): ExampleVersions[] {
  return readdirSync(EXAMPLES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(EXAMPLES_DIR, entry.name, 'example.json')))
    .map((entry) => {
      const dir = path.join(EXAMPLES_DIR, entry.name);
      const { pages } = JSON.parse(readFileSync(path.join(dir, 'example.json'), 'utf8')) as { pages?: string[] };
      const versions = new Map<string, Set<string>>();
      for (const file of packageFiles(dir)) {
        const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
        for (const [name, version] of Object.entries({ ...json.dependencies, ...json.devDependencies })) {
          if (EXACT.test(version)) versions.set(name, (versions.get(name) ?? new Set()).add(version));
        }
      }
      return { name: entry.name, pages: pages ?? [], versions };
    });
}

describe('callouts titled "Tested with" / "测试环境"', () => {
  const examples = readExamples();
  const pages = LANGS.flatMap((lang) =>
    pageFiles(lang).flatMap((page) => {
      const file = path.join(DOCS_DIR, lang, page);
      const callouts = testedWithCallouts(readFileSync(file, 'utf8'));
      return callouts.length ? [{ page, file, callouts, backing: examples.filter((e) => e.pages.includes(page)) }] : [];
    }),
  );

  it('find the callouts and the versions they name', () => {
    const source = [
      ':::tip Tested with',
      'Node.js 20.20.2, `@rsbuild/core` 2.3.2 (Rspack 2.3.3), `react` and `react-dom` 19.3.1, `a`、`b` 与 `c` 1.0.0-rc.1,',
      '`@types/react` and the runtime 2.9.2, `npm run dev` 1.2.3, in Chromium 156.',
      ':::',
      '```md',
      ':::tip Tested with',
      '`x` 1.0.0',
      ':::',
      '```',
      ':::info Versions',
      '`y` 2.0.0',
      ':::',
      ':::tip 测试环境',
      '`z` 3.0.0',
      ':::',
      '<TestedWith example="a" />',
      '<TestedWith example="a" read="b">',
      'Made with `create-x` 4.0.0 and edited.',
      '</TestedWith>',
    ].join('\n');
    const callouts = testedWithCallouts(source);
    expect(callouts.map((c) => c.line)).toEqual([1, 13, 17]);
    expect(callouts.flatMap((c) => namedVersions(c.body)).map(({ name, version }) => `${name}@${version}`)).toEqual([
      '@rsbuild/core@2.3.2',
      'react@19.3.1',
      'react-dom@19.3.1',
      'a@1.0.0-rc.1',
      'b@1.0.0-rc.1',
      'c@1.0.0-rc.1',
      'z@3.0.0',
      'create-x@4.0.0',
    ]);
  });

  it('are only on pages that an example lists in its example.json "pages"', () => {
    const unbacked = pages
      .filter(({ backing }) => backing.length === 0)
      .flatMap(({ file, callouts }) =>
        callouts.map(
          ({ line }) =>
            `${rel(file)}:${line}: no examples/*/example.json lists this page in "pages", so no kept run backs it: retitle the callout (e.g. "Versions" / "版本")`,
        ),
      );
    expect(unbacked).toEqual([]);
  });

  it('name each package with a version its example pins', () => {
    const wrong = pages.flatMap(({ file, callouts, backing }) =>
      callouts.flatMap(({ line, body }) =>
        namedVersions(body).flatMap(({ name, version }) => {
          const pinned = [...new Set(backing.flatMap((e) => [...(e.versions.get(name) ?? [])]))];
          if (pinned.length === 0 || pinned.includes(version)) return [];
          const where = backing.map((e) => `examples/${e.name}/`).join(', ');
          return [`${rel(file)}:${line}: \`${name}\` ${version}, but ${where} pins ${pinned.join(' and ')}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
