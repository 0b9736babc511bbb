import { expect, type Page, test } from '@playwright/test';

/** The search button shows its shortcut key from a mount effect: a sign the page has hydrated. */
const waitForHydration = (page: Page) => expect(page.locator('.rp-search-button__hotkey').first()).toHaveCSS('opacity', '1');

test.describe('doc page footer and outline', () => {
  test('shows the edit link, last-updated time and previous/next links with the spec’s labels', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    const footer = page.locator('.rp-doc-footer');
    const edit = footer.getByRole('link', { name: 'Edit this page on GitHub' });
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/module-federation/core/tree/main/apps/website-new/docs/en/guide/start/quick-start.mdx',
    );
    await expect(footer.locator('.rp-last-updated')).toContainText(/Last Updated: \S/);
    await expect(footer.locator('.rp-prev-next-page')).toContainText('Previous Page');
    await expect(footer.locator('.rp-prev-next-page')).toContainText('Next page');
    await expect(page.locator('.rp-outline__title')).toContainText('ON THIS PAGE');
  });

  test('uses Chinese labels on Chinese pages', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start', { waitUntil: 'networkidle' });
    const footer = page.locator('.rp-doc-footer');
    await expect(footer.getByRole('link', { name: '在 GitHub 上编辑此页' })).toHaveAttribute(
      'href',
      /\/docs\/zh\/guide\/start\/quick-start\.mdx$/,
    );
    await expect(footer.locator('.rp-last-updated')).toContainText('最后更新于');
    await expect(footer.locator('.rp-prev-next-page')).toContainText('上一页');
    await expect(page).toHaveTitle(/快速上手 - Module Federation 模块联邦/);
  });

  test('the outline lists h2–h4 headings and clicking one sets the hash', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    const entries = page.locator('.rp-outline__toc a');
    expect(await entries.count()).toBeGreaterThan(2);
    const first = entries.first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`[id="${href!.slice(1)}"]`)).toBeInViewport();
  });
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy puts the code on the clipboard and shows the copied state', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    const block = page.locator('.rp-doc .rp-codeblock').first();
    await block.hover();
    const copy = block.locator('.rp-code-copy-button');
    await copy.click();
    await expect(copy).toHaveClass(/copied|success/);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const code = await block.locator('code').first().innerText();
    expect(clipboard.trim()).toBe(code.trim());
  });

  test('"Copy Markdown" under the title puts the page\'s Markdown twin on the clipboard', async ({ page, request }) => {
    await page.goto('/zh/guide/start/quick-start', { waitUntil: 'networkidle' });
    const copy = page.getByRole('button', { name: '复制 Markdown' });
    await copy.click();
    await expect(copy).toHaveClass(/rp-llms-copy-button--success/);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get('/zh/guide/start/quick-start.md')).text());
  });

  test('wrap toggle switches long lines between scrolling and wrapping', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    const block = page.locator('.rp-doc .rp-codeblock').first();
    await block.hover();
    const code = block.locator('code').first();
    await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
    await block.getByRole('button', { name: 'Toggle code wrap' }).click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    await block.getByRole('button', { name: 'Toggle code wrap' }).click();
    await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
  });

  test('line-highlight metadata such as {5-8,11} highlights exactly those lines', async ({ page }) => {
    // The page's source writes this block as ```ts title="host/module-federation.config.ts" {5-8,11}
    await page.goto('/guide/framework/modernjs', { waitUntil: 'networkidle' });
    const block = page
      .locator('.rp-codeblock')
      .filter({ has: page.locator('.rp-codeblock__title', { hasText: /^host\/module-federation\.config\.ts$/ }) });
    await expect(block).toHaveCount(1);
    const highlighted = await block
      .locator('.line')
      .evaluateAll((lines) => lines.flatMap((line, i) => (line.classList.contains('highlighted') ? [i + 1] : [])));
    expect(highlighted).toEqual([5, 6, 7, 8, 11]);
  });

  test('shows no line numbers by default', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await expect(page.locator('.rp-doc .rp-codeblock--line-numbers, .rp-doc .line-number')).toHaveCount(0);
  });
});

test.describe('image zoom', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`a diagram zooms on click over the page background, in the theme's colours (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/guide/start/', { waitUntil: 'networkidle' });
      const picture = page.locator('.rp-doc figure.mf-diagram svg').first();
      // Scroll first and let it settle: medium-zoom closes the zoom when the page scrolls.
      await picture.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.waitForTimeout(300);
      await picture.click();
      const zoomed = page.locator('img.medium-zoom-image--opened');
      await expect(zoomed).toBeVisible();
      // The zoomed picture is as wide as the window allows, wider than the column it sat in.
      expect((await zoomed.boundingBox())!.width).toBeGreaterThan((await picture.boundingBox())!.width);
      // It is drawn in the colours the theme gives the diagram now.
      const textColour = await picture
        .locator('text')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
      const drawnIn = await zoomed.evaluate((el) => decodeURIComponent((el as HTMLImageElement).src));
      const [r, g, b] = textColour.match(/\d+/g)!.map(Number);
      const hex = `#${[r, g, b].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
      expect(drawnIn.includes(textColour) || drawnIn.toLowerCase().includes(hex)).toBe(true);
      const overlay = page.locator('.medium-zoom-overlay');
      await expect(overlay).toBeVisible();
      const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-c-bg').trim());
      const toRgb = (color: string) =>
        page.evaluate((c) => {
          const probe = document.createElement('div');
          probe.style.color = c;
          document.body.append(probe);
          const rgb = getComputedStyle(probe).color;
          probe.remove();
          return rgb;
        }, color);
      const expected = await toRgb(pageBackground);
      await expect.poll(() => overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(expected);
      // medium-zoom ignores Escape until its opening transition has ended: press until it closes.
      await expect
        .poll(async () => {
          await page.keyboard.press('Escape');
          return overlay.count();
        })
        .toBe(0);
      await expect(page.locator('.mf-diagram__zoom')).toHaveCount(0);
    });
  }
});

test.describe('scrolling', () => {
  test('the navbar hides while scrolling down and comes back on scroll up', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const nav = page.locator('.rp-nav');
    await page.mouse.wheel(0, 1200);
    await expect(page.locator('html')).toHaveAttribute('data-nav-hidden');
    await expect(nav).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(page.locator('html')).not.toHaveAttribute('data-nav-hidden');
    await expect(nav).toBeInViewport();
  });

  test('a back-to-top control appears once the page is scrolled, and scrolls to the top', async ({ page }) => {
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const button = page.locator('.rp-scroll-to-top');
    // Not at the top of the page: a little scroll, well below the point where it appears, and time
    // for the theme's scroll handler to run.
    await page.mouse.wheel(0, 40);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone the back-to-top button floats, and ?globalUIComponents=0 hides it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/guide/start/quick-start', { waitUntil: 'networkidle' });
    // The button follows scroll events, which a page still hydrating does not hear.
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    const button = page.locator('.mf-scroll-to-top');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Back to top');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/guide/start/quick-start?globalUIComponents=0', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator('.mf-scroll-to-top')).toHaveCount(0);
  });

  test('page content animates in after navigation', async ({ page }) => {
    await page.goto('/guide/start/', { waitUntil: 'networkidle' });
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
    await expect(page.locator('.rp-doc-layout__doc')).toHaveClass(/mf-content-enter/);
  });
});
