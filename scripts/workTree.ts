/**
 * What a run changed in the git work tree: `git status` before and after, each listed file with a
 * hash of its content, so a file the writer had already changed counts only if the run changed it
 * again. Ignored files (build outputs, reports, node_modules) are not listed by git.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** Each changed or untracked file's `git status --porcelain` line, with a hash of its content. */
export type WorkTreeState = Map<string, string>;

function contentOf(file: string): string {
  if (!existsSync(file)) return 'deleted';
  const stat = lstatSync(file);
  if (stat.isSymbolicLink()) return `link to ${readlinkSync(file)}`;
  if (stat.isDirectory()) return 'directory';
  return createHash('sha1').update(readFileSync(file)).digest('hex');
}

export function workTreeState(root: string): WorkTreeState {
  const status = spawnSync('git', ['status', '--porcelain', '-z', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  if (status.status !== 0) throw new Error(`git status failed in ${root}: ${status.stderr.trim()}`);
  const state: WorkTreeState = new Map();
  const entries = status.stdout.split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i++) {
    const [code, file] = [entries[i].slice(0, 2), entries[i].slice(3)];
    // A rename is followed by its old path.
    if (code.includes('R') || code.includes('C')) i++;
    const absolute = path.join(root, file);
    state.set(file, `${code} ${contentOf(absolute)}`);
  }
  return state;
}

/** `git status` lines of the files that differ between two states. */
export function changedSince(before: WorkTreeState, after: WorkTreeState): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files]
    .filter((file) => before.get(file) !== after.get(file))
    .sort()
    .map((file) => `${(after.get(file) ?? '  ').slice(0, 2)} ${file}`);
}
