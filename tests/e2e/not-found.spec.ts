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

  test('the build publishes 404.html', async ({ request }) => {
    const response = await request.get('/404.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('PAGE NOT FOUND');
  });
});
