/**
 * The runtime page shows the code its demo runs (issue 16): the code block titled with the demo's
 * file is that file byte for byte, in both languages, and the two builds of the demo remote
 * differ only where they should.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_VERSIONS, demoRemoteBase, demoRemoteConfig } from '../../demo/remote/config';

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
});
