/**
 * `npm run upstream` reads two things a maintainer acts on: which stated versions are older than
 * the newest release, and which page facts the drift tests found wrong, by page and line, from
 * the output vitest prints. Both are held here to small inputs of the shapes they read.
 */
import { describe, expect, it } from 'vitest';
import { behind, problemsByPage } from '../../scripts/upstream/report';
import { namedVersions } from '../../support/namedVersions';

describe('the upstream report', () => {
  it('lists only statements older than the newest release', () => {
    const releases = new Map([
      ['@module-federation/runtime', { name: '@module-federation/runtime', newest: '2.9.3' }],
      ['react', { name: 'react', newest: '19.3.1' }],
    ]);
    const lagging = behind(
      [
        { name: '@module-federation/runtime', version: '2.9.2', where: 'docs/en/a.mdx:3' },
        { name: '@module-federation/runtime', version: '2.9.3', where: 'docs/en/b.mdx:4' },
        { name: 'react', version: '19.3.1', where: 'examples/x/host/package.json' },
        { name: 'unknown-package', version: '1.0.0', where: 'docs/en/c.mdx:5' },
      ],
      releases,
    );
    expect([...lagging.keys()]).toEqual(['@module-federation/runtime']);
    expect(lagging.get('@module-federation/runtime')!.map((s) => s.where)).toEqual(['docs/en/a.mdx:3']);
  });

  it('reads the versions a line states, lists included', () => {
    expect(namedVersions('Uses `@rsbuild/core` 2.3.2 and `react` and `react-dom` 19.3.1, `x` 1.0.0.')).toEqual([
      { name: '@rsbuild/core', version: '2.3.2' },
      { name: 'react', version: '19.3.1' },
      { name: 'react-dom', version: '19.3.1' },
    ]);
  });

  it('groups the problems the failed drift tests print by page, and keeps a failure that names no page', () => {
    const printed = [
      ' FAIL  tests/content/reference.test.ts > configuration pages > document only real options',
      'AssertionError: expected [ …(2) ] to deeply equal []',
      '+ [',
      '+   "docs/en/configure/shared.mdx:40: `strictVersions` is not an option of shared",',
      '+   "/tmp/mf-docs-upstream-x/docs/zh/configure/shared.mdx:41 `strictVersions` is not an option of shared",',
      '+ ]',
      ' FAIL  tests/content/cli-page.test.ts > the mf command line page reads the installed program',
      "AssertionError: expected [ 'mf' ] to deeply equal [ 'mf', 'mf dts' ]",
    ].join('\n');
    expect(Object.fromEntries(problemsByPage(printed))).toEqual({
      'docs/en/configure/shared.mdx': ['40: `strictVersions` is not an option of shared'],
      'docs/zh/configure/shared.mdx': ['41: `strictVersions` is not an option of shared'],
      'tests/content/cli-page.test.ts': [
        "the mf command line page reads the installed program: AssertionError: expected [ 'mf' ] to deeply equal [ 'mf', 'mf dts' ]",
      ],
    });
  });
});
