/**
 * `npm run examples [-- <folder>...]`: installs, builds, serves and checks in Chromium each
 * project under examples/ that a walkthrough page was written from (examples/README.md says how
 * one is laid out). Not part of `npm test`: it downloads each example's packages from the
 * registry. Ends with the same `N passed, M failed` line as `npm test`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import semver from 'semver';
import {
  type Example,
  type ExampleApp,
  type ExampleCheck,
  exampleNames,
  type OfflineReload,
  readExample,
} from '../plugins/exampleProjects/manifest';
import { readZip } from '../plugins/exampleProjects/zip';
import { chromiumLaunchOptions } from '../support/chromium';
import { decodeEntities } from '../support/html';

const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../examples');
/** Node versions downloaded for examples whose `node` range the running Node does not satisfy (git-ignored). */
const NODE_CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache/example-node');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = { ...process.env, CI: '1' }): void {
  console.log(`  $ (${path.relative(EXAMPLES_DIR, cwd)}) ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/**
 * The environment of an example's commands. Without a `node` range, or when the running Node
 * satisfies it, that is this process's. Otherwise the newest matching `node-<platform>-<arch>`
 * package (the registry serves each Node release as one) is installed once into NODE_CACHE/<version>,
 * and its `bin/` goes first on PATH. The package holds only the `node` binary, so `bin/` also gets
 * `npm` and `npx` shims that run this npm's own CLI under that binary: npm then starts the
 * example's scripts (and their `#!/usr/bin/env node` tools) under it too.
 */
function exampleEnv(range: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' };
  if (!range || semver.satisfies(process.version, range)) return env;
  const ready = (version: string) => existsSync(path.join(NODE_CACHE, version, 'bin', 'npm'));
  let version = semver.maxSatisfying((existsSync(NODE_CACHE) ? readdirSync(NODE_CACHE) : []).filter(ready), range);
  if (!version) {
    const pkg = `node-${process.platform}-${process.arch}`;
    const view = spawnSync('npm', ['view', pkg, 'versions', '--json'], { encoding: 'utf8' });
    version = view.status === 0 ? semver.maxSatisfying(JSON.parse(view.stdout) as string[], range) : null;
    if (!version) throw new Error(`no version of ${pkg} on the registry satisfies "node": "${range}"`);
    const dir = path.join(NODE_CACHE, version);
    run('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${pkg}@${version}`], EXAMPLES_DIR);
    // npm_execpath is this npm's CLI when started by `npm run examples`; else npm's usual place beside node.
    const npmBin = process.env.npm_execpath?.endsWith('npm-cli.js')
      ? path.dirname(process.env.npm_execpath)
      : path.resolve(path.dirname(process.execPath), '../lib/node_modules/npm/bin');
    const bin = path.join(dir, 'bin');
    const node = path.join(dir, 'node_modules', pkg, 'bin', 'node');
    mkdirSync(bin, { recursive: true });
    if (!existsSync(path.join(bin, 'node'))) symlinkSync(node, path.join(bin, 'node'));
    for (const tool of ['npx', 'npm']) {
      writeFileSync(path.join(bin, tool), `#!/bin/sh\nexec "${node}" "${path.join(npmBin, `${tool}-cli.js`)}" "$@"\n`);
      chmodSync(path.join(bin, tool), 0o755);
    }
  }
  console.log(`  Node ${version} for "node": "${range}" (running ${process.version})`);
  return { ...env, PATH: `${path.join(NODE_CACHE, version, 'bin')}${path.delimiter}${env.PATH ?? ''}` };
}

async function waitForPort(port: number, child: ChildProcess, timeout = 90_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview on port ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`http://localhost:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`nothing answered on port ${port} within ${timeout / 1000} s`);
}

/**
 * An init script for pages built with webpack's own ModuleFederationPlugin (the one
 * @angular-architects/module-federation uses), which sets no `__FEDERATION__` global: webpack keeps
 * the share scopes in `__webpack_require__.S`, a property of a function no global points to. A
 * setter on Function.prototype records each object assigned to a function's `S`, one per webpack
 * runtime on the page (host and remotes), for `loadedCopies`.
 */
function captureWebpackShareScopes(): void {
  const scopes: object[] = [];
  (globalThis as { __webpackShareScopes__?: object[] }).__webpackShareScopes__ = scopes;
  Object.defineProperty(Function.prototype, 'S', {
    configurable: true,
    set(this: object, value: object) {
      Object.defineProperty(this, 'S', { value, writable: true, enumerable: true, configurable: true });
      scopes.push(value);
    },
  });
}

/**
 * Loaded copies of each package across every share scope the federation runtime registered
 * (`__FEDERATION__.__SHARE__`), or else webpack's runtimes (`captureWebpackShareScopes`); webpack
 * sets `loaded` on an entry when a module uses it, and a remote initialised by the host holds the
 * host's scope object itself, hence the set.
 */
async function loadedCopies(page: Page, names: string[]): Promise<Record<string, string[]>> {
  return page.evaluate((packages) => {
    type Shared = { loaded?: boolean | number; from?: string; version?: string; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Shared>>>;
    const g = globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> }; __webpackShareScopes__?: Scopes[] };
    const share = g.__FEDERATION__?.__SHARE__ ?? Object.fromEntries((g.__webpackShareScopes__ ?? []).entries());
    const result: Record<string, string[]> = {};
    for (const name of packages) {
      const seen = new Map<Shared, string>();
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const [version, shared] of Object.entries(scope[name] ?? {})) if (shared.loaded) seen.set(shared, version);
      result[name] = [...seen].map(
        // webpack's entries record no users
        ([s, version]) => `${s.version ?? version} from ${s.from}${s.useIn ? `, used by ${s.useIn.join(', ') || 'its owner'}` : ''}`,
      );
    }
    return result;
  }, names);
}

/** The visible text of the HTML the server sends for `check.url`, compared with `serverHtml` and `serverHtmlAbsent`. */
async function serverHtmlProblems(check: ExampleCheck): Promise<string[]> {
  const html = await (await fetch(check.url)).text();
  const text = decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
  return [
    ...(check.serverHtml ?? []).filter((t) => !text.includes(t)).map((t) => `server HTML lacks "${t}"`),
    ...(check.serverHtmlAbsent ?? []).filter((t) => text.includes(t)).map((t) => `server HTML contains "${t}"`),
  ];
}

async function runCheck(page: Page, check: ExampleCheck): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (check.serverHtml?.length || check.serverHtmlAbsent?.length) problems.push(...(await serverHtmlProblems(check)));
  if (check.singletons?.length) await page.addInitScript(captureWebpackShareScopes);
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
  if (check.offlineReload) problems.push(...(await offlineReloadProblems(page, check.offlineReload)));
  return problems;
}

/** Waits until a service worker controls the page and the entries of every cache stop changing. */
async function waitForWorkerCaches(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  const count = () =>
    page.evaluate(async () => {
      let entries = 0;
      for (const name of await caches.keys()) entries += (await (await caches.open(name)).keys()).length;
      return entries;
    });
  const deadline = Date.now() + 60_000;
  let [last, stable] = [-1, 0];
  while (stable < 3 && Date.now() < deadline) {
    await page.waitForTimeout(500);
    const now = await count();
    [last, stable] = [now, now === last && now > 0 ? stable + 1 : 0];
  }
}

async function offlineReloadProblems(page: Page, offline: OfflineReload): Promise<string[]> {
  const problems: string[] = [];
  await waitForWorkerCaches(page);
  for (let i = 0; i < (offline.onlineReloads ?? 0); i++) {
    await page.reload({ waitUntil: 'load' });
    await waitForWorkerCaches(page);
  }
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  await page.context().setOffline(true);
  try {
    await page.reload({ waitUntil: 'load' }).catch((error: Error) => problems.push(`offline reload: ${error.message.split('\n')[0]}`));
    for (const text of offline.expect) await page.getByText(text).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    for (const text of offline.absent ?? [])
      if (await page.getByText(text).count()) problems.push(`offline: "${text}" is shown, expected it to fail`);
  } finally {
    page.off('console', onConsole);
    await page.context().setOffline(false);
  }
  const expected = offline.consoleErrors ?? [];
  for (const error of errors)
    if (!expected.some((part) => error.includes(part))) problems.push(`offline console error: ${error.split('\n')[0]}`);
  for (const part of expected)
    if (!errors.some((error) => error.includes(part))) problems.push(`offline: no console error containing "${part}"`);
  console.log(`    offline reload: ${offline.expect.join(', ')} shown, ${errors.length} console errors`);
  return problems;
}

/**
 * Where the checks' scripts find `@playwright/test` in an unpacked download: a link to the
 * site's own copy, in place of the `npm install --no-save @playwright/test@…` its README asks a
 * reader to run (no second download of the same version on every run).
 */
function linkPlaywright(root: string): void {
  const target = path.join(root, 'node_modules', '@playwright', 'test');
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.resolve(import.meta.dirname, '../node_modules/@playwright/test'), target, 'dir');
}

/** Installs from the app's lock file when it has one, so what is checked is what the lock names. */
const installArgs = (cwd: string) =>
  existsSync(path.join(cwd, 'package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];

/**
 * Builds, serves and checks one example in `root` (its folder under examples/, or an unpacked
 * download). A download is started the way its page tells a reader to, with `node start.mjs`,
 * which installs, builds and serves every app; a folder of examples/ is built here app by app.
 */
export async function runExample(example: Example, root: string, fromDownload: boolean): Promise<{ passed: number; failed: number }> {
  console.log(`\n${example.name} (${example.pages.join(', ')})${fromDownload ? ` from its download, unpacked in ${root}` : ''}`);
  const env = exampleEnv(example.node);
  const servers: ChildProcess[] = [];
  const serve = (app: ExampleApp) => {
    const server = spawn('npm', ['run', 'preview'], { cwd: path.join(root, app.dir), detached: true, stdio: 'ignore', env });
    servers.push(server);
    return server;
  };
  const stopServers = () => {
    for (const server of servers) {
      try {
        // start.mjs stops the previews it started when it receives SIGTERM.
        if (server.pid) process.kill(fromDownload ? server.pid : -server.pid, 'SIGTERM');
      } catch {
        // That preview had already exited; the others still need stopping.
      }
    }
  };
  if (fromDownload) {
    console.log(`  $ (${example.name}) node start.mjs`);
    servers.push(spawn('node', ['start.mjs'], { cwd: root, stdio: 'inherit', env }));
  } else {
    try {
      for (const app of example.apps) {
        const cwd = path.join(root, app.dir);
        run('npm', installArgs(cwd), cwd, env);
        run('npm', ['run', 'build'], cwd, env);
        if (example.serveWhileBuilding) await waitForPort(app.port, serve(app));
      }
    } catch (error) {
      stopServers();
      throw error;
    }
    if (!example.serveWhileBuilding) for (const app of example.apps) serve(app);
  }
  let passed = 0;
  let failed = 0;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // start.mjs installs and builds first: it may take many minutes before a port answers.
    for (const [index, app] of example.apps.entries())
      await waitForPort(app.port, servers[fromDownload ? 0 : index]!, fromDownload ? 30 * 60_000 : 90_000);
    if (fromDownload && example.scripts?.length) linkPlaywright(root);
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
      const result = spawnSync('node', [script], { cwd: root, stdio: 'inherit', env });
      if (result.status === 0) passed++;
      else failed++;
      console.log(`  ${result.status === 0 ? '✓' : '✗'} ${script}`);
    }
    if (failed === 0) noteRan(example, env, browser.version());
  } finally {
    await browser.close();
    stopServers();
  }
  return { passed, failed };
}

/**
 * The pages say which Node.js and Chromium ran the example (example.json's "ran", shown by
 * `<TestedWith>`): after a passing run, a line says when this run used others, to update it.
 */
function noteRan(example: Example, env: NodeJS.ProcessEnv, browserVersion: string): void {
  const node = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
  const used = { node, browser: `Chromium ${browserVersion.split('.')[0]}` };
  const said = example.ran;
  if (said && said.node === used.node && (!said.browser || said.browser === used.browser)) return;
  console.log(`  ! examples/${example.name}/example.json "ran" says ${JSON.stringify(said)}; this run used ${JSON.stringify(used)}`);
}

/** The built site's download of `name` (site: the build's output folder), unpacked into a new temporary folder: its project folder. */
function unpackDownload(name: string, site: string): string {
  const zip = path.resolve(site, 'examples', `${name}.zip`);
  if (!existsSync(zip)) throw new Error(`${path.relative(process.cwd(), zip)} does not exist: build the site first (npm run build)`);
  const into = mkdtempSync(path.join(tmpdir(), `mf-example-${name}-`));
  for (const entry of readZip(readFileSync(zip))) {
    const file = path.join(into, entry.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, entry.data, { mode: entry.executable ? 0o755 : 0o644 });
  }
  return path.join(into, name);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // --from-site[=<output folder>]: check what readers download (doc_build/examples/<name>.zip), not the folders here.
  const siteArg = args.find((arg) => arg === '--from-site' || arg.startsWith('--from-site='));
  const fromDownload = siteArg !== undefined;
  const site = path.resolve(import.meta.dirname, '..', siteArg?.split('=')[1] ?? 'doc_build');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const names = named.length > 0 ? named : exampleNames(EXAMPLES_DIR);
  let passed = 0;
  let failed = 0;
  for (const name of names) {
    try {
      const root = fromDownload ? unpackDownload(name, site) : path.join(EXAMPLES_DIR, name);
      const result = await runExample(readExample(path.dirname(root), name), root, fromDownload);
      // An unpacked download that passed goes (its installs take hundreds of MB); one that failed stays to be looked at.
      if (fromDownload && result.failed === 0) rmSync(path.dirname(root), { recursive: true, force: true });
      else if (fromDownload) console.log(`  the unpacked download stays in ${root}`);
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
