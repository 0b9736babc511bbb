/**
 * Prose reaches the browser as HTML strings (plugins/proseAsHtml.ts) and React draws only what
 * responds: a reader notices nothing but a page that answers taps sooner. Links of the site inside
 * the prose still open without reloading the document and preload on hover; a click with Ctrl or
 * on a link off the site is the browser's; the pages hydrate without an error; the prose itself
 * holds no React element.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

const isReactElement = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

test('a link of the site inside a paragraph opens its page without reloading the document', async ({ page }) => {
  await page.goto('/guide/basic/runtime', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const link = page.locator('.rp-doc p a[href="/guide/start/glossary#runtime"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary#runtime$/);
  await expect(page.locator('.rp-doc h1')).toContainText('Glossary');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('resting the pointer on a link of the site inside the prose fetches that page before the click', async ({ page }) => {
  await page.goto('/guide/basic/runtime', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.locator('.rp-doc p a[href="/configure/remotes"]').first().hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('Ctrl+click on a link of the prose is left to the browser, which opens a new tab', async ({ page, context }) => {
  await page.goto('/guide/basic/runtime', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const opened = context.waitForEvent('page');
  await page
    .locator('.rp-doc p a[href="/configure/remotes"]')
    .first()
    .click({ modifiers: ['ControlOrMeta'] });
  await opened;
  await expect(page).toHaveURL(/\/guide\/basic\/runtime$/);
});

for (const route of ['/', '/guide/basic/runtime', '/plugin/dev/', '/zh/plugin/dev/', '/blog/announcement', '/guide/start/quick-start']) {
  test(`${route} hydrates without an error, and its prose holds no React element`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // React marks the elements it owns; inline elements of prose (links, inline code, emphasis) are none of them.
    await expect
      .poll(() =>
        page.locator('.rp-doc').evaluateAll((docs) => docs.every((doc) => Object.keys(doc).some((key) => key.startsWith('__reactFiber$')))),
      )
      .toBe(true);
    const owned = await page
      .locator('.rp-doc p > a, .rp-doc p > code, .rp-doc li > code, .rp-doc td > code')
      .evaluateAll(
        (elements, test) => elements.filter(new Function(`return (${test})`)() as (element: Element) => boolean).length,
        isReactElement.toString(),
      );
    expect(owned).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('the tabs and copy buttons of a page reached by a link of the prose still respond', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide/start/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.locator('.rp-doc p a[href="/guide/start/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  const tabs = page.locator('.rp-doc [role="tablist"]').first();
  const second = tabs.getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const block = page.locator('.rp-doc .rp-codeblock').first();
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  await expect(block.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
});

test('the longest page’s chunk draws no paragraph, list item or code block as a React element of its own', async ({ page }) => {
  const chunks: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/static\/js\/async\/.*\.js$/.test(response.url())) chunks.push(response.text());
  });
  await page.goto('/plugin/dev/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const compiled = (await Promise.all(chunks)).join('\n');
  // MDX compiles a Markdown block to `jsx(components.p, …)`; the page's chunk is among those loaded.
  const elements = (tag: string) => [...compiled.matchAll(new RegExp(`\\.jsxs?\\)\\([\\w$]+\\.${tag},`, 'g'))].length;
  const inPage = await page.locator('div.rp-doc').evaluate((doc) => ({
    p: doc.querySelectorAll('p').length,
    li: doc.querySelectorAll('li').length,
    pre: doc.querySelectorAll('pre').length,
  }));
  expect(inPage.p).toBeGreaterThan(100);
  expect(inPage.li).toBeGreaterThan(100);
  expect(inPage.pre).toBeGreaterThan(50);
  expect({ p: elements('p'), li: elements('li'), pre: elements('pre') }).toEqual({ p: 0, li: 0, pre: 0 });
});

test('a code block’s wrap button wraps its long lines and says so, on the first page and on one reached by a link', async ({ page }) => {
  await page.goto('/plugin/dev/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  for (const reached of ['first load', 'client-side navigation']) {
    const block = page.locator('.rp-doc .rp-codeblock').first();
    const wrap = block.getByRole('button', { name: 'Toggle code wrap' });
    await block.hover();
    await expect(wrap, reached).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(block.locator('.rp-codeblock__content'), reached).toHaveClass(/rp-codeblock__content--wrap-code/);
    await expect(wrap, reached).toHaveAttribute('aria-pressed', 'true');
    await wrap.click();
    await expect(block.locator('.rp-codeblock__content'), reached).not.toHaveClass(/rp-codeblock__content--wrap-code/);
    if (reached === 'first load') {
      await page.locator('div.rp-doc .mf-static a[href="/configure/runtimeplugins"]').first().click();
      await expect(page).toHaveURL(/\/configure\/runtimeplugins$/);
    }
  }
});
