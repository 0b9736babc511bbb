/**
 * Readers follow links to the official site's addresses (module-federation.io, as listed in
 * navigation/official-pages.json) from issues, answers and package READMEs. Each one, in English
 * and Chinese and in both shapes readers have (`/x.html` and `/x`, or `/x/` and `/x/index.html`),
 * lands on the page that answers its topic here: its own page, or where the redirect table sends
 * it, with that page's title and, for a section, its heading.
 */
import { expect, test } from '@playwright/test';
import { OFFICIAL, officialAddresses, samePage, titleOf } from '../official-addresses';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe(`addresses of module-federation.io (${OFFICIAL.commit.slice(0, 7)}, ${OFFICIAL.date})`, () => {
  for (const { address, forms, landing } of officialAddresses()) {
    test(`${address} lands on ${landing}`, async ({ page }) => {
      expect(landing, `${address} has neither a page nor a redirect`).toBeDefined();
      const [route, anchor] = landing!.split('#') as [string, string | undefined];
      const title = titleOf(route);
      for (const form of forms) {
        await page.goto(form, { waitUntil: 'domcontentloaded' });
        await expect.poll(() => samePage(new URL(page.url()).pathname), form).toBe(route);
        if (anchor) await expect.poll(() => new URL(page.url()).hash, form).toBe(`#${anchor}`);
        if (route === '/' || route === '/zh/') {
          await expect(page.locator('.rp-home-hero__title, .rp-home-hero__name').first(), form).toContainText('Module Federation');
        } else {
          // The heading's text starts with its anchor link, "#".
          await expect(page.locator('.rp-doc h1').first(), form).toHaveText(new RegExp(`^#?\\s*${escape(title ?? '')}`));
        }
        if (anchor) await expect(page.locator(`[id="${anchor}"]`), `${form}: heading #${anchor}`).toHaveCount(1);
        await expect(page.getByText('PAGE NOT FOUND'), form).toHaveCount(0);
      }
    });
  }
});
