/**
 * examples/<name>/example.json: which pages a project under examples/ was written for, the apps to
 * build and serve, and what `npm run examples` checks in Chromium. The site's build reads it for
 * each download, the runner (scripts/examples.ts) for each run; both read it through
 * `readExample`, which fails with the file's name on any mistake.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface ExampleApp {
  dir: string;
  port: number;
  /**
   * The app's TypeScript compiles against packages the site does not install (React Native and
   * its Metro toolchain, Nx and its plugins: hundreds of packages each), so its own `build`
   * script type-checks it first (`tsc --noEmit && …`) instead of the site's unit test. An Angular
   * app's build may start with `ng build` instead: Angular's compiler type-checks every file and
   * template of the app, and the apps' tsconfig.json holds no files for a plain `tsc`.
   */
  typeCheckedByBuild?: boolean;
}

export interface ExampleCheck {
  url: string;
  expect: string[];
  /** The accessible name of a button to click once every `expect` text is shown. */
  click?: string;
  /** Or the exact accessible name of a link to click, for a navigation (`click` and `clickLink` exclude each other). */
  clickLink?: string;
  /** Text that must appear after the click. */
  after?: string;
  singletons?: string[];
  /**
   * Texts the server's HTML for `url` must contain, fetched without running any JavaScript (so
   * what server-side rendering produced, not what hydration added). Tags, comments and the
   * contents of `<script>` elements are removed first, so props serialised into the page's data
   * do not count.
   */
  serverHtml?: string[];
  /** Texts that server HTML must not contain (a component rendered in the browser only). */
  serverHtmlAbsent?: string[];
  /** What still works offline, for a page with a service worker (`offlineReload`). */
  offlineReload?: OfflineReload;
}

/**
 * Once the rest of the check passed, the runner waits until a service worker controls the page
 * and the Cache Storage stops growing (the worker finished caching), reloads `onlineReloads`
 * more times online (waiting for the caches again after each), then turns the browser context
 * offline (Playwright's `context.setOffline(true)`) and reloads once more.
 */
export interface OfflineReload {
  /** Texts shown after the offline reload. */
  expect: string[];
  /** Texts that must not be shown after it (a part that does not work offline). */
  absent?: string[];
  /** Reloads online before going offline, so that requests go through the worker (default 0). */
  onlineReloads?: number;
  /** Parts of the console errors the offline reload must log; any other console error fails the check. */
  consoleErrors?: string[];
}

/** examples/<name>/example.json. */
export interface ExampleManifest {
  pages: string[];
  apps: ExampleApp[];
  checks: ExampleCheck[];
  /**
   * Node scripts of the example folder, run after the apps are built and while they are served:
   * each measures or inspects the builds (bytes, requests, generated files), prints what it found
   * and exits non-zero when that differs from what the pages say. Each counts as one check.
   */
  scripts?: string[];
  /**
   * A semver range of Node versions the example needs (Angular CLI 22 refuses Node 20). When the
   * running Node is outside it, the example's install, build, preview and scripts run under the
   * newest matching Node from the npm registry (`exampleEnv`).
   */
  node?: string;
  /**
   * Serve each app as soon as it is built, so the apps after it build against it: `next build`
   * runs a Next.js host's pages to collect their data, which loads the remotes they import.
   */
  serveWhileBuilding?: boolean;
  /** The Node.js and Chromium of the last full run, which the pages name (see plugins/exampleProjects/provenance.ts). */
  ran?: { node: string; browser?: string };
}

export interface Example extends ExampleManifest {
  name: string;
}

/** Reads and validates `<dir>/<name>/example.json`, naming the file on any mistake. */
export function readExample(dir: string, name: string): Example {
  const file = path.join(dir, name, 'example.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as ExampleManifest;
  const fail = (message: string) => {
    throw new Error(`${path.relative(process.cwd(), file)}: ${message}`);
  };
  if (!Array.isArray(data.pages) || data.pages.length === 0) fail('"pages" lists the pages written from this example');
  if (!Array.isArray(data.apps) || data.apps.length === 0) fail('"apps" lists the apps to build, remotes first');
  for (const app of data.apps) {
    if (!existsSync(path.join(dir, name, app.dir, 'package.json'))) fail(`app "${app.dir}" has no package.json`);
    if (!Number.isInteger(app.port)) fail(`app "${app.dir}" needs a numeric "port"`);
    const build = (JSON.parse(readFileSync(path.join(dir, name, app.dir, 'package.json'), 'utf8')) as { scripts?: { build?: string } })
      .scripts?.build;
    if (app.typeCheckedByBuild && !build?.startsWith('tsc --noEmit && ') && !build?.startsWith('ng build '))
      fail(`app "${app.dir}" is typeCheckedByBuild, so its build script must start with "tsc --noEmit && " (or "ng build ")`);
  }
  if (data.node !== undefined && (typeof data.node !== 'string' || !semver.validRange(data.node)))
    fail(`"node" must be a semver range of Node versions, such as "^22.22.3"; got ${JSON.stringify(data.node)}`);
  for (const script of data.scripts ?? []) {
    if (!existsSync(path.join(dir, name, script))) fail(`script "${script}" does not exist`);
  }
  for (const check of Array.isArray(data.checks) ? data.checks : []) {
    if (check.click && check.clickLink) fail(`the check of ${check.url} sets both "click" and "clickLink"; one click per check`);
  }
  const checks = (data.checks?.length ?? 0) + (data.scripts?.length ?? 0);
  if (!Array.isArray(data.checks) || checks === 0) fail('"checks" lists what to verify in Chromium ("scripts" may add more)');
  return { name, ...data };
}

/** The folders of `examplesDir` that hold an example.json, sorted. */
export function exampleNames(examplesDir: string): string[] {
  if (!existsSync(examplesDir)) return [];
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(examplesDir, entry.name, 'example.json')))
    .map((entry) => entry.name)
    .sort();
}
