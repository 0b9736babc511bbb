/**
 * When a page of the built site is ready for a reader's input: the theme switch announces its state
 * once React has hydrated, and every code block has its wrap and copy buttons once the script that
 * runs them has added them (theme/code/useCodeButtons.ts, while the browser is idle).
 */
import type { Page } from '@playwright/test';

export async function waitForHydration(page: Page) {
  await page.locator('.mf-switch-appearance[aria-pressed]').first().waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('.rp-code-button-group:empty') === null);
}
