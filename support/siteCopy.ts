/**
 * A private copy of the site for a test that edits pages or runs its own build, so that it never
 * writes into tracked files and never shares the framework's generated modules
 * (`node_modules/.rspress`) or build cache (`node_modules/.cache`) with another test running beside it.
 *
 * The copy holds the site's sources; its `node_modules` is a folder of links to this checkout's
 * packages, without the two folders the framework writes. It is removed with `remove()`.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectPaths } from '../plugins/exampleProjects/project';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Outputs and caches of this checkout that a copy must not share or does not need. */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'doc_build',
  '.bench',
  '.test-reports',
  'test-results',
  'playwright-report',
  'screenshots',
  // Copied below, without what installs and builds left in it.
  'examples',
  '.reproducible',
]);
/** What the framework and its bundler write under node_modules. */
const WRITTEN_BY_BUILDS = new Set(['.rspress', '.cache']);

export interface SiteCopy {
  root: string;
  remove: () => void;
}

export function copySite(name: string): SiteCopy {
  const root = mkdtempSync(path.join(tmpdir(), `mf-docs-${name}-`));
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry)) cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
  }
  // The walkthroughs' projects, without their installs and builds: the pages offer them.
  for (const [name, files] of projectPaths(path.join(ROOT, 'examples')))
    for (const file of files) {
      mkdirSync(path.dirname(path.join(root, 'examples', name, file)), { recursive: true });
      cpSync(path.join(ROOT, 'examples', name, file), path.join(root, 'examples', name, file));
    }
  mkdirSync(path.join(root, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!WRITTEN_BY_BUILDS.has(entry)) symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
