/**
 * `npm test` ends by failing when the run changed the work tree (scripts/workTree.ts, the last
 * gate of scripts/verify.ts): here on a small git repository, what a run adds, edits or deletes is
 * listed, while ignored outputs and a writer's own uncommitted edit are not.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSince, workTreeState } from '../../scripts/workTree';

const repo = mkdtempSync(path.join(tmpdir(), 'work-tree-'));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), content);
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });

git('init', '-q');
write('.gitignore', 'doc_build/\n');
write('docs/a.mdx', 'a\n');
write('docs/b.mdx', 'b\n');
write('package-lock.json', '{}\n');
git('add', '.');
git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init');

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the work tree after a test run', () => {
  // The writer's edit, made before the run.
  write('docs/a.mdx', 'a, edited by the writer\n');
  const before = workTreeState(repo);

  it('is unchanged when the run writes only ignored outputs', () => {
    write('doc_build/index.html', '<html></html>');
    expect(changedSince(before, workTreeState(repo))).toEqual([]);
  });

  it('lists each file the run added, edited or deleted, and not the writer’s own edit', () => {
    write('package-lock.json', '{"rewritten": true}\n');
    write('docs/new.mdx', 'left behind\n');
    unlinkSync(path.join(repo, 'docs/b.mdx'));
    expect(changedSince(before, workTreeState(repo))).toEqual([' D docs/b.mdx', '?? docs/new.mdx', ' M package-lock.json']);
  });

  it('lists a file the writer had edited when the run edits it again', () => {
    write('docs/a.mdx', 'a, edited by a test\n');
    expect(changedSince(before, workTreeState(repo))).toContain(' M docs/a.mdx');
  });
});
