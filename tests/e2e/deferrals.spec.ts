/**
 * Nothing heavy loads before it is needed (issue 8): the search index, the video player and the
 * image-zoom code are absent from a page that does not use them, even after the reader scrolls
 * it, and each arrives once the page or the reader calls for it.
 */
import { expect, type Page, test } from '@playwright/test';

type Part = 'search index' | 'video player' | 'image zoom';

/** Records which of the deferred parts the page downloads, recognised by name or by content. */
function watchDeferredParts(page: Page) {
  const loaded = new Set<Part>();
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/static/search_index.')) loaded.add('search index');
    if (url.includes('xgplayer')) loaded.add('video player');
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // Markup that only the libraries' own code holds, not the components that load them.
    if (body.includes('xgplayer-errornote')) loaded.add('video player');
    if (body.includes('medium-zoom-overlay')) loaded.add('image zoom');
  });
  return loaded;
}

async function readToTheEnd(page: Page) {
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
}

test.describe('deferred code', () => {
  for (const path of ['/guide/basic/runtime', '/zh/configure/shared']) {
    test(`${path}, with no picture or video, loads no search index, video player or zoom code`, async ({ page }) => {
      const loaded = watchDeferredParts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('.rp-doc img')).toHaveCount(0);
      await readToTheEnd(page);
      expect([...loaded]).toEqual([]);
    });
  }

  test('a page with a picture in its text loads the zoom code, and the picture zooms', async ({ page }) => {
    const loaded = watchDeferredParts(page);
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await expect.poll(() => [...loaded]).toEqual(['image zoom']);
    const picture = page.locator('.rp-doc img').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  });

  test('the search index arrives when the reader reaches for the search box, not before', async ({ page }) => {
    const loaded = watchDeferredParts(page);
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await readToTheEnd(page);
    expect(loaded.has('search index')).toBe(false);
    await page.locator('.rp-search-button').hover();
    await expect.poll(() => loaded.has('search index')).toBe(true);
  });
});
