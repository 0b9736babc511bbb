/**
 * The walkthrough pages show what was run: every titled code block on a page written from an
 * example under examples/ is that example's file byte for byte, the TypeScript files they show
 * type-check against the site's installed packages, the versions are exact and the page's
 * `<TestedWith>` shows them. Layout of an example: examples/README.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Example, exampleNames, readExample } from '../../plugins/exampleProjects/manifest';
import { withoutComments } from '../codeComments';
import { readPage } from '../reference/markdown';
import { DOCS_DIR, LANGS } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const EXAMPLES_DIR = path.join(ROOT, 'examples');
const examples: Example[] = exampleNames(EXAMPLES_DIR).map((name) => readExample(EXAMPLES_DIR, name));
const rel = (file: string) => path.relative(ROOT, file);

/** The walkthrough pages and the example under examples/ each must be written from. */
const WALKTHROUGHS: Record<string, string> = {
  'guide/basic/rsbuild.mdx': 'rsbuild',
  'guide/basic/vite.mdx': 'vite',
  'guide/basic/rslib.mdx': 'rslib',
  'guide/framework/modernjs.mdx': 'modernjs',
  'practice/frameworks/vue/index.mdx': 'vue',
  'practice/monorepos/nx.mdx': 'nx',
  'practice/frameworks/react-native.mdx': 'react-native',
  'guide/basic/testing.mdx': 'testing',
  'practice/frameworks/rspress.mdx': 'rspress',
  'practice/frameworks/angular/mf-ssr-angular.mdx': 'angular-ssr',
  'practice/frameworks/angular/service-workers-mf.mdx': 'angular-service-worker',
  'practice/frameworks/angular/auth0.mdx': 'angular-auth0',
  'practice/frameworks/angular/okta-auth.mdx': 'angular-okta',
};

const TITLE = /(?:^|\s)title="([^"]+)"/;

/** The titled blocks of an example's pages in both languages: page line, title and code. */
function titledBlocks(example: Example) {
  return example.pages.flatMap((page) =>
    LANGS.flatMap((lang) => {
      const file = path.join(DOCS_DIR, lang, page);
      return readPage(file)
        .blocks.map((block) => ({ page: file, lang, line: block.line, title: TITLE.exec(block.meta)?.[1], code: block.code }))
        .filter((block): block is typeof block & { title: string } => block.title !== undefined);
    }),
  );
}

/** Where a block and its file first differ, for a failure that says what to fix. */
function firstDifference(code: string, file: string): string {
  const [a, b] = [code.split('\n'), file.replace(/\n$/, '').split('\n')];
  const index = a.findIndex((line, i) => line !== b[i]);
  const at = index === -1 ? a.length : index;
  return `line ${at + 1} of the block: ${JSON.stringify(a[at] ?? '(end)')} vs the file: ${JSON.stringify(b[at] ?? '(end)')}`;
}

function appPackages(example: Example) {
  return example.apps.map((app) => {
    const file = path.join(EXAMPLES_DIR, example.name, app.dir, 'package.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    return { file, versions: { ...json.dependencies, ...json.devDependencies } };
  });
}

const DEFAULT_OPTIONS: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
};

/**
 * The app's TypeScript projects: its tsconfig.json and, for a solution-style config (Vite's
 * template: `files: []` with `references`), each referenced project.
 */
function appProjects(dir: string): ts.ParsedCommandLine[] {
  const parse = (file: string) =>
    ts.parseJsonConfigFileContent(ts.readConfigFile(file, ts.sys.readFile).config, ts.sys, path.dirname(file), undefined, file);
  const root = path.join(dir, 'tsconfig.json');
  if (!existsSync(root)) return [];
  const config = parse(root);
  const references = (config.projectReferences ?? []).map((ref) => parse(ts.resolveProjectReferencePath(ref)));
  return [config, ...references];
}

/**
 * Parsed files shared by every program below: each example's program reads the same TypeScript
 * libraries and package declarations (React, the federation packages), and parsing them once
 * instead of once per program is what keeps this test from taking minutes. A file is parsed
 * again when a setting that changes how it parses differs.
 */
const parsed = new Map<string, ts.SourceFile | undefined>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const settings =
      typeof languageVersion === 'object' ? [languageVersion.languageVersion, languageVersion.impliedNodeFormat] : [languageVersion];
    const key = [fileName, ...settings, options.jsx, options.moduleDetection].join('|');
    if (!parsed.has(key)) parsed.set(key, parse(fileName, languageVersion, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
}

/** Type errors in the example's shown TypeScript files, each compiled with the app project that includes it. */
function typeErrors(example: Example, shown: Set<string>): string[] {
  // An app marked typeCheckedByBuild compiles against packages the site does not install; its own build type-checks it.
  return example.apps
    .filter((app) => !app.typeCheckedByBuild)
    .flatMap((app) => {
      const dir = path.join(EXAMPLES_DIR, example.name, app.dir);
      const files = [...shown].filter((file) => file.startsWith(dir + path.sep) && /\.tsx?$/.test(file));
      const projects = appProjects(dir);
      const projectOf = (file: string) => projects.find((p) => p.fileNames.includes(file)) ?? projects[0];
      const groups = new Map<ts.ParsedCommandLine | undefined, string[]>();
      for (const file of files) groups.set(projectOf(file), [...(groups.get(projectOf(file)) ?? []), file]);
      const declarations = readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.d.ts') && !file.includes('node_modules'))
        .map((file) => path.join(dir, file));
      return [...groups].flatMap(([project, roots]) => {
        // The examples compile with TypeScript 6 or later, where `module` defaults to ESNext and
        // `strict` to true; the site's TypeScript 5.9 needs them spelled out.
        const options = project ? { module: ts.ModuleKind.ESNext, strict: true, ...project.options } : DEFAULT_OPTIONS;
        const compilerOptions = { ...options, noEmit: true };
        const program = ts.createProgram([...roots, ...declarations], compilerOptions, cachingHost(compilerOptions));
        return ts
          .getPreEmitDiagnostics(program)
          .filter((d) => !d.file || !d.file.fileName.includes('node_modules'))
          .map((d) => {
            const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
            const place = d.file ? `${rel(d.file.fileName)}:${(where?.line ?? 0) + 1}:${(where?.character ?? 0) + 1}` : rel(dir);
            return `${place} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
          });
      });
    });
}

describe('examples behind the walkthrough pages', () => {
  it('exist for every integration guide, each naming its page', () => {
    const written = Object.fromEntries(examples.flatMap((e) => e.pages.map((page) => [page, e.name])));
    expect(Object.fromEntries(Object.keys(WALKTHROUGHS).map((page) => [page, written[page]]))).toEqual(WALKTHROUGHS);
  });

  describe.each(examples.map((e) => [e.name, e] as const))('%s', (_, example) => {
    it('has its pages in both languages, each showing titled files of the example', () => {
      const missing = example.pages.flatMap((page) => LANGS.map((lang) => path.join(DOCS_DIR, lang, page))).filter((f) => !existsSync(f));
      expect(missing.map(rel)).toEqual([]);
      expect(titledBlocks(example).length).toBeGreaterThan(0);
    });

    // Chinese pages write the comments in Chinese: there the code must match with comments left out.
    it('shows every titled code block exactly as the file of the same path (comments aside on Chinese pages)', () => {
      const problems = titledBlocks(example).flatMap(({ page, lang, line, title, code }) => {
        const file = path.join(EXAMPLES_DIR, example.name, title);
        if (!existsSync(file)) return [`${rel(page)}:${line}: "${title}" is not a file of examples/${example.name}/`];
        const text = readFileSync(file, 'utf8');
        const [shown, actual] =
          lang === 'zh' ? [withoutComments(code, title), withoutComments(text.replace(/\n$/, ''), title)] : [code, text.replace(/\n$/, '')];
        if (lang === 'en' && !text.endsWith('\n')) return [`${rel(page)}:${line}: "${title}": the file does not end with a newline`];
        return shown === actual ? [] : [`${rel(page)}:${line}: "${title}" differs from the file at ${firstDifference(shown, actual)}`];
      });
      expect(problems).toEqual([]);
    });

    it('pins exact versions, which its pages show with <TestedWith example>', () => {
      const loose = appPackages(example).flatMap(({ file, versions }) =>
        Object.entries(versions)
          .filter(([, version]) => !/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(version))
          .map(([name, version]) => `${rel(file)}: ${name}@${version}`),
      );
      expect(loose).toEqual([]);
      // The component reads the versions from the example itself; a page only has to say which example it is.
      const untold = example.pages.flatMap((page) =>
        LANGS.flatMap((lang) => {
          const file = path.join(DOCS_DIR, lang, page);
          return readFileSync(file, 'utf8').includes(`<TestedWith example="${example.name}"`)
            ? []
            : [`${rel(file)}: no <TestedWith example="${example.name}"> under the title`];
        }),
      );
      expect(untold).toEqual([]);
    });

    it('type-checks the TypeScript files its pages show', { timeout: 120_000 }, () => {
      const shown = new Set(titledBlocks(example).map((b) => path.join(EXAMPLES_DIR, example.name, b.title)));
      expect(typeErrors(example, shown)).toEqual([]);
    });
  });
});
