import { expect, test } from '@playwright/test';

test.describe('404', () => {
  test('an unknown path answers status 404 with the spec’s page and a link home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Take me home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toContainText('Module Federation');
  });

  test('an unknown Chinese path shows the Chinese page with a link to the Chinese home', async ({ page }) => {
    const response = await page.goto('/zh/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  });

  test('a path with the default language prefix redirects to the same path without it', async ({ page }) => {
    await page.goto('/en/guide/start/');
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator('.rp-doc h1')).toBeVisible();
  });

  test('a mistyped address lists the pages it most likely meant, with their section, and a search box with its words', async ({ page }) => {
    const response = await page.goto('/guide/basic/runtme');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    const suggestions = page.locator('.mf-not-found-suggestions__list li');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    const runtime = suggestions.filter({ has: page.locator('a[href="/guide/basic/runtime"]') });
    await expect(runtime).toHaveCount(1);
    await expect(runtime).toContainText('Runtime API');
    await expect(runtime).toContainText('Guide › Reference');
    const box = page.getByLabel('Or search the documentation for');
    await expect(box).toHaveValue(/runtme/);
    await box.fill('runtime api');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The site's search opens with the words, and finds the page.
    await expect(page.locator('.rp-search-panel__input')).toHaveValue('runtime api');
    await expect(page.getByRole('dialog').locator('a[href*="/guide/basic/runtime"]').first()).toBeVisible();
  });

  test('a guessed Chinese address suggests Chinese pages, the one meant among them', async ({ page }) => {
    const response = await page.goto('/zh/configure/share-strategy');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '你要找的可能是' })).toBeVisible();
    const links = page.locator('.mf-not-found-suggestions__list a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/zh/configure/sharestrategy');
    for (const href of hrefs) expect(href?.startsWith('/zh/'), String(href)).toBe(true);
    await links.filter({ hasText: 'shareStrategy' }).first().click();
    await expect(page).toHaveURL(/\/zh\/configure\/sharestrategy$/);
  });

  test('the build publishes 404.html', async ({ request }) => {
    const response = await request.get('/404.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('PAGE NOT FOUND');
  });
});
