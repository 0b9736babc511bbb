/**
 * `npm run examples [-- <folder>...]`: installs, builds, serves and checks in Chromium each
 * project under examples/ that a walkthrough page was written from (examples/README.md says how
 * one is laid out). Not part of `npm test`: it downloads each example's packages from the
 * registry. Ends with the same `N passed, M failed` line as `npm test`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser';

const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../examples');

interface ExampleApp {
  dir: string;
  port: number;
  /**
   * The app's TypeScript compiles against packages the site does not install (React Native and
   * its Metro toolchain, Nx and its plugins: hundreds of packages each), so its own `build`
   * script type-checks it first (`tsc --noEmit && …`) instead of the site's unit test.
   */
  typeCheckedByBuild?: boolean;
}

interface ExampleCheck {
  url: string;
  expect: string[];
  /** The accessible name of a button to click once every `expect` text is shown. */
  click?: string;
  /** Or the exact accessible name of a link to click, for a navigation (`click` and `clickLink` exclude each other). */
  clickLink?: string;
  /** Text that must appear after the click. */
  after?: string;
  singletons?: string[];
}

export interface Example {
  name: string;
  pages: string[];
  apps: ExampleApp[];
  checks: ExampleCheck[];
  /**
   * Node scripts of the example folder, run after the apps are built and while they are served:
   * each measures or inspects the builds (bytes, requests, generated files), prints what it found
   * and exits non-zero when that differs from what the pages say. Each counts as one check.
   */
  scripts?: string[];
}

/** Reads and validates examples/<name>/example.json, naming the file on any mistake. */
export function readExample(name: string): Example {
  const file = path.join(EXAMPLES_DIR, name, 'example.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Omit<Example, 'name'>;
  const fail = (message: string) => {
    throw new Error(`${path.relative(process.cwd(), file)}: ${message}`);
  };
  if (!Array.isArray(data.pages) || data.pages.length === 0) fail('"pages" lists the pages written from this example');
  if (!Array.isArray(data.apps) || data.apps.length === 0) fail('"apps" lists the apps to build, remotes first');
  for (const app of data.apps) {
    if (!existsSync(path.join(EXAMPLES_DIR, name, app.dir, 'package.json'))) fail(`app "${app.dir}" has no package.json`);
    if (!Number.isInteger(app.port)) fail(`app "${app.dir}" needs a numeric "port"`);
    const build = (
      JSON.parse(readFileSync(path.join(EXAMPLES_DIR, name, app.dir, 'package.json'), 'utf8')) as { scripts?: { build?: string } }
    ).scripts?.build;
    if (app.typeCheckedByBuild && !build?.startsWith('tsc --noEmit && '))
      fail(`app "${app.dir}" is typeCheckedByBuild, so its build script must start with "tsc --noEmit && "`);
  }
  for (const script of data.scripts ?? []) {
    if (!existsSync(path.join(EXAMPLES_DIR, name, script))) fail(`script "${script}" does not exist`);
  }
  for (const check of Array.isArray(data.checks) ? data.checks : []) {
    if (check.click && check.clickLink) fail(`the check of ${check.url} sets both "click" and "clickLink"; one click per check`);
  }
  const checks = (data.checks?.length ?? 0) + (data.scripts?.length ?? 0);
  if (!Array.isArray(data.checks) || checks === 0) fail('"checks" lists what to verify in Chromium ("scripts" may add more)');
  return { name, ...data };
}

/** The folders under examples/ that hold an example.json. */
export function exampleNames(): string[] {
  return readdirSync(EXAMPLES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(EXAMPLES_DIR, entry.name, 'example.json')))
    .map((entry) => entry.name)
    .sort();
}

function run(command: string, args: string[], cwd: string): void {
  console.log(`  $ (${path.relative(EXAMPLES_DIR, cwd)}) ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview on port ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`http://localhost:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered on port ${port} within 90 s`);
}

/** Loaded copies of each package across every share scope the federation runtime registered. */
async function loadedCopies(page: Page, names: string[]): Promise<Record<string, string[]>> {
  return page.evaluate((packages) => {
    type Shared = { loaded?: boolean; from?: string; version?: string; useIn?: string[] };
    const share =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    const result: Record<string, string[]> = {};
    for (const name of packages) {
      const seen = new Set<Shared>();
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const shared of Object.values(scope[name] ?? {})) if (shared.loaded) seen.add(shared);
      result[name] = [...seen].map((s) => `${s.version} from ${s.from}, used by ${(s.useIn ?? []).join(', ') || 'its owner'}`);
    }
    return result;
  }, names);
}

async function runCheck(page: Page, check: ExampleCheck): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(check.url, { waitUntil: 'load' });
  for (const text of check.expect) await page.getByText(text).first().waitFor({ timeout: 30_000 });
  if (check.click) await page.getByRole('button', { name: check.click }).first().click();
  if (check.clickLink) await page.getByRole('link', { name: check.clickLink, exact: true }).first().click();
  if (check.after) await page.getByText(check.after).first().waitFor({ timeout: 10_000 });
  if (check.singletons?.length) {
    for (const [name, copies] of Object.entries(await loadedCopies(page, check.singletons))) {
      console.log(`    ${name}: ${copies.length} loaded (${copies.join('; ') || 'none'})`);
      if (copies.length !== 1) problems.push(`${name}: ${copies.length} copies loaded, expected 1`);
    }
  }
  page.off('console', onConsole);
  return problems;
}

async function runExample(example: Example): Promise<{ passed: number; failed: number }> {
  const root = path.join(EXAMPLES_DIR, example.name);
  console.log(`\n${example.name} (${example.pages.join(', ')})`);
  for (const app of example.apps) {
    const cwd = path.join(root, app.dir);
    run('npm', ['install', '--no-audit', '--no-fund'], cwd);
    run('npm', ['run', 'build'], cwd);
  }
  const servers = example.apps.map((app) =>
    spawn('npm', ['run', 'preview'], { cwd: path.join(root, app.dir), detached: true, stdio: 'ignore' }),
  );
  let passed = 0;
  let failed = 0;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await Promise.all(example.apps.map((app, index) => waitForPort(app.port, servers[index]!)));
    for (const check of example.checks) {
      const page = await browser.newPage();
      const problems = await runCheck(page, check).catch((error: Error) => [error.message.split('\n')[0]!]);
      await page.close();
      if (problems.length === 0) passed++;
      else failed++;
      console.log(`  ${problems.length === 0 ? '✓' : '✗'} ${check.url}${problems.map((p) => `\n      ${p}`).join('')}`);
    }
    for (const script of example.scripts ?? []) {
      console.log(`  $ (${example.name}) node ${script}`);
      const result = spawnSync('node', [script], { cwd: root, stdio: 'inherit', env: { ...process.env, CI: '1' } });
      if (result.status === 0) passed++;
      else failed++;
      console.log(`  ${result.status === 0 ? '✓' : '✗'} ${script}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // That preview had already exited; the others still need stopping.
      }
    }
  }
  return { passed, failed };
}

async function main(): Promise<void> {
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : exampleNames();
  let passed = 0;
  let failed = 0;
  for (const name of names) {
    try {
      const result = await runExample(readExample(name));
      passed += result.passed;
      failed += result.failed;
    } catch (error) {
      console.error(`  ✗ ${name}: ${(error as Error).message}`);
      failed++;
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
