/**
 * Reads a page the way the framework's MDX loader does (frontmatter blanked out so line numbers
 * stay true, `{#id}` heading suffixes escaped) and parses it into a syntax tree with positions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { grayMatter } from '@rspress/shared/gray-matter';
import type { Root } from 'mdast';
import { escapeMarkdownHeadingIds } from '../internals';
import type { Problem } from './problem';

export interface Page {
  file: string;
  frontmatter: Record<string, unknown>;
  /** Line of each top-level frontmatter key, for messages. */
  frontmatterLines: Map<string, number>;
  /** Undefined when the page does not parse (a problem says why). */
  tree?: Root;
  problems: Problem[];
}

interface YamlError {
  reason?: string;
  mark?: { line: number; column: number };
}

interface SyntaxError {
  reason?: string;
  line?: number;
  column?: number;
}

function readFrontmatter(file: string, source: string) {
  try {
    // With options, gray-matter skips its cache: called without, it returns the half-parsed
    // result of an earlier failed parse of the same text (the framework's) instead of throwing.
    const { content, data } = grayMatter(source, {});
    const raw = source.slice(0, source.length - content.length);
    const frontmatterLines = new Map<string, number>();
    raw.split('\n').forEach((text, index) => {
      const key = /^([\w-]+)\s*:/.exec(text)?.[1];
      if (key) frontmatterLines.set(key, index + 1);
    });
    return { frontmatter: data, frontmatterLines, body: raw.replace(/[^\n]/g, '') + content, problems: [] };
  } catch (error) {
    const { reason, mark } = error as YamlError;
    // The YAML text starts right after the opening `---`, so the parser's line 0 is the file's line 1.
    const problem: Problem = {
      file,
      line: (mark?.line ?? 0) + 1,
      column: mark ? mark.column + 1 : undefined,
      message: `frontmatter is not valid YAML: ${reason ?? String(error)}`,
    };
    return { frontmatter: {}, frontmatterLines: new Map<string, number>(), body: source, problems: [problem] };
  }
}

export function readPage(file: string): Page {
  return parsePage(file, readFileSync(file, 'utf8'));
}

/** A page from its source as given (the dev server passes the text it is compiling). */
export function parsePage(file: string, source: string): Page {
  const { frontmatter, frontmatterLines, body, problems } = readFrontmatter(file, source);
  const format = path.extname(file) === '.md' ? 'md' : 'mdx';
  try {
    const tree = createProcessor({ format }).parse(escapeMarkdownHeadingIds(body)) as Root;
    return { file, frontmatter, frontmatterLines, tree, problems };
  } catch (error) {
    const { reason, line, column } = error as SyntaxError;
    const message = `${format.toUpperCase()} syntax error: ${reason ?? String(error)}`;
    return { file, frontmatter, frontmatterLines, problems: [...problems, { file, line: line ?? 1, column, message }] };
  }
}
