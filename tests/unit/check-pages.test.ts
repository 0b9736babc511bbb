/**
 * `npm run check` rejects what the build rejects, without building: its page-check step
 * (scripts/check-pages.ts) runs on each broken fixture site in tests/fixtures/broken/ and must
 * exit 1 printing the line that names the file and line of the mistake; the `valid` site passes.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BROKEN_CASES, BROKEN_SITES, FIXTURE_CONFIG } from '../fixtures/broken/cases';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHECK_PAGES = path.join(ROOT, 'scripts/check-pages.ts');

/** Runs the page checks of `npm run check` from a fixture site's folder. */
async function checkPages(name: string): Promise<{ failed: boolean; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const run = promisify(execFile)(TSX, [CHECK_PAGES, FIXTURE_CONFIG], { cwd: path.join(BROKEN_SITES, name), env });
  return run.then(
    ({ stdout, stderr }) => ({ failed: false, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
}

describe.concurrent('npm run check finds the mistakes the build rejects', { timeout: 60_000 }, () => {
  it('passes the valid fixture site, so a failure below is caused by its one mistake', async () => {
    const { failed, output } = await checkPages('valid');
    expect(failed, output).toBe(false);
  });

  for (const { name, reports } of BROKEN_CASES) {
    it(`${name}: fails naming the file and line`, async () => {
      const { failed, output } = await checkPages(name);
      expect(failed, output).toBe(true);
      for (const report of reports) expect(output).toMatch(report);
    });
  }
});
