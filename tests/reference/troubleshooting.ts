// The troubleshooting pages against @module-federation/error-codes: which codes exist, the lines the packages print for each, which codes the tests reproduce, and the checks that a page section (`## … {#runtime-008}` on docs/<lang>/guide/troubleshooting/<kind>.mdx) quotes them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorDescMap, getShortErrorMsg } from '@module-federation/error-codes';
import { DOCS_DIR, type Lang } from '../routes';
import { type CodeBlock, type Heading, parsePage } from './markdown';
import { ROOT } from './packages';

/** Every code the installed package defines, in its order: `RUNTIME-001` … `BUILD-002`. */
export const ERROR_CODES: string[] = Object.keys(errorDescMap);

/** What the runtime puts before the package's text: `throw new Error('[ Federation Runtime ]: ' + msg)`. */
export const RUNTIME_PREFIX = '[ Federation Runtime ]: ';

/** `RUNTIME-008` → `runtime`: the page the package's docs URL points to. */
export const kindOf = (code: string) => code.split('-')[0].toLowerCase();

/** `RUNTIME-008` → `runtime-008`: the heading anchor. */
export const anchorOf = (code: string) => code.toLowerCase();

export const troubleshootingFile = (lang: Lang, kind: string) => path.join(DOCS_DIR, lang, 'guide/troubleshooting', `${kind}.mdx`);

const relative = (file: string) => path.relative(ROOT, file);

const moduleDir = (name: string) => path.join(ROOT, 'node_modules/@module-federation', name);

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(moduleDir(name), 'package.json'), 'utf8')) as { version: string }).version;

/** The line a reproduced section carries, naming the package (by default the runtime) and the version the tests ran. */
export function reproducedMarker(lang: Lang, pkg = 'runtime'): string {
  const named = `@module-federation/${pkg} ${installedVersion(pkg)}`;
  return lang === 'en' ? `Reproduced with ${named}` : `已用 ${named} 复现`;
}

/** Codes the tests provoke with the real packages: in Node (vitest) and in Chromium (Playwright). */
export const REPRODUCED = {
  node: [
    'RUNTIME-002',
    'RUNTIME-003',
    'RUNTIME-004',
    'RUNTIME-005',
    'RUNTIME-006',
    'RUNTIME-007',
    'RUNTIME-009',
    'RUNTIME-010',
    'RUNTIME-011',
    'RUNTIME-012',
    'RUNTIME-013',
    'RUNTIME-014',
    'RUNTIME-015',
  ],
  browser: ['RUNTIME-001', 'RUNTIME-008'],
} as const;

export const reproducedCodes = (): string[] => [...REPRODUCED.node, ...REPRODUCED.browser];

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|mjs|cjs)$/.test(file))
    .map((file) => path.join(dir, file));
}

let runtimeCodes: Set<string> | undefined;
/**
 * Codes the runtime throws through its own `error()`, which prefixes `[ Federation Runtime ]: `:
 * every `RUNTIME_0xx` the dist of @module-federation/runtime and runtime-core names. A runtime code
 * they never name (RUNTIME-012, thrown by @module-federation/webpack-bundler-runtime as
 * `new Error(getShortErrorMsg(…))`) is printed without the prefix.
 */
export function codesThrownByRuntime(): Set<string> {
  runtimeCodes ??= new Set(
    ['runtime', 'runtime-core']
      .flatMap((name) => jsFiles(path.join(moduleDir(name), 'dist')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bRUNTIME_(\d{3})\b/g)].map((m) => `RUNTIME-${m[1]}`)),
  );
  return runtimeCodes;
}

export interface PrintedLines {
  /** The message's first line: `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008`. */
  first: string;
  /** `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008`. */
  docs: string;
}

/** The first and docs lines the packages print for `code`, built with the package's own function. */
export function printedLines(code: string): PrintedLines {
  const lines = getShortErrorMsg(code, errorDescMap).split('\n');
  const docs = lines.find((line) => line.startsWith('View the docs'));
  if (!docs) throw new Error(`getShortErrorMsg printed no docs line for ${code}`);
  const prefix = codesThrownByRuntime().has(code) ? RUNTIME_PREFIX : '';
  return { first: `${prefix}${lines[0]}`, docs };
}

/** The first two lines that matter of a thrown message, for comparing with a page. */
export function linesOfMessage(message: string): PrintedLines {
  const lines = message.split('\n');
  return { first: lines[0], docs: lines.find((line) => line.startsWith('View the docs')) ?? '' };
}

export interface Section {
  file: string;
  heading: Heading;
  /** The first ```text block before the next `#`/`##` heading. */
  message?: CodeBlock;
  /** The section's source lines, heading included, with their numbers. */
  lines: { text: string; line: number }[];
}

/** The `##` section of `source` whose heading anchor is `id`, or undefined. */
export function findSection(source: string, file: string, id: string): Section | undefined {
  const page = parsePage(source, file);
  const heading = page.headings.find((h) => h.id === id && h.depth === 2);
  if (!heading) return undefined;
  const end = page.headings.find((h) => h.line > heading.line && h.depth <= 2)?.line ?? Number.MAX_SAFE_INTEGER;
  const inside = (line: number) => line > heading.line && line < end;
  const message = page.blocks.find((b) => b.lang === 'text' && inside(b.line));
  const lines = source
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ line }) => line >= heading.line && line < end);
  return { file, heading, message, lines };
}

/** The section of `code` on its page in `lang`, or a problem naming the file. */
export function codeSection(lang: Lang, code: string): Section | string {
  const file = troubleshootingFile(lang, kindOf(code));
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return `${relative(file)}: missing (it should document ${code})`;
  }
  return findSection(source, file, anchorOf(code)) ?? `${relative(file)}: no "## … {#${anchorOf(code)}}" heading for ${code}`;
}

/**
 * What is wrong with how `section` quotes `expected`: its first `text` block must start with the
 * first line and hold the docs line as a line of its own. Empty when it quotes both.
 */
export function quoteProblems(section: Section, code: string, expected: PrintedLines): string[] {
  const where = `${relative(section.file)}:${section.heading.line}`;
  if (!section.message) return [`${where}: the ${code} section has no \`\`\`text block with the message`];
  const at = `${relative(section.file)}:${section.message.line}`;
  const lines = section.message.code.split('\n');
  const problems: string[] = [];
  if (lines[0] !== expected.first) problems.push(`${at}: the ${code} message starts "${lines[0]}", the package prints "${expected.first}"`);
  if (!lines.includes(expected.docs)) problems.push(`${at}: the ${code} message lacks the line "${expected.docs}"`);
  return problems;
}

/** A source line as it reads once rendered: without `**`, `__` or backticks around words. */
const plainText = (text: string) => text.replace(/\*\*|__|`/g, '');

/** The line of `section` whose text carries `marker` (`**Reproduced** with …` counts), if any. */
export const markerLine = (section: Section, marker: string) => section.lines.find(({ text }) => plainText(text).includes(marker))?.line;

/** Problems with one language's section for a code the tests reproduced with `message` (by default with the runtime). */
export function reproducedProblems(lang: Lang, code: string, message: string, marker = reproducedMarker(lang)): string[] {
  const section = codeSection(lang, code);
  if (typeof section === 'string') return [section];
  const problems = quoteProblems(section, code, linesOfMessage(message));
  if (markerLine(section, marker) === undefined) {
    problems.push(`${relative(section.file)}:${section.heading.line}: the ${code} section lacks "${marker}"`);
  }
  return problems;
}
