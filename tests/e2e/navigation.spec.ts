import { expect, type Page, test } from '@playwright/test';

const SOURCE_REPO = 'https://github.com/module-federation/core';

const navLink = (page: Page, name: string) => page.locator('.rp-nav').getByRole('link', { name, exact: true });

test.describe('top navigation', () => {
  test('lists the sections that exist, marks the current one, and links to the examples and the book', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await expect(navLink(page, 'Guide')).toHaveAttribute('href', '/guide/start/');
    await expect(page.locator('.rp-nav-menu__item--active')).toContainText('Guide');
    await page.locator('.rp-nav').getByText('Ecosystem').hover();
    await expect(page.getByRole('link', { name: 'Module Federation Examples' })).toHaveAttribute(
      'href',
      'https://github.com/module-federation/module-federation-examples',
    );
    await expect(page.getByRole('link', { name: /Practical Module Federation/ })).toBeVisible();
  });

  test('has a GitHub link to the source repository', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator(`.rp-nav a[href="${SOURCE_REPO}"]`).filter({ visible: true })).toHaveCount(1);
  });

  test('is in Chinese on Chinese pages', async ({ page }) => {
    await page.goto('/zh/guide/start/', { waitUntil: 'networkidle' });
    await expect(navLink(page, '指南')).toHaveAttribute('href', '/zh/guide/start/');
    await expect(page.locator('.rp-nav').getByText('生态')).toBeVisible();
  });
});

test.describe('language switch', () => {
  test('goes to the same page in the other language and back', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await page.locator('.rp-nav__others').getByText('English').first().hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(page.locator('.rp-doc h1')).toHaveText(/快速上手/);
    await page.locator('.rp-nav__others').getByText('简体中文').first().hover();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('.rp-doc h1')).toHaveText(/Quick start/i);
  });
});

test.describe('theme', () => {
  test('toggles dark mode and keeps it across reloads under the framework’s storage key', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.locator('.rp-nav .rp-switch-appearance').filter({ visible: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });

  test('follows the system preference by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('sidebar', () => {
  test('highlights the current page and uses the spec’s sizes and indents', async ({ page }) => {
    await page.goto('/guide/start/glossary', { waitUntil: 'networkidle' });
    const active = page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/guide/start/glossary');
    const group = page.locator('.rp-sidebar-item[data-depth="0"]').first();
    await expect(group).toHaveCSS('font-size', '14px');
    await expect(group).toHaveCSS('padding-left', '12px');
    await expect(active).toHaveCSS('font-size', '13px');
    await expect(active).toHaveCSS('padding-left', '24px');
  });

  test('keeps the active item in view on load', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 420 });
    await page.goto('/guide/start/npm-packages', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active')).toBeInViewport();
  });

  test('a group without a link toggles open and closed', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    const item = page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]');
    await expect(item).toBeVisible();
    await page.locator('.rp-sidebar-item[data-depth="0"]').first().click();
    await expect(item).not.toBeInViewport();
    await page.locator('.rp-sidebar-item[data-depth="0"]').first().click();
    await expect(item).toBeVisible();
  });

  test('only the group that lists the current page starts open, so every group name is on the first screen', async ({ page }) => {
    await page.goto('/guide/advanced/manifest-fields', { waitUntil: 'networkidle' });
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const open = sidebar.locator('[aria-expanded="true"]');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('Reference');
    await expect(sidebar.getByRole('button', { name: 'Debugging and troubleshooting' })).toBeInViewport();
    await expect(sidebar.locator('a[href="/guide/start/quick-start"]')).not.toBeInViewport();
  });

  test('the share lab shows the guide sidebar, under the guide tab, with itself highlighted', async ({ page }) => {
    for (const [path, label] of [
      ['/playground/', 'Share lab'],
      ['/zh/playground/', '共享依赖实验室'],
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveText(label);
      await expect(page.locator('.rp-nav-menu__item--active')).toContainText(path.startsWith('/zh/') ? '指南' : 'Guide');
      await expect(sidebar.locator(`a[href="${path.replace('playground/', 'guide/start/quick-start')}"]`)).toHaveCount(1);
    }
  });

  test('navigates between pages without a full reload', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens a full-screen nav that closes when the window widens', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await page.locator('.rp-nav-hamburger__sm').click();
    const screen = page.locator('.rp-nav-screen');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Guide' })).toBeVisible();
    await page.setViewportSize({ width: 900, height: 740 });
    await expect(screen).toHaveCount(0);
  });

  test('the sidebar slides in with a backdrop and closes when the window reaches 768 px', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await page.locator('.rp-sidebar-menu__left').click();
    const drawer = page.locator('.rp-doc-layout__sidebar');
    await expect(drawer).toHaveClass(/rp-doc-layout__sidebar--open/);
    await expect(drawer).toBeInViewport();
    await expect(page.locator('.rp-sidebar-menu__mask')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 740 });
    await expect(drawer).not.toHaveClass(/rp-doc-layout__sidebar--open/);
    // Page scroll is unlocked again.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('first visit', () => {
  test.use({ locale: 'zh-CN', storageState: { cookies: [], origins: [] } });

  test('a reader whose browser prefers Chinese is sent to the Chinese page once, then left alone', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/zh\/guide\/start\/$/);
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await expect(page.locator('.rp-doc h1')).toBeVisible();
  });
});

// The bundled list of pages is slimmed (plugins/slimPageData.ts): what it still has to give must reach the reader.
test.describe('page data after client-side navigation', () => {
  test("the head carries the new page's own description, and the edit link and last-updated time follow", async ({ page, request }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Glossary', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
    const served = await (await request.get('/guide/start/glossary')).text();
    const description = /<meta name="description" content="([^"]+)"/.exec(served)![1];
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      description.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit this page on GitHub' })).toHaveAttribute(
      'href',
      /docs\/en\/guide\/start\/glossary\.mdx$/,
    );
    await expect(page.locator('.rp-last-updated')).toContainText(/\d/);
  });

  test('the frameworks overview lists each child page with its h2 headings, not its h3 ones', async ({ page }) => {
    await page.goto('/practice/frameworks/', { waitUntil: 'networkidle' });
    const links = page.locator('.rp-overview-group__item__content__item__link');
    await expect(links.and(page.locator('[href="/practice/frameworks/angular/angular-cli#create-the-workspace"]'))).toHaveCount(1);
    await expect(links.and(page.locator('[href="/practice/frameworks/angular/angular-cli#what-changed"]'))).toHaveCount(0);
  });
});
