/**
 * Which packages the site documents, at which versions, and what the registry serves now.
 *
 * A package is documented when a page names it with a version (`name` X.Y.Z, in a "Tested with"
 * note or anywhere in its prose), when an example under examples/ pins it exactly (what
 * `<TestedWith>` shows), or when it is one of the `@module-federation/*` packages the site installs
 * for its drift tests.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { exampleNames } from '../../plugins/exampleProjects/manifest';
import { projectPaths } from '../../plugins/exampleProjects/project';
import { namedVersions } from '../../support/namedVersions';

const run = promisify(execFile);

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const EXAMPLES_DIR = path.join(ROOT, 'examples');
const DOCS_DIR = path.join(ROOT, 'docs');
const LANGS = ['en', 'zh'] as const;
const FEDERATION = /^@module-federation\//;
const EXACT = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** Where a version of a package is stated: a page's line, an example's package.json, or the site's. */
export interface Statement {
  name: string;
  version: string;
  /** `docs/en/guide/x.mdx:12`, `examples/rsbuild/host/package.json` or `package.json`. */
  where: string;
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Versions the pages state, outside code blocks (where versions are the sample's, not a claim). */
export function pageStatements(): Statement[] {
  return LANGS.flatMap((lang) =>
    pageFiles(path.join(DOCS_DIR, lang)).flatMap((file) => {
      let fence: string | undefined;
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
          if (marker && (!fence || marker.startsWith(fence))) {
            fence = fence ? undefined : marker;
            return [];
          }
          if (fence) return [];
          const where = `${path.relative(ROOT, file)}:${index + 1}`;
          return namedVersions(line).map((named) => ({ ...named, where }));
        });
    }),
  );
}

/** The exact pins of every package.json of every example, and of the site's own package.json. */
export function pinStatements(): Statement[] {
  const pins = (file: string): Statement[] => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    return Object.entries({ ...json.dependencies, ...json.devDependencies })
      .filter(([, version]) => EXACT.test(version))
      .map(([name, version]) => ({ name, version, where: path.relative(ROOT, file) }));
  };
  const paths = projectPaths(EXAMPLES_DIR);
  return [
    ...pins(path.join(ROOT, 'package.json')).filter(({ name }) => FEDERATION.test(name)),
    ...exampleNames(EXAMPLES_DIR).flatMap((name) =>
      (paths.get(name) ?? [])
        .filter((file) => /(^|\/)package\.json$/.test(file))
        .map((file) => path.join(EXAMPLES_DIR, name, file))
        .filter(existsSync)
        .flatMap(pins),
    ),
  ];
}

export interface Release {
  name: string;
  /** The version the registry's `latest` tag names, or undefined when it serves no such package. */
  newest?: string;
  /** The Node.js range the newest release declares in `engines`, if any. */
  node?: string;
}

/** Asks the registry for the newest release of each package, a few at a time. */
export async function newestReleases(names: string[], concurrency = 8): Promise<Map<string, Release>> {
  const releases = new Map<string, Release>();
  const queue = [...new Set(names)].sort();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        try {
          const { stdout } = await run('npm', ['view', `${name}@latest`, 'version', 'engines', '--json'], { encoding: 'utf8' });
          const data = JSON.parse(stdout) as { version?: string; engines?: { node?: string } } | string;
          releases.set(name, typeof data === 'string' ? { name, newest: data } : { name, newest: data.version, node: data.engines?.node });
        } catch {
          releases.set(name, { name });
        }
      }
    }),
  );
  return releases;
}
