/** No import circles in the theme and the MDX components: each part can be read, and changed, from the bottom up. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../importGraph';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import graph', () => {
  const graph = importGraph(ROOT, ['theme', 'components']);

  it('has no circle among theme/ and components/', () => {
    const circles = findCycles(graph).map((cycle) => cycle.join(' → '));
    expect(circles, 'Move what both sides need into a file below both').toEqual([]);
  });

  it('sees the imports of the theme entry and of MDX components', () => {
    expect(graph.get('theme/index.tsx')).toEqual(expect.arrayContaining(['theme/nav/Nav.tsx', 'theme/search/Search.tsx']));
    expect(graph.get('components/Video.tsx')).toContain('theme/i18n.ts');
  });

  it('names each file of a circle in import order', () => {
    const circular = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(circular)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(
      findCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});
