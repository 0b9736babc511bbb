/**
 * Reproducible builds: the site built again from the same commit is byte-identical to the build
 * `npm run build:check` just made, apart from the parts declared in declaredVariation.ts.
 * Runs after build:check in `npm run verify` (it needs that build, and one more).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { compareBuilds } from './compareBuilds';
import { DECLARED_VARIATION } from './declaredVariation';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'doc_build');
const FIRST = path.join(ROOT, '.reproducible/first-build');

it('builds the same bytes twice from one commit', { timeout: 15 * 60_000 }, async () => {
  expect(existsSync(path.join(BUILD, 'index.html')), 'run `npm run build:check` first').toBe(true);
  rmSync(FIRST, { recursive: true, force: true });
  mkdirSync(path.dirname(FIRST), { recursive: true });
  renameSync(BUILD, FIRST);
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  await promisify(execFile)('npm', ['run', 'build:check'], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
  const differences = compareBuilds(FIRST, BUILD, DECLARED_VARIATION);
  expect(differences, 'files that differ between two builds of one commit').toEqual([]);
  rmSync(FIRST, { recursive: true, force: true });
});
