/** The reproducible-build comparison finds what differs, and only what is not declared to vary. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareBuilds, type Variation } from '../build/compareBuilds';

const made: string[] = [];
function build(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const BUILD_TIME: Variation = { files: /^feed\.xml$/, part: /<updated>[^<]*<\/updated>/, reason: 'test' };

describe('compareBuilds', () => {
  it('accepts identical builds', () => {
    const files = { 'index.html': '<h1>Home</h1>', 'static/js/index.1a2b.js': 'run()' };
    expect(compareBuilds(build(files), build(files), [])).toEqual([]);
  });

  it('reports a changed byte with where it is', () => {
    const differences = compareBuilds(build({ 'a/page.html': 'id="r1"' }), build({ 'a/page.html': 'id="r2"' }), []);
    expect(differences).toEqual(['a/page.html: differs at byte 5: "id=\\"r1\\"" vs "id=\\"r2\\""']);
  });

  it('reports files present in one build only, such as a chunk whose hash changed', () => {
    const differences = compareBuilds(build({ 'static/x.1111.js': '' }), build({ 'static/x.2222.js': '' }), []);
    expect(differences).toEqual(['static/x.1111.js: only in the first build', 'static/x.2222.js: only in the second build']);
  });

  it('ignores a declared variation, in the declared files only', () => {
    const first = build({ 'feed.xml': '<updated>1</updated><item/>', 'other.xml': '<updated>1</updated>' });
    const second = build({ 'feed.xml': '<updated>2</updated><item/>', 'other.xml': '<updated>2</updated>' });
    expect(compareBuilds(first, second, [BUILD_TIME])).toEqual([expect.stringMatching(/^other\.xml: differs/)]);
  });

  it('still reports a difference outside the declared part of a declared file', () => {
    const first = build({ 'feed.xml': '<updated>1</updated><item>a</item>' });
    const second = build({ 'feed.xml': '<updated>2</updated><item>b</item>' });
    expect(compareBuilds(first, second, [BUILD_TIME])).toEqual([expect.stringMatching(/^feed\.xml: differs/)]);
  });
});
