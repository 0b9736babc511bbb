import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticFile } from '../../support/staticServer';

describe('static preview server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  mkdirSync(path.join(root, 'guide/start'), { recursive: true });
  for (const file of ['index.html', '404.html', 'guide/start/index.html', 'guide/start/quick-start.html']) {
    writeFileSync(path.join(root, file), file);
  }

  it('answers clean URLs with their .html file, and directories with index.html', () => {
    expect(resolveStaticFile(root, '/guide/start/quick-start')).toBe(path.join(root, 'guide/start/quick-start.html'));
    expect(resolveStaticFile(root, '/guide/start/quick-start.html?x=1#a')).toBe(path.join(root, 'guide/start/quick-start.html'));
    expect(resolveStaticFile(root, '/guide/start/')).toBe(path.join(root, 'guide/start/index.html'));
    expect(resolveStaticFile(root, '/guide/start')).toBe(path.join(root, 'guide/start/index.html'));
  });

  it('answers unknown paths with nothing, so the server sends 404.html with status 404', () => {
    expect(resolveStaticFile(root, '/nope')).toBeUndefined();
    expect(resolveStaticFile(root, '/guide/nope/')).toBeUndefined();
    expect(resolveStaticFile(root, '/%E0%A4%A')).toBeUndefined();
  });

  it('never leaves the build folder', () => {
    expect(resolveStaticFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(resolveStaticFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  });
});
