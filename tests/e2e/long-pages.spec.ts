/**
 * The longest pages hold about a hundred code blocks. A block out of sight is skipped by the
 * browser until it nears the viewport (content-visibility), which must cost the reader nothing:
 * its stand-in is as tall as the block (so the page never jumps while scrolling or after a jump to
 * an anchor), find-in-page reaches its text, copy takes all of it, and print shows every block.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

const LONG_PAGES = ['/plugin/dev/', '/zh/plugin/dev/'];
const CODE = '.rp-codeblock__content code';

async function open(page: Page, address: string) {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(address);
  await waitForHydration(page);
}

/** Whether the browser renders the block's lines (the code element itself always has a box). */
const rendersLines = (code: Element) => code.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });

/** Each code block's height and whether the browser currently renders its lines. */
const blocks = (page: Page) =>
  page.locator(CODE).evaluateAll((codes, renders) => {
    const rendered = new Function(`return (${renders})`)() as typeof rendersLines;
    return codes.map((code) => ({ height: code.getBoundingClientRect().height, rendered: rendered(code) }));
  }, rendersLines.toString());

for (const address of LONG_PAGES) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`${address} at ${viewport.width} px: a block out of sight stands in at its own height`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, address);
      const before = await blocks(page);
      expect(before.length).toBeGreaterThan(50);
      // Most blocks are out of sight at the top of the page, so the browser skips them.
      expect(before.filter((block) => !block.rendered).length).toBeGreaterThan(before.length / 2);

      await page.addStyleTag({ content: `${CODE} { content-visibility: visible !important; }` });
      const after = await blocks(page);
      expect(after.every((block) => block.rendered)).toBe(true);
      for (const [index, block] of after.entries()) {
        expect(
          Math.abs(block.height - before[index].height),
          `block ${index + 1}: stand-in ${before[index].height} px, rendered ${block.height} px`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  test(`${address}: the last block's text is found, copied whole and printed`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, address);
    const last = page.locator(CODE).last();
    expect(await last.evaluate((code) => code.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    const text = (await last.textContent()) ?? '';
    const phrase = text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 12)!;
    // The browser's find-in-page (window.find searches the same text) reaches the skipped block.
    expect(await page.evaluate((wanted) => (window as unknown as { find: (text: string) => boolean }).find(wanted), phrase)).toBe(true);

    const block = page.locator('.rp-codeblock').last();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());

    await page.emulateMedia({ media: 'print' });
    const printed = await page
      .locator(CODE)
      .evaluateAll((codes) => codes.filter((code) => code.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length);
    expect(printed).toBe(await page.locator(CODE).count());
  });
}
