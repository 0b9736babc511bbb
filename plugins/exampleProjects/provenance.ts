/**
 * What a walkthrough page says it was tested with, read from the project it was written from, so
 * that the versions on the page and the versions that ran have one source:
 *
 * - `ran`: every package a package.json of the project pins to an exact version (what its lock
 *   files install and `npm run examples` builds and checks);
 * - `read`: packages whose code the page only read, with the version the project's lock files
 *   installed (a page names them; they ran only as dependencies of what it pinned);
 * - `runtime`: `ran` of example.json, the Node.js (and Chromium) of the last full run.
 *
 * `headline` is the short line shown under a page's title: the Module Federation packages, the
 * bundler or framework, the UI library, Node.js and the browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readExample } from './manifest';
import { projectPaths } from './project';
import type { Provenance } from './provenanceData';

export type { Provenance };

/** Bundlers and frameworks a project may pin, in the order the headline prefers them, with the name readers know. */
const FRAMEWORKS: [string, string][] = [
  ['@modern-js/app-tools', 'Modern.js'],
  ['next', 'Next.js'],
  ['@angular/core', 'Angular'],
  ['react-native', 'React Native'],
  ['@rspress/core', 'Rspress'],
  ['nx', 'Nx'],
  ['@rslib/core', 'Rslib'],
  ['vite', 'Vite'],
  ['@rsbuild/core', 'Rsbuild'],
  ['@rspack/core', 'Rspack'],
  ['webpack', 'webpack'],
];
const UI_LIBRARIES: [string, string][] = [
  ['react', 'React'],
  ['vue', 'Vue'],
];
const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;
const FEDERATION_SCOPE = '@module-federation/';

const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The package.json and package-lock.json files of a project, by path inside its folder. */
function manifests(examplesDir: string, name: string) {
  const paths = projectPaths(examplesDir).get(name) ?? [];
  const read = (file: string) => JSON.parse(readFileSync(path.join(examplesDir, name, file), 'utf8'));
  return {
    packages: paths.filter((file) => /(^|\/)package\.json$/.test(file)).map(read),
    locks: paths.filter((file) => /(^|\/)package-lock\.json$/.test(file)).map(read),
  };
}

/**
 * The Module Federation part of the headline: `@module-federation/* 2.9.2` for the version most of
 * the pinned federation packages share, the others after it by short name
 * (`@module-federation/* 2.9.2 (bridge-react 2.8.2)`); a lone package by its full name.
 */
function federationHeadline(ran: Provenance['ran']): string[] {
  // Integrations published outside the scope (`@angular-architects/module-federation`, `@nx/module-federation`) by full name.
  const integrations = ran
    .filter(({ name }) => name.endsWith('/module-federation'))
    .map(({ name, versions }) => `${name} ${versions.join(', ')}`);
  return [...scopeHeadline(ran.filter(({ name }) => name.startsWith(FEDERATION_SCOPE))), ...integrations];
}

function scopeHeadline(federation: Provenance['ran']): string[] {
  if (federation.length === 0) return [];
  const count = new Map<string, number>();
  for (const { versions } of federation) for (const version of versions) count.set(version, (count.get(version) ?? 0) + 1);
  const [main, shared] = [...count].sort(([a, x], [b, y]) => y - x || byVersion(b, a))[0]!;
  const short = ({ name, versions }: Provenance['ran'][number]) => `${name.slice(FEDERATION_SCOPE.length)} ${versions.join(', ')}`;
  if (shared < 2) return [`${FEDERATION_SCOPE}${federation.map(short).join(', ')}`];
  const others = federation.filter(({ versions }) => !(versions.length === 1 && versions[0] === main)).map(short);
  return [`${FEDERATION_SCOPE}* ${main}${others.length ? ` (${others.join(', ')})` : ''}`];
}

/**
 * The provenance of example `name` for a page that read the code of `readNames`. Throws when a
 * read package is not in the project's lock files or example.json has no `ran`.
 */
export function provenanceOf(examplesDir: string, name: string, readNames: string[] = []): Provenance {
  const manifest = readExample(examplesDir, name);
  if (!manifest.ran)
    throw new Error(
      `examples/${name}/example.json has no "ran" ({ "node": …, "browser": … }): the Node.js and Chromium of its last full run`,
    );
  const { packages, locks } = manifests(examplesDir, name);
  const pinned = new Map<string, Set<string>>();
  for (const json of packages)
    for (const [pkg, version] of Object.entries({ ...json.dependencies, ...json.devDependencies } as Record<string, string>))
      if (EXACT.test(version)) pinned.set(pkg, (pinned.get(pkg) ?? new Set()).add(version));
  const ran = [...pinned]
    .map(([pkg, versions]) => ({ name: pkg, versions: [...versions].sort(byVersion) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const read = readNames.map((pkg) => {
    const versions = [...new Set(locks.map((lock) => lock.packages?.[`node_modules/${pkg}`]?.version).filter(Boolean))];
    if (versions.length === 0) throw new Error(`${pkg} is installed by no package-lock.json of examples/${name}/`);
    return { name: pkg, version: versions.sort(byVersion).join(', ') };
  });
  const first = (list: [string, string][]) =>
    list.flatMap(([pkg, label]) => (pinned.has(pkg) ? [`${label} ${[...pinned.get(pkg)!].sort(byVersion).join(', ')}`] : [])).slice(0, 1);
  const runtime = [`Node.js ${manifest.ran.node}`, ...(manifest.ran.browser ? [manifest.ran.browser] : [])];
  const headline = [...federationHeadline(ran), ...first(FRAMEWORKS), ...first(UI_LIBRARIES), ...runtime];
  return { example: name, headline, ran, read, runtime };
}
