import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows the hero as the page h1, the tagline, both actions and the hero image', async ({ page }) => {
    await page.goto('/');
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText('Module Federation');
    await expect(h1).toContainText('Microfrontend Architecture');
    await expect(page.getByText(/code sharing between JavaScript applications easier/)).toBeVisible();
    const actions = page.locator('.rp-home-hero__actions a');
    await expect(actions).toHaveText(['Quick start', 'Read the announcement']);
    await expect(actions.first()).toHaveAttribute('href', '/guide/start/quick-start');
    await expect(actions.nth(1)).toHaveAttribute('href', '/blog/announcement');
    const hero = page.locator('.rp-home-hero__image img').first();
    await expect(hero).toHaveAttribute('alt', /host application/);
    await expect(hero).toHaveAttribute('width', '375');
    await expect(hero).toHaveAttribute('height', '375');
  });

  test('shows the six feature cards in the spec’s order, each with copy, and the footer message', async ({ page }) => {
    await page.goto('/');
    const titles = page.locator('.rp-home-feature__title');
    await expect(titles).toHaveText(['Code Sharing', 'Modularization', 'Flexibility', 'Rspack', 'Development Experience', 'Plugin System']);
    for (const detail of await page.locator('.rp-home-feature__detail').allTextContents()) {
      expect(detail.length).toBeGreaterThan(60);
    }
    await expect(page.locator('.rp-home-footer')).toContainText('MIT License');
  });

  test('each feature card is a link to the page that explains it, and opens it', async ({ page, request }) => {
    for (const lang of ['', '/zh']) {
      await page.goto(`${lang}/`);
      const cards = page.locator('a.rp-home-feature__card');
      await expect(cards).toHaveCount(6);
      for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href.startsWith(`${lang}/`), href).toBe(true);
        expect((await request.get(href.split('#')[0])).status(), href).toBe(200);
        const id = href.split('#')[1];
        if (id) expect(await (await request.get(href.split('#')[0])).text(), href).toContain(`id="${id}"`);
      }
    }
    await page.goto('/');
    await page.locator('a.rp-home-feature__card', { hasText: 'Plugin System' }).click();
    await expect(page).toHaveURL(/\/plugin\/dev\/$/);
    await expect(page.locator('h1')).toContainText('Runtime plugins');
  });

  test('is in Chinese under /zh, with a Chinese title and description', async ({ page }) => {
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('h1')).toContainText('微前端架构');
    await expect(page).toHaveTitle(/模块联邦/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[\u4e00-\u9fff]/);
    await expect(page.getByRole('link', { name: '快速上手' })).toHaveAttribute('href', '/zh/guide/start/quick-start');
    await expect(page.locator('.rp-home-feature__title').first()).toHaveText('代码共享');
    await expect(page.locator('.rp-home-footer')).toContainText('MIT 许可证');
  });

  test('has an English title and description in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Module Federation');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /share code/i);
  });
});

test.describe('brand', () => {
  test('the favicon and both logos are served, and the logo follows the theme', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await request.get(icon!)).status()).toBe(200);
    const logos = page.locator('.rp-nav__title img');
    const visibleSrc = () => logos.filter({ visible: true }).getAttribute('src');
    expect(await visibleSrc()).toBe('/logo-light.svg');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await visibleSrc()).toBe('/logo-dark.svg');
    for (const src of ['/logo-light.svg', '/logo-dark.svg']) expect((await request.get(src)).status()).toBe(200);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/zh/']) {
    test(`nothing overflows the screen sideways (${path})`, async ({ page }) => {
      await page.goto(path);
      const title = page.locator('h1');
      const box = await title.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      const [scrollWidth, hero] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        (document.querySelector('.rp-home-hero__title') as HTMLElement).scrollWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      expect(hero).toBeLessThanOrEqual(box!.width + 1);
    });
  }
});
