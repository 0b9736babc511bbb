/**
 * Remote search: a build configured with SEARCH_API_URL sends every query to
 * GET <url>?keyword=&limit=&searchIndexes=&lang= and shows each group of the answer as a tab;
 * a failed call is logged and treated as empty. The test builds the site once more, in a copy of
 * the site (support/siteCopy.ts) so it shares no build folder with the other tests, with the URL of a
 * small search service it starts itself.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copySite, type SiteCopy } from '../../support/siteCopy';
import { startServer } from '../../support/staticServer';

let copy: SiteCopy | undefined;
const calls: URLSearchParams[] = [];
let api: Server;
let site: Server;
let siteUrl = '';

const servicePage = (routePath: string, title: string, content: string) => ({
  routePath,
  title,
  content,
  toc: [],
  lang: 'en',
  version: '',
});

// One build for both tests, and no retry: a retry would build again.
test.describe.configure({ mode: 'serial', retries: 0 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://service').searchParams;
    calls.push(query);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (query.get('keyword') === 'broken') {
      response.writeHead(500).end('down');
      return;
    }
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify([
        {
          index: 'examples',
          hits: [servicePage('/showcase/', 'Example apps for manifest', `Apps that load a manifest: ${query.get('keyword')}`)],
        },
        { index: 'community', hits: [] },
      ]),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/search`;
  copy = copySite('remote-search');
  const outDir = path.join(copy.root, 'doc_build');
  execFileSync('npx', ['rspress', 'build'], {
    cwd: copy.root,
    env: {
      ...process.env,
      SEARCH_API_URL: apiUrl,
      SEARCH_API_INDEXES: 'examples,community',
      RSPRESS_OUT_DIR: outDir,
      RSPRESS_PERSISTENT_CACHE: 'false',
    },
    stdio: 'pipe',
  });
  site = await startServer({ port: 0, dir: outDir });
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

// A returning reader: no first-visit language redirect on this second origin either.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

test.afterAll(async () => {
  await new Promise((resolve) => api?.close(resolve));
  await new Promise((resolve) => site?.close(resolve));
  copy?.remove();
});

test('queries go to the configured service and its groups appear as tabs', async ({ page }) => {
  await page.goto(`${siteUrl}/zh/guide/start/`);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').fill('manifest');
  const tabs = page.locator('.rp-search-panel__tabs .mf-search-tab');
  await expect(tabs).toHaveText(['Module Federation 文档', 'examples', 'community'], { timeout: 30_000 });

  const call = calls.at(-1)!;
  expect(Object.fromEntries(call)).toEqual({ keyword: 'manifest', limit: '7', searchIndexes: 'examples,community', lang: 'zh' });

  await tabs.nth(1).click();
  await expect(page.locator('.rp-suggest-item a')).toHaveAttribute('href', '/showcase/');
  await expect(page.locator('.rp-suggest-item')).toContainText('Example apps for manifest');
  await tabs.nth(2).click();
  await expect(page.locator('.rp-search-panel__results')).toContainText('未找到结果');
});

test('a failing service is logged and only the local hits are shown', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto(`${siteUrl}/guide/start/`);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').fill('broken');
  // The results of this query, with every group's answer in (the service's failure included).
  await expect(page.locator('.rp-search-panel__results[data-query="broken"][aria-busy="false"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.rp-search-panel__tabs')).toHaveCount(0);
  await expect.poll(() => logged.some((line) => line.includes('remote search failed'))).toBe(true);
});
