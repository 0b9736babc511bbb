import { expect, type Page, test } from '@playwright/test';

const input = (page: Page) => page.locator('.rp-search-panel__input');

async function openSearch(page: Page) {
  // The framework binds the shortcut only after hydration and a second client render, which can
  // land after network idle on a loaded machine: retry the shortcut until the dialog opens.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    if (!(await input(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('search', () => {
  test('the search box reads "Search Docs" and Ctrl+K opens the dialog', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page.locator('.rp-search-button')).toContainText('Search Docs');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search Docs');
  });

  test('arrow keys move the selection and Enter opens the hit; Esc closes', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    await input(page).fill('glossary');
    const hits = page.locator('.rp-suggest-item');
    await expect(hits.nth(1)).toBeVisible({ timeout: 30_000 });
    const current = page.locator('.rp-suggest-item--current');
    await expect(current).toHaveCount(1);
    await expect(hits.first()).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(1)).toHaveClass(/rp-suggest-item--current/);
    const target = (await current.locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === decodeURI(target));
    await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);

    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
  });

  test('finds Chinese pages from a Chinese query inside a word', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
    await input(page).fill('共享依赖');
    // The first query waits for the index to be fetched and built (the Chinese one is the larger).
    await expect(page.locator('.rp-suggest-item').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.rp-suggest-item a').first()).toHaveAttribute('href', /^\/zh\//);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    await input(page).fill('zzqxwvnomatch');
    await expect(page.locator('.rp-no-search-result')).toContainText('No results for the query', { timeout: 30_000 });
    await expect(page.locator('.rp-no-search-result')).toContainText('Please try again with a different keyword');
  });
});

test.describe('search finds reference entries by their exact names', () => {
  const options = ['name', 'filename', 'remotes', 'exposes', 'shared', 'runtimePlugins', 'getPublicPath', 'implementation', 'dts', 'dev', 'manifest'];
  const cases = [
    ...options.map((option) => ({ query: option, expected: `/configure/${option.toLowerCase()}` })),
    { query: 'requiredVersion', expected: '/configure/shared' },
    { query: 'maxRetries', expected: '/configure/dts' },
    { query: 'disableAssetsAnalyze', expected: '/configure/manifest' },
    ...['init', 'loadRemote', 'loadShare', 'preloadRemote', 'registerRemotes', 'createInstance'].map((api) => ({
      query: api,
      expected: '/guide/basic/runtime',
    })),
    ...['beforeRequest', 'errorLoadRemote', 'resolveShare', 'createScript'].map((hook) => ({
      query: hook,
      expected: '/plugin/dev/',
    })),
  ];
  for (const lang of ['', '/zh'] as const) {
    test(`every option, runtime function and hook is found by name (${lang || '/'})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${lang}/guide/start/`);
      await openSearch(page);
      const links = page.locator('.rp-suggest-item__link');
      const hrefs = () => links.evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
      // Build the index before timing individual queries.
      await input(page).fill(cases[0].query);
      await expect(links.first()).toBeVisible({ timeout: 30_000 });
      for (const { query, expected } of cases) {
        // Start from an empty box so the previous query's hits cannot answer for this one.
        await input(page).fill('');
        await expect(links).toHaveCount(0);
        await input(page).fill(query);
        await expect.soft
          .poll(hrefs, { message: `"${query}" should find ${lang}${expected}`, timeout: 15_000 })
          .toContain(`${lang}${expected}`);
      }
    });
  }
});
