/**
 * Reads which options a page documents in one of its sections (CONTRIBUTING.md, "Walkthrough
 * pages"): the `###` headings whose whole text is a key path in code, and the rows of a table
 * before the section's first sub-heading whose first cell is a key in code, linked or not.
 * Prose sub-headings (`### Remote objects`) may follow the table.
 */
import { readFileSync } from 'node:fs';
import { type Heading, readPage } from './markdown';

const TABLE_ROW_KEY = /^\|\s*\[?`([^`]+)`(?:\]\([^)]*\))?\s*\|/;

/** The options the section anchored `section` documents, each with its line. */
export function documentedOptions(file: string, section: string): Heading[] {
  const headings = readPage(file).headings;
  const start = headings.findIndex((h) => h.id === section);
  if (start === -1) return [];
  const { depth, line: from } = headings[start]!;
  const next = headings.find((h, i) => i > start && h.depth <= depth);
  const inSection = (line: number) => line > from && (!next || line < next.line);
  const subHeadings = headings.filter((h) => inSection(h.line) && h.depth === depth + 1);
  const tableEnd = subHeadings[0]?.line ?? next?.line;
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      const line = index + 1;
      const key = line > from && (!tableEnd || line < tableEnd) ? TABLE_ROW_KEY.exec(text)?.[1] : undefined;
      return key ? [{ depth: depth + 1, text: key, code: key, line }] : [];
    });
  return [...subHeadings.filter((h) => h.code), ...rows];
}

/** Options the section names that `keys` lacks, and keys it leaves out, as `file:line: message`. */
export function optionProblems(file: string, section: string, keys: string[], typeName: string): string[] {
  const documented = documentedOptions(file, section);
  if (documented.length === 0) return [`${file}: no options documented under #${section}`];
  const unknown = documented
    .filter((h) => !keys.includes(h.code!))
    .map((h) => `${file}:${h.line}: ${h.code} is not an option of ${typeName}`);
  const names = new Set(documented.map((h) => h.code));
  const missing = keys.filter((key) => !names.has(key)).map((key) => `${file}: no \`${key}\` under #${section}`);
  return [...unknown, ...missing];
}
