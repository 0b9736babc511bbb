import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const workflow = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../.github/workflows', name), 'utf8');
const ciScript = readFileSync(path.resolve(import.meta.dirname, '../../.ci/run'), 'utf8');

describe('publishing', () => {
  it('CI runs the same test command as .ci/run, with the full git history for last-updated times', () => {
    expect(ciScript).toMatch(/^npm test$/m);
    expect(workflow('ci.yml')).toMatch(/run: npm test$/m);
    expect(workflow('ci.yml')).toMatch(/fetch-depth: 0/);
  });

  it('deploy publishes the checked production build to GitHub Pages', () => {
    const deploy = workflow('deploy.yml');
    expect(deploy).toMatch(/run: npm run build:check$/m);
    expect(deploy).toMatch(/upload-pages-artifact@v\d+\n\s+with:\n\s+path: doc_build/);
    expect(deploy).toMatch(/deploy-pages@v\d+/);
  });
});
