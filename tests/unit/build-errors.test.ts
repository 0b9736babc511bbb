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

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/broken');
const RSPRESS = path.join(ROOT, 'node_modules/@rspress/core/bin/rspress.js');

interface BuildResult {
  failed: boolean;
  output: string;
  published: boolean;
}

/** Builds one fixture site from a clean state with the CLI, as `npm run build:check` does. */
async function buildFixture(name: string): Promise<BuildResult> {
  const cwd = path.join(FIXTURES, name);
  const outDir = path.join(cwd, 'doc_build');
  // The framework writes its generated modules under <cwd>/node_modules/.rspress.
  for (const dir of [outDir, path.join(cwd, 'node_modules')]) rmSync(dir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  const run = promisify(execFile)(process.execPath, [RSPRESS, 'build', '-c', '../rspress.config.ts'], {
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

interface BrokenCase {
  name: string;
  /** Lines the build must print: `file:line[:column]: message`. */
  reports: RegExp[];
}

const CASES: BrokenCase[] = [
  {
    name: 'malformed-mdx',
    reports: [/^\s*docs\/en\/guide\.mdx:12:\d+: MDX syntax error: Expected a closing tag for `<span>`/m],
  },
  {
    name: 'dead-link',
    reports: [/^\s*docs\/en\/guide\.mdx:12:33: link to a missing page: \/api$/m],
  },
  {
    name: 'dead-anchor',
    reports: [/^\s*docs\/zh\/guide\.mdx:8:3: link to a missing anchor: \/#intro \(no heading with the id "intro" in zh\/index\.mdx\)$/m],
  },
  {
    name: 'missing-image',
    reports: [/^\s*docs\/en\/guide\.mdx:14:1: missing image: \/missing-diagram\.svg$/m],
  },
  {
    name: 'one-language',
    reports: [/^\s*docs\/en\/faq\.mdx:1: page has no zh twin: add docs\/zh\/faq\.mdx/m],
  },
  {
    name: 'invalid-yaml',
    reports: [/^\s*docs\/en\/guide\.mdx:3:13: frontmatter is not valid YAML: incomplete explicit mapping pair/m],
  },
  {
    name: 'wrong-frontmatter',
    reports: [
      /^\s*docs\/en\/guide\.mdx:3: frontmatter "sidebar_position" must be a number, not "x"$/m,
      /^\s*docs\/en\/guide\.mdx:4: frontmatter "pageType" must be one of home, doc, doc-wide, custom, 404, blank, not "guide"$/m,
    ],
  },
];

// Each build is its own process with its own folders, so they run side by side.
describe.concurrent('the build rejects bad input', { timeout: 120_000 }, () => {
  it('builds the valid fixture site, so a failure below is caused by its one mistake', async () => {
    const { failed, output, published } = await buildFixture('valid');
    expect(failed, output).toBe(false);
    expect(published).toBe(true);
  });

  for (const { name, reports } of CASES) {
    it(`${name}: fails naming the file and line, and publishes nothing`, async () => {
      const { failed, output, published } = await buildFixture(name);
      expect(failed, output).toBe(true);
      for (const report of reports) expect(output).toMatch(report);
      expect(published, 'a failed build must leave no site to publish').toBe(false);
    });
  }
});
