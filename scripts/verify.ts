/**
 * The test steps of `npm test`, in order, stopping at the first that fails, a line with the time
 * each step took, a line counting flaky and skipped tests, and one closing line `N passed, M failed`
 * and nothing else, because CI counts the tests from exactly that shape: the tests of both runners
 * (vitest, Playwright) summed, read from their JSON reports. A flaky test is one that failed before
 * it passed on its retry; it counts as passed, and the run lists it by name. A gate that is not a
 * test runner (format and lint, typecheck, build, Lighthouse, and last a work tree left as the run
 * found it) adds one failure when it fails, so a red run never reads "0 failed". The closing line is
 * also written to `.test-reports/summary.txt` (`.ci/run` prints it again after npm's own error lines).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedSince, workTreeState } from './workTree';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, '.test-reports');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Titles of the tests that passed only on a retry (also counted in `passed`). */
  flaky: string[];
}

interface Step {
  name: string;
  /** A command to run, or a check made here (true when it passes). */
  command: string[] | (() => boolean);
  env?: Record<string, string>;
  /** Reads the tests' outcomes from the step's JSON report; absent for gates. */
  counts?: () => Counts;
}

const report = (name: string) => path.join(REPORTS, `${name}.json`);

/** Vitest's JSON report (the Jest shape). */
function vitestCounts(file: string): Counts {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, flaky: [] };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
}

/** Every spec of a Playwright report whose test ended `flaky`, as `file:line › suite › title`. */
function flakyTests(suites: PlaywrightSuite[] = [], parents: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const titles = suite.file === suite.title ? parents : [...parents, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    return [...own, ...flakyTests(suite.suites, titles)];
  });
}

/** Playwright's JSON report: a test that passed on its retry counts as passed and is listed as flaky. */
function playwrightCounts(file: string): Counts {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const flaky = flakyTests(json.suites);
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped, flaky };
}

const vitest = (name: string, config?: string): Step => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(name)}`,
  ],
  counts: () => vitestCounts(report(name)),
});

const STEPS: Step[] = [
  { name: 'format and lint', command: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  vitest('unit'),
  { name: 'build', command: ['npm', 'run', 'build:check'] },
  vitest('build', 'vitest.build.config.ts'),
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e') },
    counts: () => playwrightCounts(report('e2e')),
  },
  { name: 'lighthouse', command: ['npm', 'run', 'lighthouse', '--', '--gate'] },
  { name: 'clean work tree', command: () => unchangedWorkTree() },
];

// The work tree as the run found it; in CI, a fresh clone.
const workTreeBefore = workTreeState(ROOT);

/** Every output of the steps is ignored by .gitignore: no file of the repository changed, none was added. */
function unchangedWorkTree(): boolean {
  const changed = changedSince(workTreeBefore, workTreeState(ROOT));
  if (changed.length > 0) {
    console.error(
      `The test run changed the work tree (add outputs to .gitignore, restore what a test edits):\n${changed.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return changed.length === 0;
}

function runStep({ command, env }: Step): boolean {
  if (typeof command === 'function') return command();
  const [program, ...args] = command;
  return spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function summaryLine(total: Counts): string {
  return `${total.passed} passed, ${total.failed} failed`;
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const times: string[] = [];
let failedStep: string | undefined;
for (const step of STEPS) {
  const started = performance.now();
  const ok = runStep(step);
  times.push(`${step.name} ${duration(performance.now() - started)}`);
  const counted = step.counts && existsSync(report(step.name)) ? step.counts() : undefined;
  if (counted) {
    total.passed += counted.passed;
    total.failed += counted.failed;
    total.skipped += counted.skipped;
    total.flaky.push(...counted.flaky);
  }
  // A runner that failed without a failing test (it crashed, or found no tests) still counts once.
  if (!ok && (!counted || counted.failed === 0)) total.failed += 1;
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

const line = summaryLine(total);
writeFileSync(path.join(REPORTS, 'summary.txt'), `${line}\n`);
console.log(`\nStep times: ${times.join(', ')}.`);
console.log(`${total.flaky.length} flaky, ${total.skipped} skipped.`);
if (total.flaky.length > 0)
  console.log(`Flaky (failed, then passed on the retry):\n${total.flaky.map((title) => `  ${title}`).join('\n')}`);
if (failedStep) console.error(`\nnpm test stopped at the ${failedStep} step.`);
console.log(line);
process.exit(failedStep ? 1 : 0);
