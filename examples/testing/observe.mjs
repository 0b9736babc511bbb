// node observe.mjs [--write]: runs the tests of the remote and of the host, with Vitest and the host's
// Rstest test too (the host is rebuilt
// first so that its build downloads the remote's types), then renames a prop in the downloaded
// types to show what the type checks report, and puts the file back. Compares the results with
// observed.json, or rewrites it with --write. Needs the remote built and served on 3210.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const EXPECTED = new URL('./observed.json', import.meta.url);
const TYPES = new URL('./host/@mf-types/remote/compiled-types/Button.d.ts', import.meta.url);

function run(app, command, args) {
  const result = spawnSync(command, args, {
    cwd: new URL(`./${app}/`, import.meta.url),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

// Runs vitest with its JSON reporter and keeps the counts and the name and status of each test
function vitest(app, files = []) {
  const report = new URL(`./${app}/vitest-report.json`, import.meta.url);
  const { status, output } = run(app, 'npx', ['vitest', 'run', ...files, '--reporter=json', `--outputFile=${report.pathname}`]);
  if (!existsSync(report)) throw new Error(`vitest wrote no report in ${app}:\n${output}`);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report);
  const tests = json.testResults
    .flatMap((file) =>
      // Type tests repeat their file's name in fullName
      file.assertionResults.map((test) => `${test.status}: ${test.title}`),
    )
    .sort();
  return { exitCode: status, passed: json.numPassedTests, failed: json.numFailedTests, tests };
}

// Rstest prints one line per test: "✓ name (12ms)" or "✗ name"; the file's own line names the file
function rstest(app) {
  const { status, output } = run(app, 'npx', ['rstest', 'run']);
  const tests = output
    .split('\n')
    // Rstest colours its output even when it is not a terminal
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''))
    .map((line) => /^\s*([✓✗×])\s+(.+?)(?:\s+\(\d+m?s\))?$/.exec(line))
    .filter((match) => match && !/\.rstest\.tsx\b/.test(match[2]))
    .map((match) => `${match[1] === '✓' ? 'passed' : 'failed'}: ${match[2]}`)
    .sort();
  return { exitCode: status, tests };
}

const observed = {};
observed.remote = vitest('remote');

const build = run('host', 'npm', ['run', 'build']);
if (build.status !== 0 || !existsSync(TYPES)) throw new Error(`the host build did not download the types:\n${build.output}`);
observed.host = vitest('host');
observed.hostRstest = rstest('host');

// The remote renames `label` to `text`: what do the host's type checks say?
const original = readFileSync(TYPES, 'utf8');
try {
  writeFileSync(TYPES, original.replace('label: string;', 'text: string;'));
  const tsc = run('host', 'npx', ['tsc', '--noEmit', '--pretty', 'false']);
  observed.renamedProp = {
    tsc: {
      exitCode: tsc.status,
      errors: tsc.output.split('\n').filter((line) => /error TS\d+/.test(line)).map((line) => line.trim()),
    },
    typeTests: vitest('host', ['src/remote-types.test-d.ts']),
  };
} finally {
  writeFileSync(TYPES, original);
}

const text = `${JSON.stringify(observed, null, 2)}\n`;
console.log(text);
if (process.argv.includes('--write')) {
  writeFileSync(EXPECTED, text);
  console.log('observed.json written');
} else if (!existsSync(EXPECTED) || readFileSync(EXPECTED, 'utf8') !== text) {
  console.error('observe.mjs: the results differ from observed.json (node observe.mjs --write to refresh)');
  process.exit(1);
}
