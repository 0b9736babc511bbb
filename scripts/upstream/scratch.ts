/**
 * A copy of the site whose `@module-federation/*` packages are the newest releases, to run the
 * drift tests against: the site's sources (as the working tree holds them), its other packages
 * linked from this checkout, and the newest federation packages installed once into the copy's own
 * folder. The examples' pins of the moved packages are moved too, so that a test that compares
 * what is installed with what an example pins reads the newest version on both sides.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copySite, type SiteCopy } from '../../support/siteCopy';
import { type Release, ROOT } from './packages';

const SCOPE = '@module-federation';

/** The `@module-federation/*` packages the site installs (package.json), which its drift tests read. */
export function sitePackages(): string[] {
  const json = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  return Object.keys({ ...json.dependencies, ...json.devDependencies }).filter((name) => name.startsWith(`${SCOPE}/`));
}

/** Rewrites exact pins in a package.json to the newest release; returns what moved as `name a → b`. */
export function movePins(file: string, releases: Map<string, Release>, only: (name: string) => boolean): string[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const moved: string[] = [];
  for (const field of ['dependencies', 'devDependencies', 'overrides'] as const)
    for (const [name, version] of Object.entries(json[field] ?? {})) {
      const newest = releases.get(name)?.newest;
      if (typeof version !== 'string' || !only(name) || !newest || newest === version || !/^\d/.test(version)) continue;
      json[field]![name] = newest;
      moved.push(`${name} ${version} → ${newest}`);
    }
  if (moved.length) writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return moved;
}

function packageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)package\.json$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/**
 * Links each package of `from` (an install's node_modules) into `into` (the copy's, a folder of
 * links to this checkout's packages), in place of the checkout's: a scoped folder becomes a real
 * folder of links so that its other packages stay. The newest packages' own dependencies then
 * resolve to the same files whether a test reaches them through the copy's path or the real one.
 */
function overlay(from: string, into: string): void {
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('.')) continue;
    const target = path.join(into, entry);
    if (entry.startsWith('@')) {
      const linked = path.join(ROOT, 'node_modules', entry);
      rmSync(target, { force: true, recursive: false });
      mkdirSync(target, { recursive: true });
      if (existsSync(linked)) for (const name of readdirSync(linked)) symlinkSync(path.join(linked, name), path.join(target, name), 'dir');
      for (const name of readdirSync(path.join(from, entry))) {
        rmSync(path.join(target, name), { force: true });
        symlinkSync(path.join(from, entry, name), path.join(target, name), 'dir');
      }
    } else {
      rmSync(target, { force: true });
      symlinkSync(path.join(from, entry), target, 'dir');
    }
  }
}

/**
 * The copy: `node_modules/@module-federation` holds the newest release of each package the site
 * installs (their own dependencies resolve inside the install folder), and the site's copy of any
 * other federation package.
 */
export function newestSite(releases: Map<string, Release>, log: (line: string) => void): SiteCopy {
  const site = copySite('upstream');
  const install = path.join(site.root, '.upstream-install');
  mkdirSync(install);
  const wanted = sitePackages().filter((name) => releases.get(name)?.newest);
  const dependencies = Object.fromEntries(wanted.map((name) => [name, releases.get(name)!.newest!]));
  writeFileSync(path.join(install, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2));
  log(`Installing the newest ${wanted.length} @module-federation/* packages into ${install} ...`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], {
    cwd: install,
    encoding: 'utf8',
  });
  if (npm.status !== 0) {
    site.remove();
    throw new Error(`npm install of the newest releases failed:\n${npm.stderr}`);
  }
  overlay(path.join(install, 'node_modules'), path.join(site.root, 'node_modules'));
  const federation = (name: string) => name.startsWith(`${SCOPE}/`);
  for (const file of packageFiles(path.join(site.root, 'examples'))) movePins(file, releases, federation);
  return site;
}
