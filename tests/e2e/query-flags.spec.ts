import { expect, test } from '@playwright/test';

test.describe('query flags', () => {
  test('navbar=0, sidebar=0, outline=0 and footer=0 hide those parts on first load', async ({ page }) => {
    await page.goto('/guide/start/quick-start?navbar=0&sidebar=0&outline=0&footer=0', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    await expect(page.locator('.rp-nav')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
  });

  test('each flag hides only its own part', async ({ page }) => {
    await page.goto('/guide/start/quick-start?sidebar=0', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    await expect(page.locator('.rp-nav')).toBeVisible();
    await expect(page.locator('.rp-doc-footer')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
  });

  test('the parts come back after navigating to a page without flags, and hide again with them', async ({ page }) => {
    await page.goto('/guide/start/?footer=0&outline=0', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expect(page.locator('.rp-doc-footer')).toBeVisible();
    await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/guide/start/glossary?navbar=0');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('.rp-nav')).toHaveCount(0);
  });

  test('pages opened with flags never paint the hidden parts', async ({ page }) => {
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/guide/start/quick-start?navbar=0&footer=0', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    await expect(page.locator('.rp-nav')).toBeHidden();
    await expect(page.locator('.rp-doc-footer')).toBeHidden();
  });
});
