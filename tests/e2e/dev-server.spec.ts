/**
 * Smoke test of the writer's loop: the dev server starts, serves a page, and shows an MDX edit
 * without a manual reload.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = 5183;
const PAGE_FILE = path.resolve(import.meta.dirname, '../../docs/en/guide/start/glossary.mdx');

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: ChildProcess | undefined;
  const original = readFileSync(PAGE_FILE, 'utf8');

  test.beforeAll(async () => {
    server = spawn('npx', ['rspress', 'dev', '--port', String(PORT)], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, BROWSER: 'none' },
    });
    await expect
      .poll(async () => (await fetch(`http://localhost:${PORT}/`).catch(() => undefined))?.status, { timeout: 90_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    writeFileSync(PAGE_FILE, original);
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('serves a page and shows an MDX edit live', async ({ page }) => {
    await page.goto(`http://localhost:${PORT}/guide/start/glossary`, { waitUntil: 'load' });
    await expect(page.locator('.rp-doc h1')).toBeVisible({ timeout: 60_000 });
    const marker = `Live edit marker ${Date.now()}`;
    writeFileSync(PAGE_FILE, `${original}\n\n${marker}\n`);
    await expect(page.getByText(marker)).toBeVisible({ timeout: 30_000 });
  });
});
