import { expect, type Page, type Response, test } from '@playwright/test';
import { SHOWCASE } from '../../components/showcase/data';

/** Records the xgplayer code and styles a page downloads. */
function watchXgplayer(page: Page) {
  const loaded: string[] = [];
  page.on('response', async (response: Response) => {
    const url = response.url();
    if (url.includes('xgplayer')) loaded.push(url);
    else if (response.request().resourceType() === 'script') {
      // xgplayer's own markup only exists in its code, not in our wrapper.
      const body = await response.text().catch(() => '');
      if (body.includes('xgplayer-errornote')) loaded.push(url);
    }
  });
  return loaded;
}

test.describe('video', () => {
  test('pages without a video load no xgplayer code or styles', async ({ page }) => {
    const loaded = watchXgplayer(page);
    for (const path of ['/guide/start/', '/configure/shared', '/zh/guide/start/quick-start']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 3000);
      await page.waitForLoadState('networkidle');
    }
    expect(loaded).toEqual([]);
  });

  test('on the home page the player loads only when it nears the viewport', async ({ page }) => {
    const loaded = watchXgplayer(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const figure = page.locator('.mf-video');
    await expect(figure.locator('.mf-video__poster img')).toHaveAttribute('src', '/video/announcement-poster.jpg');
    // Below the fold on the home page, the poster waits for layout; first in view in a post, it does not.
    await expect(figure.locator('.mf-video__poster img')).toHaveAttribute('loading', 'lazy');
    expect(loaded).toEqual([]);
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('.xgplayer')).toBeVisible();
    await expect(figure).toHaveAttribute('data-stage', 'player');
    expect(loaded.some((url) => url.endsWith('.css'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
  });

  test('a click on the poster loads the player and plays the shipped clip', async ({ page }) => {
    // Hold xgplayer back so the reader's click lands on the poster, before the player exists.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/blog/announcement', { waitUntil: 'load' });
    const figure = page.locator('.mf-video');
    await figure.getByRole('button', { name: /Module Federation in 20 seconds/ }).click();
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('src', /\/video\/announcement\.mp4$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.6);
    // Captions in the page's language are on.
    expect(await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].find((t) => t.mode === 'showing')?.language)).toBe('en');
  });

  test('no media byte is requested before the reader presses play', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media' || request.url().endsWith('.mp4')) media.push(request.url());
    });
    // The post's poster is in the first screen, so the page asks for it at once (the player soon replaces it).
    const html = await (await page.request.get('/blog/announcement')).text();
    expect(html).toMatch(/<img src="\/video\/announcement-poster\.jpg"[^>]*loading="eager"/);
    await page.goto('/blog/announcement', { waitUntil: 'networkidle' });
    const figure = page.locator('.mf-video');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-stage', 'player');
    await page.waitForLoadState('networkidle');
    // The player is ready and shows the poster, and the clip has not been asked for.
    await expect(figure.locator('.xgplayer-poster')).toBeVisible();
    expect(media).toEqual([]);
    await figure.locator('.xgplayer-start').click();
    await expect.poll(() => media.some((url) => url.endsWith('/video/announcement.mp4'))).toBe(true);
  });

  test('once loaded, xgplayer’s own start button plays the clip', async ({ page }) => {
    await page.goto('/blog/announcement', { waitUntil: 'load' });
    const figure = page.locator('.mf-video');
    await expect(figure).toHaveAttribute('data-stage', 'player');
    await figure.locator('.xgplayer-start').click();
    const video = figure.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  });

  test('the player offers the spec’s playback rates and Chinese labels on Chinese pages', async ({ page }) => {
    await page.goto('/zh/blog/announcement', { waitUntil: 'load' });
    const figure = page.locator('.mf-video');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('.xgplayer')).toBeVisible();
    const rates = await figure
      .locator('.xgplayer-playbackrate li')
      .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-id') ?? li.textContent?.replace(/[^\d.]/g, ''))));
    expect(rates).toEqual([2, 1.5, 1, 0.75, 0.5]);
    // The video element, with its caption tracks, joins the page when playback starts.
    await figure.locator('.xgplayer-start').click();
    await expect(figure.locator('track[srclang="zh"]')).toHaveAttribute('default', '');
  });

  test('a broken source shows the player’s error note with a retry link, and the page still works', async ({ page }) => {
    await page.route('**/video/announcement.mp4', (route) => route.abort());
    await page.goto('/blog/announcement', { waitUntil: 'load' });
    const figure = page.locator('.mf-video');
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('.xgplayer-start').click();
    await expect(figure.locator('.xgplayer-error')).toBeVisible({ timeout: 15_000 });
    await expect(figure.locator('.xgplayer-error-refresh')).toBeVisible();
    // The rest of the page is unharmed: navigation still works.
    await page.locator('.rp-doc-layout__sidebar a[href="/blog/v0-1"]').click();
    await expect(page.locator('.rp-doc h1')).toContainText('0.1');
  });

  test('the transcript follows the page language', async ({ page }) => {
    await page.goto('/zh/blog/announcement', { waitUntil: 'load' });
    const transcript = page.locator('.mf-video__transcript');
    await transcript.locator('summary').click();
    await expect(transcript.locator('p').first()).toContainText('模块联邦');
  });
});

test.describe('source badge', () => {
  for (const [path, label] of [
    ['/configure/shared', 'Source'],
    ['/zh/configure/shared', '源码'],
  ] as const) {
    test(`links to the package source with the GitHub icon (${path})`, async ({ page }) => {
      await page.goto(path);
      const badge = page.locator('.rp-doc .rp-source-code__link').first();
      await expect(badge).toHaveText(label);
      await expect(badge).toHaveAttribute(
        'href',
        'https://github.com/module-federation/core/blob/main/packages/sdk/src/types/plugins/ModuleFederationPlugin.ts',
      );
      await expect(badge.locator('svg')).toHaveCount(1);
    });
  }

  test('each runtime function links to the runtime source', async ({ page }) => {
    await page.goto('/guide/basic/runtime');
    const badges = page.locator('.rp-doc .rp-source-code__link');
    expect(await badges.count()).toBeGreaterThanOrEqual(6);
    await expect(badges.first()).toHaveAttribute('href', /packages\/runtime\/src\/index\.ts$/);
  });
});

test.describe('showcase', () => {
  test('shows real public links as cards in a responsive grid, reachable by keyboard', async ({ page }) => {
    await page.goto('/showcase/', { waitUntil: 'networkidle' });
    const cards = page.locator('.mf-showcase__card');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // Each card links to its entry's page and names that page's host: projects first, then examples.
    const entries = [...SHOWCASE.filter((entry) => entry.kind === 'project'), ...SHOWCASE.filter((entry) => entry.kind === 'example')];
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(entries.map((entry) => entry.url));
    await expect(page.locator('.mf-showcase__host')).toHaveText(
      entries.map((entry) => `${new URL(entry.url).hostname.replace(/^www\./, '')} ↗`),
    );
    // No images: text cards only.
    await expect(page.locator('.mf-showcase img')).toHaveCount(0);
    // Several columns on desktop.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBeGreaterThan(first!.x);
    // Keyboard: a reader who clicks the text just above the grid and presses Tab lands on the first
    // card, which shows a focus ring.
    await page.locator('.rp-doc p', { hasText: 'Framework integrations and tools published as npm packages' }).click();
    await page.keyboard.press('Tab');
    await expect(cards.first()).toBeFocused();
    expect(await cards.first().evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('stacks the cards in one column on a phone, in Chinese on the Chinese page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/zh/showcase/');
    const cards = page.locator('.mf-showcase__card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
    await expect(cards.first().locator('.mf-showcase__what')).toHaveText(/[\u4e00-\u9fff]/);
  });
});
