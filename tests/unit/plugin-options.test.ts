/**
 * The integration guides document their build plugin's own options as the installed package
 * declares them: under the section anchored `#plugin-options`, one `###` heading per option whose
 * whole text is its key in code, or one row per option, in a table before the section's first
 * sub-heading, whose first cell is its key in code (linked or not); every key present and no key
 * the package lacks, in both languages. Prose sub-headings (`### Remote objects`) may follow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Heading, readPage } from '../reference/markdown';
import { PLUGIN_OPTION_TYPES, pluginOptionKeys } from '../reference/packages';
import { DOCS_DIR, LANGS } from '../routes';

const PAGES: Record<keyof typeof PLUGIN_OPTION_TYPES, string> = {
  rsbuild: 'guide/basic/rsbuild.mdx',
  vite: 'guide/basic/vite.mdx',
  modernjs: 'guide/framework/modernjs.mdx',
};

const TABLE_ROW_KEY = /^\|\s*\[?`([^`]+)`(?:\]\([^)]*\))?\s*\|/;

/** The options the `#plugin-options` section documents: its sub-headings and table rows, with their lines. */
function documentedOptions(file: string): Heading[] {
  const headings = readPage(file).headings;
  const start = headings.findIndex((h) => h.id === 'plugin-options');
  if (start === -1) return [];
  const depth = headings[start]!.depth;
  const next = headings.find((h, i) => i > start && h.depth <= depth);
  const lines = readFileSync(file, 'utf8').split('\n');
  const subHeadings = headings.filter((h) => h.line > headings[start]!.line && (!next || h.line < next.line) && h.depth === depth + 1);
  const tableEnd = subHeadings[0]?.line ?? next?.line;
  const rows = lines
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ line }) => line > headings[start]!.line && (!tableEnd || line < tableEnd))
    .flatMap(({ text, line }) => {
      const key = TABLE_ROW_KEY.exec(text)?.[1];
      return key ? [{ depth: depth + 1, text: key, code: key, line }] : [];
    });
  return [...subHeadings.filter((h) => h.code), ...rows];
}

describe.each(Object.entries(PAGES) as [keyof typeof PAGES, string][])('%s plugin options', (plugin, page) => {
  const keys = pluginOptionKeys(plugin);

  it.each(LANGS)('%s page documents every option the package declares, and only those', (lang) => {
    const file = path.join(DOCS_DIR, lang, page);
    const headings = documentedOptions(file);
    const unknown = headings
      .filter((h) => h.code && !keys.includes(h.code))
      .map((h) => `${file}:${h.line}: ${h.code} is not an option of ${PLUGIN_OPTION_TYPES[plugin]}`);
    const documented = new Set(headings.map((h) => h.code));
    const missing = keys.filter((key) => !documented.has(key)).map((key) => `${file}: no ### \`${key}\` or table row under #plugin-options`);
    expect([...unknown, ...missing]).toEqual([]);
  });
});
