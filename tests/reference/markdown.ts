/**
 * Reads the parts of an MDX page that the reference drift tests check: headings, fenced code
 * blocks and the `- **Type:**` lines. Line based, which is enough for the conventions in
 * CONTRIBUTING.md; every item keeps its line number so failures point at the source.
 */
import { readFileSync } from 'node:fs';

export interface Heading {
  depth: number;
  /** Heading text without the `{#id}` suffix. */
  text: string;
  id?: string;
  /** The key path when the whole heading is one inline code span (`` ## `singleton` ``). */
  code?: string;
  line: number;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** Line of the opening fence. */
  line: number;
}

export interface TypeLine {
  type: string;
  line: number;
}

export interface Page {
  file: string;
  title?: Heading;
  headings: Heading[];
  blocks: CodeBlock[];
  typeLines: TypeLine[];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
// English and Chinese wording of the Type line (CONTRIBUTING.md).
const TYPE_LINE = /^\s*[-*]\s+\*\*(?:Type:|类型：)\*\*\s+`([^`]+)`/;

export function parsePage(source: string, file: string): Page {
  const page: Page = { file, headings: [], blocks: [], typeLines: [] };
  const lines = source.split('\n');
  let fence: { marker: string; block: CodeBlock; body: string[] } | undefined;
  let inFrontmatter = lines[0] === '---';

  lines.forEach((text, index) => {
    const line = index + 1;
    if (inFrontmatter) {
      if (index > 0 && text === '---') inFrontmatter = false;
      return;
    }
    if (fence) {
      if (text.trim().startsWith(fence.marker) && text.trim().replace(/[`~]/g, '') === '') {
        fence.block.code = fence.body.join('\n');
        page.blocks.push(fence.block);
        fence = undefined;
      } else {
        fence.body.push(text);
      }
      return;
    }
    const opening = FENCE.exec(text);
    if (opening) {
      fence = { marker: opening[2], block: { lang: opening[3], meta: opening[4].trim(), code: '', line }, body: [] };
      return;
    }
    const heading = HEADING.exec(text);
    if (heading) {
      const idMatch = HEADING_ID.exec(heading[2]);
      const headingText = heading[2].replace(HEADING_ID, '').trim();
      const code = /^`([^`]+)`$/.exec(headingText)?.[1];
      const entry: Heading = { depth: heading[1].length, text: headingText, id: idMatch?.[1], code, line };
      if (entry.depth === 1 && !page.title) page.title = entry;
      page.headings.push(entry);
      return;
    }
    const typeLine = TYPE_LINE.exec(text);
    if (typeLine) page.typeLines.push({ type: typeLine[1], line });
  });
  return page;
}

/** The cells of one Markdown table row, split at each `|` that is not escaped as `\|`. */
export const tableCells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Every table row of a page outside its code blocks, with its line number (from 1) and cells. */
export function tableRows(source: string, page: Page): { line: number; cells: string[] }[] {
  const insideFence = new Set(page.blocks.flatMap((b) => Array.from({ length: b.code.split('\n').length + 2 }, (_, i) => b.line + i)));
  return source
    .split('\n')
    .flatMap((text, index) =>
      insideFence.has(index + 1) || !text.trim().startsWith('|') ? [] : [{ line: index + 1, cells: tableCells(text) }],
    );
}

/** Every table of a page: each run of table rows on consecutive lines, header and separator rows first. */
export function tables(source: string, page: Page): { line: number; cells: string[] }[][] {
  const runs: { line: number; cells: string[] }[][] = [];
  for (const row of tableRows(source, page)) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.line === row.line - 1) run.push(row);
    else runs.push([row]);
  }
  return runs;
}

export function readPage(file: string): Page {
  return parsePage(readFileSync(file, 'utf8'), file);
}

/** Headings that name an option, API or hook: a single inline code span. */
export const codeHeadings = (page: Page, depth?: number) =>
  page.headings.filter((h) => h.code && (depth === undefined || h.depth === depth));

/** Code blocks the tests compile: TypeScript, not marked as a fragment or a signature. */
export const compilableBlocks = (page: Page) =>
  page.blocks.filter((b) => /^tsx?$/.test(b.lang) && !/\b(fragment|signature)\b/.test(b.meta));
