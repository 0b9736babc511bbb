/**
 * Readers land on deep anchors from error messages and links. After the jump (on arrival, from the
 * outline, at the end of a page), the bar above a phone's page and the outline of a wide screen name
 * the section whose heading the reader sees at the top, not the one before it.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** Deep anchors readers arrive at: error codes the packages print, an option, a Chinese page. */
const ARRIVALS = [
  '/guide/troubleshooting/runtime#runtime-003',
  '/guide/troubleshooting/runtime#runtime-008',
  '/configure/shared#singleton',
  '/zh/guide/troubleshooting/runtime#runtime-003',
  '/zh/configure/shared#strictversion',
];

const BAR = '.rp-sidebar-menu__right__text';

async function open(page: Page, address: string) {
  // A first visit to /zh/ is sent to the English page unless the site has been visited before.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(address);
  await waitForHydration(page);
}

/** The heading's text as the outline and the bar show it: without the "#" of its anchor link. */
async function headingText(page: Page, id: string): Promise<string> {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  return heading.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const anchor of copy.querySelectorAll('.rp-header-anchor, a[href^="#"]')) anchor.remove();
    return (copy.textContent ?? '').trim();
  });
}

test.describe('the section named after a jump', () => {
  for (const address of ARRIVALS) {
    test(`on a phone, arriving at ${address} names that section in the bar`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await open(page, address);
      const id = address.split('#')[1];
      await expect(page.locator(BAR)).toHaveText(await headingText(page, id));
    });
  }

  test('on a wide screen, arriving at a deep anchor marks it in the outline', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/guide/troubleshooting/runtime#runtime-003');
    await expect(page.locator('.rp-toc-item--active')).toHaveAttribute('href', '#runtime-003');
  });

  test('on a wide screen, the outline marks the section being read, not the next heading in view', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/configure/shared');
    const ids = await page.locator('.rp-toc-item').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').slice(1)));
    // Two consecutive headings less than half a screen apart.
    const pair = await page.evaluate((ids) => {
      for (let i = 0; i + 1 < ids.length; i++) {
        const gap =
          document.getElementById(ids[i + 1])!.getBoundingClientRect().top - document.getElementById(ids[i])!.getBoundingClientRect().top;
        if (gap > 150 && gap < 400) return [ids[i], ids[i + 1]] as const;
      }
      return null;
    }, ids);
    expect(pair, 'a short section on /configure/shared').not.toBeNull();
    const [reading, next] = pair!;
    // The first heading just under the bar, then 80 px further into its section: the next heading is in view below.
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), reading);
    await page.evaluate(() => window.scrollBy(0, 80));
    await expect(page.locator(`[id="${next}"]`)).toBeInViewport();
    await expect(page.locator('.rp-toc-item--active')).toHaveAttribute('href', `#${reading}`);
  });

  test('on a phone, a jump from the outline names the chosen section', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/guide/troubleshooting/runtime');
    await page.locator('.rp-sidebar-menu__right').click();
    await page.locator('.rp-toc-item[href="#runtime-005"]').click();
    await expect(page).toHaveURL(/#runtime-005$/);
    await expect(page.locator(BAR)).toHaveText(await headingText(page, 'runtime-005'));
  });

  test('at the end of a page, the last section opened by its anchor is the one named', async ({ page }) => {
    // A tall phone, so that the last section and the page footer fit under the bar whatever their length.
    await page.setViewportSize({ width: PHONE.width, height: 1100 });
    await open(page, '/guide/troubleshooting/runtime');
    // The last heading of the page: too close to the end to scroll up to the bar.
    const last = await page.locator('.rp-doc h2[id]').last().getAttribute('id');
    await page.goto(`/guide/troubleshooting/runtime#${last}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
    await expect(page.locator(BAR)).toHaveText(await headingText(page, last!));
  });
});
