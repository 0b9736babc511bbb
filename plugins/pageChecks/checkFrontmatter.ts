/**
 * Frontmatter keys the site uses and the type each must have. The framework reads frontmatter
 * without checking it: `pageType: dcs` or `sidebar_position: "x"` would pass silently.
 */

import type { Problem } from './problem';
import type { Page } from './readPage';

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', '404', 'blank'] as const;

type Check = { expected: string; accepts: (value: unknown) => boolean };

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** YAML turns `2024-04-03` into a Date; a quoted ISO date stays a string. */
const isDate = (value: unknown) =>
  (value instanceof Date && !Number.isNaN(value.getTime())) ||
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)));

const STRING: Check = { expected: 'a string', accepts: isString };
const BOOLEAN: Check = { expected: 'true or false', accepts: isBoolean };

/** Every frontmatter key a page may carry (the framework's `FrontMatterMeta`, plus ours). */
export const FRONTMATTER_FIELDS: Record<string, Check> = {
  title: STRING,
  titleSuffix: STRING,
  description: STRING,
  // What readers call the page when its title does not say it: the search ranks these near the title.
  keywords: {
    expected: 'a list of words or phrases, e.g. [共享策略, version-first]',
    accepts: (v) => Array.isArray(v) && v.length > 0 && v.every((item) => typeof item === 'string' && item.trim() !== ''),
  },
  pageType: { expected: `one of ${PAGE_TYPES.join(', ')}`, accepts: (v) => PAGE_TYPES.includes(v as never) },
  hero: { expected: 'an object', accepts: isPlainObject },
  features: { expected: 'a list', accepts: Array.isArray },
  navbar: BOOLEAN,
  sidebar: { expected: 'true, false or "placeholder"', accepts: (v) => isBoolean(v) || v === 'placeholder' },
  outline: BOOLEAN,
  footer: BOOLEAN,
  overview: BOOLEAN,
  overviewHeaders: { expected: 'a list of heading depths', accepts: (v) => Array.isArray(v) && v.every(Number.isInteger) },
  lineNumbers: BOOLEAN,
  search: BOOLEAN,
  sidebar_position: { expected: 'a number', accepts: (v) => typeof v === 'number' && Number.isFinite(v) },
  date: { expected: 'a date written YYYY-MM-DD', accepts: isDate },
};

export function checkFrontmatter(page: Page, needsDate: boolean): Problem[] {
  const { file, frontmatter, frontmatterLines } = page;
  const at = (key: string) => ({ file, line: frontmatterLines.get(key) ?? 1 });
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(frontmatter)) {
    const field = FRONTMATTER_FIELDS[key];
    if (!field) {
      problems.push({ ...at(key), message: `unknown frontmatter key "${key}" (known: ${Object.keys(FRONTMATTER_FIELDS).join(', ')})` });
    } else if (!field.accepts(value)) {
      problems.push({ ...at(key), message: `frontmatter "${key}" must be ${field.expected}, not ${JSON.stringify(value)}` });
    }
  }
  if (needsDate && frontmatter.date === undefined) {
    problems.push({ file, line: 1, message: 'a blog post needs a "date: YYYY-MM-DD" in its frontmatter (the feeds are sorted by it)' });
  }
  return problems;
}
