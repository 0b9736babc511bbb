/**
 * What the site publishes of a project under examples/: its files (those git tracks, plus new
 * ones git does not ignore, so a writer's own files count before they are committed and build
 * outputs and installs never do), the README.md and start.mjs added to its download, the
 * download itself and the listing that a page's "All files" section loads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ExampleApp, type ExampleManifest, exampleNames, readExample } from './manifest';
import { readmeOf } from './readme';
import { writeZip, type ZipEntry } from './zip';

export interface ProjectFile {
  /** Path inside the example folder, with `/` separators. */
  path: string;
  data: Buffer;
  executable: boolean;
}

/** Added to every download: how to install, start and check the project, and the one command that does it. */
export const ADDED_FILES = ['README.md', 'start.mjs'] as const;
const START_SCRIPT = path.join(import.meta.dirname, 'start.mjs');

/**
 * The files of each project under `examplesDir`, by project, relative to its folder: from git
 * when `examplesDir` is in a work tree (one call for all), else every file under each project (a
 * copy of the site made from that list, as the tests make, holds nothing else).
 */
export function projectPaths(examplesDir: string): Map<string, string[]> {
  const names = exampleNames(examplesDir);
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...names], {
    cwd: examplesDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const listed =
    git.status === 0
      ? git.stdout.split('\0').filter((file) => file !== '' && existsSync(path.join(examplesDir, file)))
      : names.flatMap((name) =>
          readdirSync(path.join(examplesDir, name), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(examplesDir, path.join(entry.parentPath, entry.name))),
        );
  const byProject = new Map<string, string[]>(names.map((name) => [name, []]));
  for (const file of new Set(listed.map((f) => f.split(path.sep).join('/')))) {
    const [name, ...rest] = file.split('/');
    byProject.get(name!)?.push(rest.join('/'));
  }
  for (const files of byProject.values()) files.sort();
  return byProject;
}

export function projectFiles(examplesDir: string, name: string, paths = projectPaths(examplesDir).get(name) ?? []): ProjectFile[] {
  const dir = path.join(examplesDir, name);
  const files = paths.map((file) => {
    const full = path.join(dir, file);
    return { path: file, data: readFileSync(full), executable: (statSync(full).mode & 0o111) !== 0 };
  });
  for (const added of ADDED_FILES)
    if (files.some((file) => file.path === added))
      throw new Error(`examples/${name}/${added}: the download adds its own ${added}; rename this file`);
  return files;
}

/** The check scripts that import Playwright, which a reader then installs beside them. */
function browserScripts(examplesDir: string, name: string, manifest: ExampleManifest): string[] {
  return (manifest.scripts ?? []).filter((script) =>
    readFileSync(path.join(examplesDir, name, script), 'utf8').includes("'@playwright/test'"),
  );
}

/** What a page says of a project before anything is read or zipped: its apps and how many files and bytes it has. */
export interface ProjectSummary {
  files: number;
  bytes: number;
  apps: ExampleApp[];
  node?: string;
}

export function projectSummaries(examplesDir: string, siteOrigin: string): Record<string, ProjectSummary> {
  const summaries: Record<string, ProjectSummary> = {};
  for (const [name, paths] of projectPaths(examplesDir)) {
    const manifest = readExample(examplesDir, name);
    const readme = Buffer.byteLength(readmeOf(name, manifest, paths, siteOrigin, browserScripts(examplesDir, name, manifest)));
    const sizes = [...paths.map((file) => statSync(path.join(examplesDir, name, file)).size), statSync(START_SCRIPT).size, readme];
    summaries[name] = {
      files: paths.length + ADDED_FILES.length,
      bytes: sizes.reduce((a, b) => a + b, 0),
      apps: manifest.apps.map(({ dir, port }) => ({ dir, port })),
      ...(manifest.node ? { node: manifest.node } : {}),
    };
  }
  return summaries;
}

/** The files of the download: the project's and the two added ones, sorted by path. */
export function downloadFiles(examplesDir: string, name: string, siteOrigin: string, paths?: string[]): ProjectFile[] {
  const files = projectFiles(examplesDir, name, paths);
  const manifest = readExample(examplesDir, name);
  files.push(
    {
      path: 'README.md',
      data: Buffer.from(
        readmeOf(
          name,
          manifest,
          files.map((f) => f.path),
          siteOrigin,
          browserScripts(examplesDir, name, manifest),
        ),
      ),
      executable: false,
    },
    { path: 'start.mjs', data: readFileSync(START_SCRIPT), executable: false },
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The download: every file under one folder named after the example, so unpacking it makes that folder. */
export function zipOf(name: string, files: ProjectFile[]): Buffer {
  return writeZip(files.map((file): ZipEntry => ({ path: `${name}/${file.path}`, data: file.data, executable: file.executable })));
}

/** One file as the "All files" section shows it: text, or only its size when it is not text. */
export interface ListedFile {
  path: string;
  bytes: number;
  /** The content, absent for a file that is not UTF-8 text (an icon). */
  text?: string;
}

function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

export function listingOf(files: ProjectFile[]): ListedFile[] {
  return files.map((file) => ({
    path: file.path,
    bytes: file.data.length,
    ...(isText(file.data) ? { text: file.data.toString('utf8') } : {}),
  }));
}

/** Where a page that an example's example.json lists is published: `guide/basic/vite.mdx` → `/guide/basic/vite`. */
export function routeOfPage(page: string, lang: 'en' | 'zh'): string {
  const route = `/${page.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
  return lang === 'zh' ? `/zh${route}` : route;
}
