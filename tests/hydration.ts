/** When a page of the built site has hydrated: the theme switch announces its state only then. */
import type { Page } from '@playwright/test';

export const waitForHydration = (page: Page) => page.locator('.mf-switch-appearance[aria-pressed]').first().waitFor({ state: 'attached' });
