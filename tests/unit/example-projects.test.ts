/**
 * The parts of the projects' publishing that a reader never sees go wrong silently otherwise:
 * a page naming a project that does not exist fails the build with its file and line, the zip
 * unpacks to the same files (with their executable bit) in any unzip, and a file holding code
 * fences cannot end its block early in a Markdown twin.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { filesAsMarkdown, remarkKnownExamples } from '../../plugins/exampleProjects';
import { readZip, writeZip } from '../../plugins/exampleProjects/zip';

const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../../examples');

const pageWith = (example: string) =>
  ({
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'ExampleDownload',
        attributes: [{ type: 'mdxJsxAttribute', name: 'example', value: example }],
        children: [],
        position: { start: { line: 12, column: 1, offset: 0 }, end: { line: 12, column: 30, offset: 29 } },
      },
    ],
  }) as unknown as Root;

describe('example projects', () => {
  it('a page naming a project that does not exist fails with its file and line', () => {
    const check = remarkKnownExamples(EXAMPLES_DIR)();
    const file = { path: path.join(process.cwd(), 'docs/en/guide/x.mdx') };
    expect(() => check(pageWith('no-such-project'), file)).toThrow(
      /^docs\/en\/guide\/x\.mdx:12:1: <ExampleDownload example="no-such-project">/,
    );
    expect(() => check(pageWith('vite'), file)).not.toThrow();
  });

  it('the zip unpacks with the system unzip to the same bytes and modes', () => {
    const entries = [
      { path: 'p/a.txt', data: Buffer.from('text\n'.repeat(50)) },
      { path: 'p/bin/run.sh', data: Buffer.from('#!/bin/sh\necho ok\n'), executable: true },
      { path: 'p/empty', data: Buffer.alloc(0) },
    ];
    const zip = writeZip(entries);
    expect(readZip(zip).map((e) => [e.path, e.data.toString(), e.executable])).toEqual(
      entries.map((e) => [e.path, e.data.toString(), e.executable ?? false]),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    try {
      const file = path.join(dir, 'p.zip');
      writeFileSync(file, zip);
      const unzip = spawnSync('unzip', ['-q', file, '-d', dir]);
      if (unzip.error) return; // no unzip on this machine: readZip above is the check
      expect(unzip.status).toBe(0);
      expect(readFileSync(path.join(dir, 'p/a.txt'), 'utf8')).toBe('text\n'.repeat(50));
      expect(statSync(path.join(dir, 'p/bin/run.sh')).mode & 0o111).not.toBe(0);
      expect(statSync(path.join(dir, 'p/a.txt')).mode & 0o111).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file with code fences in it stays inside its block in a Markdown twin', () => {
    const markdown = filesAsMarkdown('x', [{ path: 'README.md', bytes: 20, text: '```sh\nnode start.mjs\n```\n' }], 'en');
    expect(markdown).toBe('`x/README.md`\n\n````md\n```sh\nnode start.mjs\n```\n````');
  });
});
