import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = (name: string) => read(`.github/workflows/${name}`);
const ciScript = read('.ci/run');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const NPM_INSTALL = /\bnpm (?:install|i)\b/;

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

describe('newer releases', () => {
  it('a weekly workflow, which can also be started by hand, runs npm run upstream and publishes its report as the summary', () => {
    const upstream = workflow('upstream.yml');
    expect(upstream).toMatch(/schedule:\n\s+- cron: "[^"]+"/);
    expect(upstream).toMatch(/workflow_dispatch:/);
    expect(upstream).toMatch(/run: npm run upstream -- --markdown upstream-report\.md\b/);
    expect(upstream).toMatch(/if: always\(\)\n\s+run: [^\n]*upstream-report\.md >> "\$GITHUB_STEP_SUMMARY"/);
    expect(scripts.upstream).toBe('tsx scripts/upstream.ts');
  });
});

describe('installs take the lock file as it is', () => {
  it('the workflows install with npm ci, never npm install (which may rewrite the lock)', () => {
    for (const name of ['ci.yml', 'deploy.yml', 'upstream.yml']) {
      expect(workflow(name), name).toMatch(/run: npm ci\b/);
      expect(workflow(name), name).not.toMatch(NPM_INSTALL);
    }
  });

  it('npm start, npm test and npm run check install with npm ci when node_modules is missing or older than the lock', () => {
    for (const name of ['start', 'test', 'check']) expect(scripts[name], name).toMatch(/^bash scripts\/ensure-install\.sh && /);
    const ensureInstall = read('scripts/ensure-install.sh');
    expect(ensureInstall).toMatch(/package-lock\.json -nt "\$installed"/);
    expect(ensureInstall).toMatch(/^\s+npm ci\b/m);
    for (const [name, script] of Object.entries(scripts)) expect(script, name).not.toMatch(NPM_INSTALL);
  });

  it('CI fails when the install or the tests changed the work tree', () => {
    expect(workflow('ci.yml')).toMatch(/git status --porcelain[^\n]*"\n\s+if \[ -n "\$changed" \]; then[\s\S]*?exit 1/);
    expect(read('scripts/verify.ts')).toMatch(/\{ name: 'clean work tree', command: \(\) => unchangedWorkTree\(\) \},\n\];/);
  });
});
