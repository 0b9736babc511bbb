/**
 * The tools stay untangled: what both the tests and the scripts use lives in support/, which
 * imports neither; a script imports no test file; and a test imports from scripts/ only the script
 * it tests, never as a helper (a helper both need belongs in support/).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../importGraph';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The scripts tests may import: each one's own unit test checks it. */
const TESTED_SCRIPTS: Record<string, string> = {
  'scripts/official-pages.ts': 'tests/content/official-addresses.test.ts',
  'scripts/upstream/report.ts': 'tests/unit/upstream.test.ts',
  'scripts/workTree.ts': 'tests/unit/work-tree.test.ts',
};

describe('tool layers', () => {
  const graph = importGraph(ROOT, ['support', 'scripts', 'tests']);
  const importsOf = (prefix: string) =>
    [...graph].filter(([file]) => file.startsWith(prefix)).flatMap(([file, targets]) => targets.map((target) => `${file} → ${target}`));

  it('support/ imports neither tests/ nor scripts/', () => {
    expect(importsOf('support/').filter((edge) => /→ (tests|scripts)\//.test(edge))).toEqual([]);
  });

  it('scripts/ import no test file', () => {
    expect(importsOf('scripts/').filter((edge) => /→ tests\//.test(edge))).toEqual([]);
  });

  it('a test imports a script only to test it', () => {
    const edges = importsOf('tests/').filter((edge) => /→ scripts\//.test(edge));
    const stray = edges.filter((edge) => {
      const [file, target] = edge.split(' → ') as [string, string];
      return TESTED_SCRIPTS[target] !== file;
    });
    expect(stray, 'Move what the test uses into support/').toEqual([]);
    expect(edges.length).toBeGreaterThan(0);
  });
});
