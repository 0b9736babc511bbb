/**
 * Runs every `mf` command that guide/basic/cli.mdx documents on this example, while the provider
 * is served on port 3150, and checks what the page says about each: the exit code, a line of
 * the output, and the files written or not written. Prints one line per command and exits 1 when
 * any differs from the page. Files it creates only for a case (a broken config, an offline
 * config, `types-out/`) are removed again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
const PROVIDER = path.join(ROOT, 'provider');
const CONSUMER = path.join(ROOT, 'consumer');
const VERSION = JSON.parse(readFileSync(path.join(PROVIDER, 'node_modules/@module-federation/cli/package.json'), 'utf8')).version;

// The environment a developer's shell has: no NODE_ENV, no debug logging, not started by npm.
const env = { ...process.env };
for (const key of ['NODE_ENV', 'FEDERATION_DEBUG', 'npm_execpath', 'npm_lifecycle_event']) delete env[key];

const problems = [];

function run(cwd, command, args) {
  const bin = path.join(cwd, 'node_modules/.bin', command);
  const result = spawnSync(bin, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const remove = (...files) => files.forEach((file) => rmSync(file, { recursive: true, force: true }));

/** Writes a module-federation config that only a case uses; `fields` are the lines inside the object. */
function writeConfig(file, fields) {
  const lines = ["import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';", '', 'export default createModuleFederationConfig({'];
  writeFileSync(file, [...lines, ...fields.map((field) => `  ${field}`), '});', ''].join('\n'));
}


/**
 * One documented command: where it runs, what exit code and output the page states, which files
 * must exist afterwards and which must not.
 */
function check({ name, cwd, command = 'mf', args, before, code, output = [], files = [], absent = [] }) {
  before?.();
  const result = run(cwd, command, args);
  const found = [];
  if (result.code !== code) found.push(`exit code ${result.code}, the page says ${code}`);
  for (const text of output) if (!result.output.includes(text)) found.push(`output lacks ${JSON.stringify(text)}`);
  for (const file of files) if (!existsSync(path.join(cwd, file))) found.push(`${file} was not written`);
  for (const file of absent) if (existsSync(path.join(cwd, file))) found.push(`${file} exists`);
  const where = path.relative(ROOT, cwd);
  console.log(`  ${found.length ? '✗' : '✓'} (${where}) ${command} ${args.join(' ')} → exit ${result.code}`);
  for (const problem of found) console.log(`      ${problem}`);
  if (found.length) {
    console.log(result.output.replace(/^/gm, '      | '));
    problems.push(`${where}: ${command} ${args.join(' ')}`);
  }
}

const GENERATED = ['dist/@mf-types.zip', 'dist/@mf-types.d.ts', 'dist/@mf-types/format.d.ts', 'dist/@mf-types/compiled-types/format.d.ts'];
const FETCHED = ['@mf-types/index.d.ts', '@mf-types/provider/apis.d.ts', '@mf-types/provider/format.d.ts', '@mf-types/provider/compiled-types/format.d.ts'];

console.log(`@module-federation/cli ${VERSION}`);

// The program: version and help.
check({ name: 'version', cwd: PROVIDER, args: ['--version'], code: 0, output: [`Module Federation v${VERSION}`, `\n${VERSION}\n`] });
check({ name: 'help', cwd: PROVIDER, args: ['help'], code: 0, output: ['Usage: mf <command> [options]', 'dts [options]', 'help [command]'] });
check({ name: 'help dts', cwd: PROVIDER, args: ['help', 'dts'], code: 0, output: ['Usage: mf dts [options]'] });
check({
  name: 'dts help',
  cwd: PROVIDER,
  args: ['dts', '--help'],
  code: 0,
  output: ['--root <root>', '--output <output>', '--fetch <boolean>', '--generate <boolean>', '-c --config <config>', '-m --mode <mode>', '-h, --help'],
});

// Mistakes commander rejects before any action runs.
check({ name: 'no command', cwd: PROVIDER, args: [], code: 1, output: ['Usage: mf <command> [options]'] });
check({ name: 'unknown command', cwd: PROVIDER, args: ['build'], code: 1, output: ["error: unknown command 'build'"] });
check({ name: 'unknown option', cwd: PROVIDER, args: ['dts', '--out', 'types-out'], code: 1, output: ["error: unknown option '--out'"] });
check({ name: 'missing value', cwd: PROVIDER, args: ['dts', '--generate'], code: 1, output: ["error: option '--generate <boolean>' argument missing"] });

// A type error in an exposed module: TYPE-001, exit 1, no archive.
const brokenSource = path.join(PROVIDER, 'src/broken.ts');
const brokenConfig = path.join(PROVIDER, 'broken.config.ts');
check({
  name: 'type error',
  cwd: PROVIDER,
  args: ['dts', '-c', 'broken.config.ts'],
  before() {
    remove(path.join(PROVIDER, 'dist/@mf-types'), path.join(PROVIDER, 'dist/@mf-types.zip'), path.join(PROVIDER, 'dist/@mf-types.d.ts'));
    writeFileSync(brokenSource, "export const total: number = 'twelve';\n");
    writeConfig(brokenConfig, ["name: 'provider',", "exposes: { './broken': './src/broken.ts' },"]);
  },
  code: 1,
  output: ['Failed to generate type declaration', '#TYPE-001'],
  absent: ['dist/@mf-types.zip'],
});
// The same error when the config writes `dts.generateTypes` itself: the build plugin's defaults
// apply (abortOnError: false, compiled in a child process), the error is printed, the exit code is 0.
check({
  name: 'type error, generateTypes written',
  cwd: PROVIDER,
  args: ['dts', '-c', 'broken.config.ts'],
  before: () =>
    writeConfig(brokenConfig, ["name: 'provider',", "exposes: { './broken': './src/broken.ts' },", 'dts: { generateTypes: true },']),
  code: 0,
  output: ['#TYPE-001'],
  absent: ['dist/@mf-types.zip'],
});
// `dts: false` stops the command with the TypeScript message, exit 0.
check({
  name: 'dts false',
  cwd: PROVIDER,
  args: ['dts', '-c', 'broken.config.ts'],
  before: () => writeConfig(brokenConfig, ["name: 'provider',", "exposes: { './broken': './src/broken.ts' },", 'dts: false,']),
  code: 0,
  output: ['dts is only supported for TypeScript projects'],
});
remove(brokenSource, brokenConfig, path.join(PROVIDER, '.mf'), path.join(PROVIDER, 'dist/@mf-types'));

// Generating the provider's types (and putting back the archive the preview serves).
check({ name: 'generate', cwd: PROVIDER, args: ['dts'], code: 0, output: ['Federated types created correctly'], files: GENERATED });
const ZIP_BYTES = 524;
const zipBytes = statSync(path.join(PROVIDER, 'dist/@mf-types.zip')).size;
console.log(`  ${zipBytes === ZIP_BYTES ? '✓' : '✗'} dist/@mf-types.zip is ${zipBytes} bytes (the page says ${ZIP_BYTES})`);
if (zipBytes !== ZIP_BYTES) problems.push(`dist/@mf-types.zip is ${zipBytes} bytes`);
check({
  name: 'nothing to do',
  cwd: PROVIDER,
  args: ['dts', '--fetch', 'false', '--generate', 'no'],
  before: () => remove(path.join(PROVIDER, 'types-out')),
  code: 0,
  absent: ['types-out'],
});
const removeGenerated = () => remove(...['types-out', 'dist/@mf-types', 'dist/@mf-types.zip', 'dist/@mf-types.d.ts'].map((f) => path.join(PROVIDER, f)));
check({
  name: 'output',
  cwd: PROVIDER,
  args: ['dts', '--output', 'types-out'],
  before: removeGenerated,
  code: 0,
  files: GENERATED.map((file) => file.replace('dist/', 'types-out/')),
  absent: GENERATED,
});
remove(path.join(PROVIDER, 'types-out'));
// --config is the long form of -c; this run also puts back the archive the preview serves.
check({ name: 'config', cwd: PROVIDER, args: ['dts', '--config', 'module-federation.config.ts'], code: 0, files: GENERATED });

// Cases that end early.
check({ name: 'missing config', cwd: PROVIDER, args: ['dts', '-c', 'missing.config.ts'], code: 1, output: ["Cannot find module '" + path.join(PROVIDER, 'missing.config.ts') + "'"] });
check({ name: 'no tsconfig', cwd: PROVIDER, args: ['dts', '--root', 'src'], code: 0, output: ['dts is only supported for TypeScript projects'] });
check({ name: 'invalid mode', cwd: PROVIDER, args: ['dts', '--mode', 'staging'], code: 0, output: ['Invalid mode: staging. Valid choices are: dev, prod'] });
check({ name: 'prod mode', cwd: PROVIDER, args: ['dts', '-m', 'prod', '--fetch', 'false'], code: 0, output: ['process.env.NODE_ENV is set to production', 'Federated types created correctly'] });

// The consumer: without the fetched types its code does not type-check; with them it does.
check({ name: 'tsc before', cwd: CONSUMER, command: 'tsc', args: ['--noEmit'], before: () => remove(path.join(CONSUMER, '@mf-types')), code: 1, output: ["Cannot find module 'provider/format'"] });
check({ name: 'fetch', cwd: CONSUMER, args: ['dts', '--generate', 'false'], code: 0, output: ['Federated types extraction completed'], files: FETCHED });
check({ name: 'tsc after', cwd: CONSUMER, command: 'tsc', args: ['--noEmit'], code: 0 });

// Issue #5050: --output does not move the fetched types.
check({
  name: 'output on fetch',
  cwd: CONSUMER,
  args: ['dts', '--output', 'types-out'],
  before: () => remove(path.join(CONSUMER, '@mf-types'), path.join(CONSUMER, 'types-out')),
  code: 0,
  files: FETCHED,
  absent: ['types-out'],
});

// The setting that does move them: consumeTypes.typesFolder.
const folderConfig = path.join(CONSUMER, 'types-folder.config.ts');
check({
  name: 'consumeTypes.typesFolder',
  cwd: CONSUMER,
  args: ['dts', '--generate', 'false', '-c', 'types-folder.config.ts'],
  before: () =>
    writeConfig(folderConfig, [
      "name: 'consumer',",
      "remotes: { provider: 'provider@http://localhost:3150/mf-manifest.json' },",
      "dts: { consumeTypes: { typesFolder: 'types-out' } },",
    ]),
  code: 0,
  files: FETCHED.map((file) => file.replace('@mf-types/', 'types-out/')),
});
remove(folderConfig, path.join(CONSUMER, 'types-out'));

// A remote that does not answer: nothing is fetched, and the command still exits 0.
const offlineConfig = path.join(CONSUMER, 'offline.config.ts');
check({
  name: 'offline remote',
  cwd: CONSUMER,
  args: ['dts', '--generate', 'false', '-c', 'offline.config.ts'],
  before() {
    remove(path.join(CONSUMER, '@mf-types'));
    writeConfig(offlineConfig, ["name: 'consumer',", "remotes: { provider: 'provider@http://localhost:3159/mf-manifest.json' },"]);
  },
  code: 0,
  output: ['Federated types extraction completed'],
  absent: ['@mf-types/provider'],
});
remove(offlineConfig);

// Leave the consumer with its types, as after `npm run types`.
check({ name: 'fetch again', cwd: CONSUMER, args: ['dts', '--generate', 'false'], code: 0, files: FETCHED });

if (problems.length) {
  console.log(`${problems.length} command(s) differ from guide/basic/cli.mdx:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('every command behaves as guide/basic/cli.mdx says');
