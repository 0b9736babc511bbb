/**
 * A reader gets from a walkthrough page to its running project with the page alone: every page an
 * example's example.json lists offers the project's download near its top and every file of it
 * in its last section, "All files" (plugins/exampleProjects publishes both), every page that
 * names a project folder is one of those pages, and a file tree on such a page names only files
 * the reader can see: on the page, in "All files", or made by the build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleNames, readExample } from '../../plugins/exampleProjects/manifest';
import { projectPaths } from '../../plugins/exampleProjects/project';
import { readPage } from '../reference/markdown';
import { DOCS_DIR, LANGS, pageFiles } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const EXAMPLES_DIR = path.join(ROOT, 'examples');
const rel = (file: string) => path.relative(ROOT, file);
const names = exampleNames(EXAMPLES_DIR);
const paths = projectPaths(EXAMPLES_DIR);
const ALL_FILES = { en: '## All files {#all-files}', zh: '## 全部文件 {#all-files}' } as const;

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(source: string): { text: string; line: number }[] {
  let fence: string | undefined;
  return source.split('\n').flatMap((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      return [];
    }
    return fence ? [] : [{ text, line: index + 1 }];
  });
}

/** Problems with where a page places the download and the files of `name`. */
function placementProblems(file: string, name: string, lang: 'en' | 'zh'): string[] {
  const lines = proseLines(readFileSync(file, 'utf8'));
  const at = (pattern: RegExp | string) =>
    lines.findIndex((l) => (typeof pattern === 'string' ? l.text === pattern : pattern.test(l.text)));
  const problems: string[] = [];
  const firstH2 = at(/^## /);
  const download = at(`<ExampleDownload example="${name}" />`);
  if (download < 0 || (firstH2 >= 0 && download > firstH2))
    problems.push(`${rel(file)}: <ExampleDownload example="${name}" /> must come before the first ## heading`);
  const section = at(ALL_FILES[lang]);
  const lastH2 = lines.map((l) => l.text.startsWith('## ')).lastIndexOf(true);
  if (section < 0 || section !== lastH2) problems.push(`${rel(file)}: the last ## heading must be "${ALL_FILES[lang]}"`);
  else if (at(`<ExampleFiles example="${name}" />`) < section)
    problems.push(`${rel(file)}:${lines[section]!.line}: "${ALL_FILES[lang]}" must hold <ExampleFiles example="${name}" />`);
  return problems;
}

interface TreeEntry {
  /** The tree's first line, the folder it starts at (`dist`, `host`, the project's name). */
  root: string;
  path: string;
  line: number;
}

/**
 * The files a text block drawn as a tree names (`├── src/`, `│   └── App.tsx   # a comment`),
 * each with its path from the tree's first line and the page line it is on.
 */
function treeFiles(code: string, firstLine: number): TreeEntry[] {
  const lines = code.split('\n');
  if (!lines.some((l) => /[├└]── /.test(l))) return [];
  const root = (lines.find((l) => l.trim() !== '' && !/[├└│]/.test(l)) ?? '')
    .split(/\s{2,}|\s+#/)[0]!
    .trim()
    .replace(/\/$/, '');
  const stack: string[] = [];
  const entries: TreeEntry[] = [];
  lines.forEach((text, index) => {
    const branch = /^([│ ]*)[├└]── (.*)$/.exec(text.replace(/\u00a0/g, ' '));
    if (!branch) return;
    const depth = Math.round(branch[1]!.length / 4);
    const name = branch[2]!.split(/\s{2,}|\s+#/)[0]!.trim();
    stack.length = depth;
    if (name.endsWith('/')) stack.push(name.slice(0, -1));
    else if (name && !name.includes('…') && !name.includes('...'))
      entries.push({ root, path: [...stack, name].join('/'), line: firstLine + index + 1 });
  });
  return entries;
}

/** Of `candidates` (paths under examples/), those git ignores: what installs and builds make. */
function ignored(candidates: string[]): Set<string> {
  if (candidates.length === 0) return new Set();
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: EXAMPLES_DIR,
    input: candidates.join('\n'),
    encoding: 'utf8',
  });
  return new Set(result.stdout.split('\n').filter(Boolean));
}

describe('walkthrough pages lead to their running project', () => {
  it.each(names)('%s: each page offers the download at the top and All files at the end', (name) => {
    const problems = readExample(EXAMPLES_DIR, name).pages.flatMap((page) =>
      LANGS.flatMap((lang) => placementProblems(path.join(DOCS_DIR, lang, page), name, lang)),
    );
    expect(problems).toEqual([]);
  });

  it('every page that names a project folder is one of its pages, so it offers the download', () => {
    const pagesOf = new Map(names.map((name) => [name, new Set(readExample(EXAMPLES_DIR, name).pages)]));
    const problems = LANGS.flatMap((lang) =>
      pageFiles(lang).flatMap((page) => {
        const file = path.join(DOCS_DIR, lang, page);
        return proseLines(readFileSync(file, 'utf8')).flatMap(({ text, line }) =>
          [...text.matchAll(/`examples\/([\w-]+)\/?`/g)]
            .filter((m) => pagesOf.has(m[1]!) && !pagesOf.get(m[1]!)!.has(page))
            .map((m) => `${rel(file)}:${line}: names examples/${m[1]}/ but is not in its example.json "pages"`),
        );
      }),
    );
    expect(problems).toEqual([]);
  });

  it.each(names)('%s: the file trees of its pages name only files a reader can see', (name) => {
    const files = new Set(paths.get(name));
    const problems = readExample(EXAMPLES_DIR, name).pages.flatMap((page) =>
      LANGS.flatMap((lang) => {
        const file = path.join(DOCS_DIR, lang, page);
        const { blocks } = readPage(file);
        const titled = new Set(blocks.map((b) => /(?:^|\s)title="([^"]+)"/.exec(b.meta)?.[1]).filter(Boolean));
        const entries = blocks.filter((b) => b.lang === 'text' || b.lang === '').flatMap((b) => treeFiles(b.code, b.line));
        // A tree starts at the project folder, at one of its apps or at a folder of an app (`dist/`).
        const apps = readExample(EXAMPLES_DIR, name).apps.map((app) => app.dir);
        const candidates = ({ root, path: file }: TreeEntry) =>
          [file, `${root}/${file}`, ...apps.flatMap((app) => [`${app}/${file}`, `${app}/${root}/${file}`])].map((c) =>
            path.posix.normalize(c),
          );
        const unseen = entries.filter((entry) => !candidates(entry).some((c) => files.has(c) || titled.has(c)));
        const made = ignored(unseen.flatMap((entry) => candidates(entry).map((c) => `${name}/${c}`)));
        return unseen
          .filter((entry) => !candidates(entry).some((c) => made.has(`${name}/${c}`)))
          .map((entry) => `${rel(file)}:${entry.line}: the tree names ${entry.path}, which is not a file of examples/${name}/`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

it('the examples folder exists', () => {
  expect(existsSync(EXAMPLES_DIR)).toBe(true);
});
