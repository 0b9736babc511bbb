/**
 * `npm run upstream [-- --examples a,b] [--markdown <file>]`: what the newest releases would change
 * on the pages. It never changes the repository; everything happens in a temporary copy.
 *
 * 1. Releases: for every package a page states a version of, or an example pins, the version the
 *    registry's `latest` names now, and the pages and examples that state an older one.
 * 2. Drift: the tests that hold the pages to the packages (option names and types, hooks and
 *    their signatures, exports, error codes, CLI flags, the data-fetch API, the React Native
 *    options, TypeScript samples) run in a copy of the site whose `@module-federation/*`
 *    packages are the newest releases; each fact that no longer holds is printed under its page.
 * 3. With `--examples a,b`: those examples, in the copy, with every exact pin moved to its newest
 *    release (lock files removed), installed, built and checked as `npm run examples` does; their
 *    check scripts compare what they measure with the pages, so a moved figure is printed.
 *
 * Exits 1 when a page would become wrong (a drift test or an example check fails), 0 otherwise,
 * even when newer releases exist: a page that names the version it ran is still right.
 * `--markdown <file>` also writes the report as Markdown (the scheduled workflow's summary);
 * `--keep` leaves the copy in place to look into a failure.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { readExample } from '../plugins/exampleProjects/manifest';
import { newestReleases, pageStatements, pinStatements, type Release, type Statement } from './upstream/packages';
import { behind, problemsByPage } from './upstream/report';
import { movePins, newestSite } from './upstream/scratch';

/** The tests that compare what the pages say with what the installed packages declare. */
const DRIFT_TESTS = [
  'tests/content/reference.test.ts',
  'tests/content/plugin-options.test.ts',
  'tests/content/cli-page.test.ts',
  'tests/content/data-fetch-api.test.ts',
  'tests/content/troubleshooting.test.ts',
  'tests/content/troubleshooting-type.test.ts',
  'tests/content/metro-options.test.ts',
  'tests/content/manifest-stats-fields.test.ts',
];

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.split('=')[1];
};
const exampleArg = option('--examples');
const markdownFile = option('--markdown');
const keep = args.includes('--keep');
const lines: string[] = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

/** A list of names, the first ten and how many more. */
const list = (names: string[]) => (names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', '));

function reportReleases(statements: Statement[], releases: Map<string, Release>): void {
  const lagging = behind(statements, releases);
  say(`## Newer releases than the pages and examples state (${lagging.size} packages)`);
  say();
  for (const [name, found] of [...lagging].sort(([a], [b]) => a.localeCompare(b))) {
    const release = releases.get(name)!;
    const stated = [...new Set(found.map((s) => s.version))].sort(semver.compare).join(', ');
    const node =
      release.node && !semver.satisfies(process.version, release.node)
        ? ` (needs Node.js ${release.node}, this is ${process.version})`
        : '';
    const pages = [...new Set(found.filter((s) => s.where.startsWith('docs/')).map((s) => s.where.split(':')[0]))];
    const pins = [
      ...new Set(
        found.filter((s) => !s.where.startsWith('docs/')).map((s) => (s.where === 'package.json' ? 'the site' : s.where.split('/')[1]!)),
      ),
    ];
    say(`- \`${name}\` ${stated} → ${release.newest}${node}`);
    if (pages.length) say(`  - stated on ${pages.length} page(s): ${list(pages)}`);
    if (pins.length) say(`  - pinned by: ${list(pins)}`);
  }
  const missing = [...releases.values()].filter((r) => !r.newest).map((r) => r.name);
  if (missing.length) say(`\nThe registry serves no release of: ${missing.join(', ')}`);
  say();
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

function runDrift(root: string): number {
  const reportFile = path.join(root, '.upstream-drift.json');
  say('## Pages against the newest @module-federation/* releases');
  say();
  const vitest = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...DRIFT_TESTS],
    { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 256 * 1024 * 1024 },
  );
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
  } catch {
    say(`The drift tests did not run (vitest exited ${vitest.status}):\n${vitest.stderr}`);
    return 1;
  }
  const byPage = problemsByPage(`${vitest.stdout}\n${vitest.stderr}`);
  const tests = report.testResults.flatMap((f) => f.assertionResults);
  if (byPage.size === 0) say(`All ${tests.length} drift checks hold against the newest releases.`);
  for (const [page, problems] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    say(`- ${page}`);
    for (const problem of problems) say(`  - ${problem}`);
  }
  say();
  return byPage.size;
}

async function runExamples(root: string, names: string[], releases: Map<string, Release>): Promise<number> {
  // Loaded only here: it starts Chromium, which the report alone does not need.
  const { runExample } = await import('./examples');
  say(`## Examples on the newest releases: ${names.join(', ')}`);
  say();
  let failed = 0;
  for (const name of names) {
    const dir = path.join(root, 'examples', name);
    const example = readExample(path.join(root, 'examples'), name);
    const moved = example.apps.flatMap((app) => {
      const file = path.join(dir, app.dir, 'package.json');
      rmSync(path.join(dir, app.dir, 'package-lock.json'), { force: true });
      return movePins(file, releases, (pkg) => {
        const node = releases.get(pkg)?.node;
        return !node || semver.satisfies(process.version, node) || example.node !== undefined;
      }).map((m) => `${app.dir}: ${m}`);
    });
    say(`- ${name}: ${moved.length ? moved.join('; ') : 'every pin is already the newest release'}`);
    const result = await runExample(example, dir, false).catch((error: Error) => {
      say(`  - ${error.message.split('\n')[0]}`);
      return { passed: 0, failed: 1 };
    });
    say(
      `  - ${result.passed} passed, ${result.failed} failed${result.failed ? ' (the output above shows what differs from the pages)' : ''}`,
    );
    failed += result.failed;
  }
  say();
  return failed;
}

async function main(): Promise<void> {
  const statements = [...pageStatements(), ...pinStatements()];
  say(`# Upstream report, ${new Date().toISOString().slice(0, 10)}`);
  say();
  const releases = await newestReleases(statements.map((s) => s.name));
  reportReleases(statements, releases);
  const site = newestSite(releases, (line) => console.log(line));
  let wrong = 0;
  try {
    wrong += runDrift(site.root);
    if (exampleArg) wrong += await runExamples(site.root, exampleArg.split(',').filter(Boolean), releases);
  } finally {
    if (keep) console.log(`The copy stays in ${site.root} (--keep).`);
    else site.remove();
  }
  say(
    wrong
      ? `${wrong} page(s) or example check(s) would become wrong on the newest releases.`
      : 'No page would become wrong on the newest releases.',
  );
  if (markdownFile) writeFileSync(markdownFile, `${lines.join('\n')}\n`);
  process.exitCode = wrong ? 1 : 0;
}

await main();
