/**
 * Nothing heavy loads before it is needed: the search index, the video player and the
 * image-zoom code are absent from a page that does not use them, even after the reader scrolls
 * it, and each arrives once the page or the reader calls for it. The runtime page's federation
 * demo costs other pages nothing, and its own page nothing but the small component
 * until the reader presses Run. The same for the Share lab on /playground/: other
 * pages carry none of it, and the runtime arrives only with Run.
 */
import { expect, type Page, test } from '@playwright/test';
import { routes } from '../routes';

type Part =
  | 'search index'
  | 'video player'
  | 'image zoom'
  | 'demo component'
  | 'demo runtime'
  | 'lab component'
  | 'lab engine'
  | '404 suggestions';

/** Records which of the deferred parts the page downloads, recognised by name or by content. */
function watchDeferredParts(page: Page) {
  const loaded = new Set<Part>();
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/static/search_index.')) loaded.add('search index');
    if (url.includes('xgplayer')) loaded.add('video player');
    if (url.includes('/demo/remote/')) loaded.add('demo runtime');
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // Markup that only the libraries' own code holds, not the components that load them.
    if (body.includes('xgplayer-errornote')) loaded.add('video player');
    if (body.includes('medium-zoom-overlay')) loaded.add('image zoom');
    if (body.includes('mf-federation-demo')) loaded.add('demo component');
    if (body.includes('mf-share-lab')) loaded.add('lab component');
    if (body.includes('mf-not-found-suggestions')) loaded.add('404 suggestions');
    // The name of the lab's runtime plugin, only in the code Run imports (negotiate.ts).
    if (body.includes('share-lab-entries')) loaded.add('lab engine');
    // A message of @module-federation/runtime's code that no page quotes.
    if (body.includes('removeRemote failed')) loaded.add('demo runtime');
  });
  return loaded;
}

async function readToTheEnd(page: Page) {
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
}

test.describe('deferred code', () => {
  const PAGES: { path: string; expected: Part[] }[] = [
    { path: '/guide/basic/runtime', expected: ['demo component'] },
    { path: '/zh/guide/basic/runtime', expected: ['demo component'] },
    { path: '/zh/configure/shared', expected: [] },
    { path: '/configure/remotes', expected: [] },
    // The pages that link to the Share lab.
    { path: '/configure/shared', expected: [] },
    { path: '/configure/sharestrategy', expected: [] },
    { path: '/zh/configure/sharestrategy', expected: [] },
    { path: '/playground/', expected: ['lab component'] },
    { path: '/zh/playground/', expected: ['lab component'] },
  ];
  for (const { path, expected } of PAGES) {
    test(`${path}, with no image or video, loads no search index, video player, zoom code, demo, lab runtime or 404 suggestions`, async ({
      page,
    }) => {
      const loaded = watchDeferredParts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('.rp-doc img')).toHaveCount(0);
      await readToTheEnd(page);
      expect([...loaded]).toEqual(expected);
    });
  }

  test('the federation demo loads its runtime and remote only when the reader presses Run', async ({ page }) => {
    const loaded = watchDeferredParts(page);
    await page.goto('/guide/basic/runtime', { waitUntil: 'networkidle' });
    await readToTheEnd(page);
    expect(loaded.has('demo runtime')).toBe(false);
    await page.getByRole('button', { name: 'Run the demo' }).click();
    await expect.poll(() => loaded.has('demo runtime')).toBe(true);
  });

  for (const path of ['/playground/', '/zh/playground/']) {
    test(`the Share lab on ${path} loads the federation runtime only when the reader presses Run`, async ({ page }) => {
      const loaded = watchDeferredParts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await readToTheEnd(page);
      expect([...loaded]).toEqual(['lab component']);
      await page.getByRole('button', { name: path.startsWith('/zh/') ? '运行' : 'Run', exact: true }).click();
      await expect(page.locator('.mf-share-lab__outcomes')).toBeVisible();
      // The same @module-federation/runtime code as the demo's, recognised the same way; the demo's remote is not fetched.
      await expect.poll(() => [...loaded].sort()).toEqual(['demo runtime', 'lab component', 'lab engine']);
      expect(loaded.has('demo component')).toBe(false);
    });
  }

  test('no page but /playground/ carries any of the Share lab in its HTML', async ({ request }) => {
    const carrying: string[] = [];
    for (const route of [...routes('en'), ...routes('zh')]) {
      const html = await (await request.get(route)).text();
      if (html.includes('mf-share-lab')) carrying.push(route);
    }
    expect(carrying.sort()).toEqual(['/playground/', '/zh/playground/']);
  });

  test('a page with a diagram loads the zoom code when the reader clicks the diagram, and it zooms', async ({ page }) => {
    const loaded = watchDeferredParts(page);
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    const picture = page.locator('.rp-doc figure.mf-diagram svg').first();
    await picture.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect([...loaded]).toEqual([]);
    await picture.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    expect([...loaded]).toEqual(['image zoom']);
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
