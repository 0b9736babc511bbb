/**
 * `npm run check`: what a writer runs before pushing, with no browser and no build. The typecheck,
 * the formatter and linter (Biome), the tests about what the pages say (tests/content: content,
 * navigation, links, language parity, the reference pages against the installed packages) and the
 * build's page checks over every page run side by side; each step's output is printed when it
 * ends, then one line with the time taken.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

interface Step {
  name: string;
  command: string[];
}

const STEPS: Step[] = [
  // Incremental, with what it learnt kept in node_modules/.cache: a writer runs the check again and again,
  // and a run after a small edit type-checks in about half the time (6.6 against 12.5 s alone on two cores).
  {
    name: 'typecheck',
    command: [bin('tsc'), '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/check.tsbuildinfo'],
  },
  // Formatting and lint rules (biome.jsonc); `npm run format` fixes what can be fixed.
  { name: 'format and lint', command: [bin('biome'), 'check', '.'] },
  // Every test about what the pages say lives in tests/content (the site's code is tested in tests/unit).
  // The walkthrough-equals-example test type-checks every example project, which takes minutes: it
  // runs in tests/unit, with `npm test`.
  { name: 'content tests', command: [bin('vitest'), 'run', 'tests/content/'] },
  { name: 'page checks', command: [bin('tsx'), 'scripts/check-pages.ts'] },
];

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Runs a step with its output held back, so the steps running side by side do not interleave. */
function run({ name, command: [command, ...args] }: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const outcome = { name, ok: code === 0, seconds: seconds(started) };
      process.stdout.write(`\n── ${name}: ${outcome.ok ? 'passed' : 'FAILED'} (${outcome.seconds.toFixed(1)} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(outcome);
    });
  });
}

const started = performance.now();
const outcomes = await Promise.all(STEPS.map(run));
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
const elapsed = `${seconds(started).toFixed(1)} s`;
console.log(failed.length === 0 ? `\ncheck passed in ${elapsed}` : `\ncheck FAILED (${failed.join(', ')}) in ${elapsed}`);
process.exit(failed.length === 0 ? 0 : 1);
