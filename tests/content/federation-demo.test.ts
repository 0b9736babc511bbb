/**
 * The runtime page shows the code its demo runs: the code block titled with the demo's
 * file is that file byte for byte, in both languages, and the two builds of the demo remote
 * differ only where they should. A build is reused only while none of its inputs changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_VERSIONS, demoRemoteBase, demoRemoteConfig } from '../../demo/remote/config';
import { demoInputsHash } from '../../plugins/federationDemo';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO_FILE = 'components/FederationDemo/runDemo.ts';

function codeBlockTitled(page: string, title: string): string | undefined {
  const fence = new RegExp('^```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '"\\n([\\s\\S]*?)^```$', 'm');
  return fence.exec(page)?.[1];
}

describe('federation demo', () => {
  for (const lang of ['en', 'zh']) {
    it(`docs/${lang}/guide/basic/runtime.mdx shows ${DEMO_FILE} as it is`, () => {
      const page = readFileSync(path.join(ROOT, 'docs', lang, 'guide/basic/runtime.mdx'), 'utf8');
      expect(codeBlockTitled(page, DEMO_FILE)).toBe(readFileSync(path.join(ROOT, DEMO_FILE), 'utf8'));
    });
  }

  it('the demo loads the manifests the remote builds are published at', () => {
    const demo = readFileSync(path.join(ROOT, DEMO_FILE), 'utf8');
    expect(demo).toContain('`/demo/remote/${version}/mf-manifest.json`');
    for (const version of DEMO_VERSIONS) {
      const config = demoRemoteConfig(path.join(ROOT, 'demo/remote'), version, '/tmp/out');
      expect(config.output?.assetPrefix).toBe(demoRemoteBase(version));
      expect(demoRemoteBase(version)).toBe(`/demo/remote/${version}/`);
    }
  });

  it('a change to the remote or to the lockfile rebuilds the remote; nothing else does', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'demo-inputs-'));
    try {
      const remoteRoot = path.join(work, 'remote');
      const lockfile = path.join(work, 'package-lock.json');
      cpSync(path.join(ROOT, 'demo/remote'), remoteRoot, { recursive: true });
      writeFileSync(lockfile, '{"lockfileVersion":3}');
      const options = { remoteRoot, lockfile, publicDir: path.join(work, 'public') };
      const first = demoInputsHash(options, 'v1');
      expect(demoInputsHash(options, 'v1')).toBe(first);
      expect(demoInputsHash(options, 'v2')).not.toBe(first);
      writeFileSync(path.join(work, 'unrelated.txt'), 'x');
      expect(demoInputsHash(options, 'v1')).toBe(first);

      const counter = path.join(remoteRoot, 'src/Counter.tsx');
      writeFileSync(counter, `${readFileSync(counter, 'utf8')}\n`);
      const edited = demoInputsHash(options, 'v1');
      expect(edited).not.toBe(first);
      writeFileSync(path.join(remoteRoot, 'src/extra.ts'), 'export {};');
      const added = demoInputsHash(options, 'v1');
      expect(added).not.toBe(edited);
      writeFileSync(lockfile, '{"lockfileVersion":3,"packages":{}}');
      expect(demoInputsHash(options, 'v1')).not.toBe(added);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
