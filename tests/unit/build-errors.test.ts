/**
 * Bad input is rejected at build time: the real `rspress build` runs on each small site in
 * tests/fixtures/broken/ (the site's own build checks, the default theme) and must fail with a
 * line naming the file and line of the mistake, leaving nothing to publish. The `valid` site is
 * the control: the same configuration builds it.
 */
import { execFile } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BROKEN_CASES, BROKEN_SITES, FIXTURE_CONFIG } from '../fixtures/broken/cases';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RSPRESS = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');

interface BuildResult {
  failed: boolean;
  output: string;
  published: boolean;
}

/** Builds one fixture site from a clean state with the CLI, as `npm run build:check` does. */
async function buildFixture(name: string): Promise<BuildResult> {
  const cwd = path.join(BROKEN_SITES, name);
  const outDir = path.join(cwd, 'doc_build');
  // The framework writes its generated modules under <cwd>/node_modules/.rspress.
  for (const dir of [outDir, path.join(cwd, 'node_modules')]) rmSync(dir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  const run = promisify(execFile)(process.execPath, [RSPRESS, 'build', '-c', FIXTURE_CONFIG], {
    cwd,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { failed, output } = await run.then(
    ({ stdout, stderr }) => ({ failed: false, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  return { failed, output, published: existsSync(path.join(outDir, 'index.html')) };
}

// Each build is its own process with its own folders, so they run side by side.
describe.concurrent('the build rejects bad input', { timeout: 120_000 }, () => {
  it('builds the valid fixture site, so a failure below is caused by its one mistake', async () => {
    const { failed, output, published } = await buildFixture('valid');
    expect(failed, output).toBe(false);
    expect(published).toBe(true);
  });

  for (const { name, reports } of BROKEN_CASES) {
    it(`${name}: fails naming the file and line, and publishes nothing`, async () => {
      const { failed, output, published } = await buildFixture(name);
      expect(failed, output).toBe(true);
      for (const report of reports) expect(output).toMatch(report);
      expect(published, 'a failed build must leave no site to publish').toBe(false);
    });
  }
});
