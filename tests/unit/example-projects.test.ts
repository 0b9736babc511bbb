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

const testedWith = (example: string, read?: string) =>
  ({
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'TestedWith',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'example', value: example },
          ...(read ? [{ type: 'mdxJsxAttribute', name: 'read', value: read }] : []),
        ],
        children: [],
        position: { start: { line: 9, column: 1, offset: 0 }, end: { line: 9, column: 30, offset: 29 } },
      },
    ],
  }) as unknown as Root;
const pinsOf = (file: string) => {
  const json = JSON.parse(readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')) as Record<string, Record<string, string>>;
  return { ...json.dependencies, ...json.devDependencies };
};

describe('what a walkthrough says it was tested with', () => {
  const run = (tree: Root, page: string) => remarkKnownExamples(EXAMPLES_DIR)()(tree, { path: path.resolve('docs/en', page) });
  const dataOf = (tree: Root) =>
    JSON.parse(
      (tree.children[0] as unknown as { attributes: { name: string; value: string }[] }).attributes.find((a) => a.name === 'data')!.value,
    );

  it('reads the headline and the read versions from the project itself', () => {
    const tree = testedWith('data-fetch', '@module-federation/runtime-core');
    run(tree, 'guide/data/data-fetch.mdx');
    const pins = pinsOf('data-fetch/host/package.json');
    const lock = JSON.parse(readFileSync(path.join(EXAMPLES_DIR, 'data-fetch/host/package-lock.json'), 'utf8'));
    const data = dataOf(tree);
    // Most federation packages share one version; the others follow it by short name.
    expect(data.headline[0]).toBe(
      `@module-federation/* ${pins['@module-federation/rsbuild-plugin']} (bridge-react ${pins['@module-federation/bridge-react']})`,
    );
    expect(data.headline).toContain(`Rsbuild ${pins['@rsbuild/core']}`);
    expect(data.read).toEqual([
      { name: '@module-federation/runtime-core', version: lock.packages['node_modules/@module-federation/runtime-core'].version },
    ]);
  });

  it('names a lone federation package in full', () => {
    const tree = testedWith('nextjs');
    run(tree, 'practice/frameworks/next/index.mdx');
    expect(dataOf(tree).headline[0]).toBe(
      `@module-federation/nextjs-mf ${pinsOf('nextjs/consumer/package.json')['@module-federation/nextjs-mf']}`,
    );
  });

  it('fails with the file and line on a project that does not list the page, or a package it does not install', () => {
    expect(() => run(testedWith('data-fetch'), 'guide/basic/rsbuild.mdx')).toThrow(
      /docs\/en\/guide\/basic\/rsbuild\.mdx:9:1: <TestedWith example="data-fetch">, but examples\/data-fetch\/example\.json does not list guide\/basic\/rsbuild\.mdx/,
    );
    expect(() => run(testedWith('rsbuild', 'left-pad'), 'guide/basic/rsbuild.mdx')).toThrow(
      /rsbuild\.mdx:9:1: <TestedWith example="rsbuild">: left-pad is installed by no package-lock\.json of examples\/rsbuild\//,
    );
  });
});
