/**
 * The Node.js versions package.json declares (`engines.node`) are ones every package accepts: each
 * package the lock file installs, on any platform, declares an `engines.node` range that contains
 * all of them. An upgrade to a package that drops a Node version we promise fails here, naming the
 * package; the fix is another version of it, or a narrower range everywhere (README, workflows).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  version?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Manifest> };
const declared = pkg.engines?.node ?? '';

/** `name@version requires node <range>` for each package that does not accept every declared version. */
function refusing(packages: [string, Manifest][]): string[] {
  return packages
    .filter(([, { engines }]) => typeof engines?.node === 'string' && !semver.subset(declared, engines.node))
    .map(([name, { version, engines }]) => `${name}@${version} requires node ${engines?.node}`);
}

describe('the declared Node.js range', () => {
  it('is a valid range that the CI workflows use', () => {
    expect(semver.validRange(declared), `package.json engines.node: ${declared}`).not.toBeNull();
    for (const name of ['ci.yml', 'deploy.yml']) {
      const version = /node-version: (\S+)/.exec(readFileSync(path.join(ROOT, '.github/workflows', name), 'utf8'))?.[1];
      expect(semver.intersects(`${version}.x`, declared), `${name} node-version ${version}`).toBe(true);
    }
  });

  it('is accepted by every direct dependency as installed', () => {
    const direct = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const installed = direct.map((name): [string, Manifest] => [
      name,
      JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Manifest,
    ]);
    expect(refusing(installed)).toEqual([]);
  });

  it('is accepted by every package of the lock file, including other platforms’ binaries', () => {
    const locked = Object.entries(lock.packages)
      .filter(([where]) => where !== '')
      .map(([where, manifest]): [string, Manifest] => [where.replace(/^.*node_modules\//, ''), manifest]);
    expect(refusing(locked)).toEqual([]);
  });
});
