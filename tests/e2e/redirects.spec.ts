/**
 * Stable URLs: every address in the redirect table (navigation/redirects.ts) lands on its page in
 * a real browser, through the static host's 404 answer and the redirect script inlined in the 404 page.
 */
import { expect, test } from '@playwright/test';
import { redirectCases } from '../../navigation/redirects';
import { officialAddresses } from '../official-addresses';

/** The official site's addresses have their own test, in both of their shapes. */
const official = new Set(officialAddresses().map(({ address }) => address));

const pathOf = (url: string) => new URL(url).pathname;
/** Where a redirect lands: the path, and the section when the target names one. */
const landingOf = (url: string) => new URL(url).pathname + new URL(url).hash;

test.describe('redirects', () => {
  for (const { from, to } of redirectCases().filter(({ from }) => !official.has(from))) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      // The 404 page's own inline script redirects: the site's bundles, styles and images would only cost time.
      await page.route(/\.(?:js|css|png|jpe?g|svg|webp|woff2?)(?:\?.*)?$/, (route) => route.abort());
      await page.goto(from);
      await expect.poll(() => landingOf(page.url())).toBe(to);
      await expect(page.locator('.rp-doc h1').first()).toBeVisible();
      await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
    });
  }

  test('a Portuguese address of the official site lands on the English page, which says so once, in Portuguese', async ({ page }) => {
    for (const [address, landing, title] of [
      ['/pt-BR/guide/start/quick-start', '/guide/start/quick-start', /Quick start/],
      ['/pt-BR/configure/shareStrategy', '/configure/sharestrategy', /shareStrategy/],
      ['/pt-BR/', '/', /Module Federation/],
    ] as const) {
      await page.goto(address, { waitUntil: 'networkidle' });
      // The query that carried the way in is taken out of the address once the page has read it.
      await expect.poll(() => page.url(), address).toBe(new URL(landing, page.url()).href);
      await expect(page.locator('h1').first(), address).toHaveText(title);
      const note = page.locator('.mf-portuguese-note');
      await expect(note, address).toHaveCount(1);
      await expect(note).toHaveAttribute('lang', 'pt-BR');
      await expect(note).toContainText('Esta documentação está em inglês e chinês');
      // No Portuguese page is claimed: not in the alternates, not in the language menu.
      await expect(page.locator('link[hreflang^="pt"]')).toHaveCount(0);
    }
    await page.goto('/pt-BR/guide/start/quick-start', { waitUntil: 'networkidle' });
    await expect(page.locator('.mf-portuguese-note')).toHaveCount(1);
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/glossary"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
    await expect(page.locator('.mf-portuguese-note')).toHaveCount(0);
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await expect(page.locator('.mf-portuguese-note')).toHaveCount(0);
  });

  test('switching language on the English-only Node.js plugin page lands on a Chinese page', async ({ page }) => {
    await page.goto('/plugin/plugins/', { waitUntil: 'networkidle' });
    await page.locator('.rp-nav__others').getByText('English').first().hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/zh/plugin/dev/');
    await expect(page.locator('.rp-doc h1').first()).toHaveText(/运行时插件/);
  });

  test('switching language on the Chinese-only hook reference lands on an English page', async ({ page }) => {
    await page.goto('/zh/plugin/dev/hooks', { waitUntil: 'networkidle' });
    await page.locator('.rp-nav__others').getByText('简体中文').first().hover();
    await page.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/plugin/dev/');
    await expect(page.locator('.rp-doc h1').first()).toHaveText(/Runtime plugins/);
  });

  test('the previous site’s `.html` and `/index` addresses still answer with their page', async ({ page }) => {
    for (const [address, title] of [
      ['/guide/start/quick-start.html', /Quick start/],
      ['/plugin/dev/index', /Runtime plugins/],
      ['/showcase/index.html', /Showcase/],
      ['/zh/configure/index.html', /配置/],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator('.rp-doc h1').first(), address).toHaveText(title);
    }
  });
});
