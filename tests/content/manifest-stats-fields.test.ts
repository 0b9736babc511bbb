/**
 * The pages "Manifest fields" and "Stats fields" document every field of the mf-manifest.json and
 * mf-stats.json files that examples/manifest-fields/ generated (committed in its generated/
 * folder), and no field those files lack.
 *
 * Convention: a field is a table row whose first cell is its key path in one code span,
 * `| \`metaData.remoteEntry.name\` | ... |`; `shared[].version` is a key of the objects in the
 * `shared` array. Fields a build writes only in other setups are listed in prose, not in tables.
 * Both languages document the same set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unionKeyPaths } from '../../examples/manifest-fields/key-paths.mjs';
import { DOCS_DIR, LANGS } from '../routes';

const ROOT = path.dirname(DOCS_DIR);
const GENERATED = path.join(ROOT, 'examples/manifest-fields/generated');
const BROKEN = path.join(ROOT, 'tests/fixtures/manifest-fields-broken');
const APPS = ['remote', 'host'];
const rel = (file: string) => path.relative(ROOT, file);

const PAGES = [
  { file: 'mf-manifest.json', page: 'guide/advanced/manifest-fields.mdx' },
  { file: 'mf-stats.json', page: 'guide/advanced/stats-fields.mdx' },
];

const FIELD_ROW = /^\|\s*`([^`]+)`\s*\|/;
const KEY_PATH = /^[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

interface DocumentedField {
  field: string;
  line: number;
}

/** The fields a page documents: table rows outside code blocks whose first cell is a key path. */
function documentedFields(source: string): DocumentedField[] {
  const fields: DocumentedField[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (opening && (!fence || opening.startsWith(fence))) {
      fence = fence ? undefined : opening;
      return;
    }
    if (fence) return;
    const field = FIELD_ROW.exec(text)?.[1];
    if (field && KEY_PATH.test(field)) fields.push({ field, line: index + 1 });
  });
  return fields;
}

/** The key paths of one file name across the apps of a folder (generated/ or a broken copy). */
function generatedFields(dir: string, file: string): string[] {
  return unionKeyPaths(APPS.map((app) => JSON.parse(readFileSync(path.join(dir, app, file), 'utf8'))));
}

/**
 * Each difference between the generated fields and the page's rows, naming the field and the
 * page's file:line (for an undocumented field, the row of its nearest documented parent).
 */
function compare(fields: string[], pageFile: string, file: string): string[] {
  const documented = documentedFields(readFileSync(pageFile, 'utf8'));
  const rows = new Map<string, number>();
  const problems: string[] = [];
  for (const { field, line } of documented) {
    if (rows.has(field)) problems.push(`${rel(pageFile)}:${line}: \`${field}\` is documented twice (also line ${rows.get(field)})`);
    else rows.set(field, line);
  }
  const generated = new Set(fields);
  for (const field of fields) {
    if (rows.has(field)) continue;
    let parent = field;
    while (parent.includes('.') && !rows.has(parent)) parent = parent.slice(0, parent.lastIndexOf('.'));
    const parentRow = rows.get(parent) ?? rows.get(parent.replace(/\[\]$/, '')) ?? 1;
    problems.push(`${rel(pageFile)}:${parentRow}: \`${field}\` is in the generated ${file} but the page does not document it`);
  }
  for (const [field, line] of rows) {
    if (!generated.has(field)) problems.push(`${rel(pageFile)}:${line}: \`${field}\` is documented but no generated ${file} has it`);
  }
  return problems;
}

describe.each(PAGES)('$page', ({ file, page }) => {
  it.each(LANGS)(`documents exactly the fields of the generated ${file} (%s)`, (lang) => {
    expect(compare(generatedFields(GENERATED, file), path.join(DOCS_DIR, lang, page), file)).toEqual([]);
  });

  it('documents the same fields in both languages', () => {
    const [en, zh] = LANGS.map((lang) =>
      documentedFields(readFileSync(path.join(DOCS_DIR, lang, page), 'utf8'))
        .map((f) => f.field)
        .sort(),
    );
    expect(zh).toEqual(en);
  });
});

describe('the comparison', () => {
  it('reads key paths the way the pages write them', () => {
    expect(unionKeyPaths([{ a: { b: 1 }, list: [{ c: [] }, { d: 'x' }], tags: ['t'] }])).toEqual([
      'a',
      'a.b',
      'list',
      'list[].c',
      'list[].d',
      'tags',
    ]);
  });

  it('fails on a generated file with an undocumented field and without a documented one', () => {
    const page = path.join(DOCS_DIR, 'en', 'guide/advanced/manifest-fields.mdx');
    const problems = compare(generatedFields(BROKEN, 'mf-manifest.json'), page, 'mf-manifest.json');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^docs\/en\/guide\/advanced\/manifest-fields\.mdx:\d+: `metaData\.buildInfo\.hash` is in the generated mf-manifest\.json but the page does not document it$/,
    );
    expect(problems[1]).toMatch(
      /^docs\/en\/guide\/advanced\/manifest-fields\.mdx:\d+: `remotes\[\]\.alias` is documented but no generated mf-manifest\.json has it$/,
    );
  });
});
