/**
 * The runtime page's live demo, against the production build in both languages: Run
 * loads the real remote published with the site (/demo/remote/v1/) and renders it with the page's
 * React, the runtime plugin lists the hooks in the order they fired, Switch to v2 shows v2, Break
 * shows the errorLoadRemote fallback while the page keeps working, and nothing leaves the origin.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { waitForHydration } from '../hydration';

const LANGUAGES = [
  {
    path: '/guide/basic/runtime',
    run: 'Run the demo',
    output: 'Remote output',
    hooks: 'Runtime hooks',
    switchToV2: 'Switch to v2',
    breakIt: 'Break the remote',
    reset: 'Reset',
    clicks: 'Clicks',
  },
  {
    path: '/zh/guide/basic/runtime',
    run: '运行示例',
    output: '远程输出',
    hooks: '运行时钩子',
    switchToV2: '切换到 v2',
    breakIt: '破坏远程模块',
    reset: '重置',
    clicks: '点击次数',
  },
];

/** The hooks a first Run fires, in order (read from a real run with @module-federation/runtime 2.9.2). */
const FIRST_RUN_HOOKS = [
  'beforeInit',
  'init',
  'beforeRequest',
  'loadRemoteSnapshot',
  'resolveShare',
  'loadEntry',
  'afterResolve',
  'beforeInitContainer',
  'onLoad',
];

function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

for (const lang of LANGUAGES) {
  test.describe(`federation demo on ${lang.path}`, () => {
    test('Run loads the remote, renders it with the page’s React and logs the hooks in order', async ({ page, baseURL }) => {
      const origins = recordOrigins(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(lang.path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('button', { name: lang.run }).click();

      const output = page.getByRole('region', { name: lang.output });
      await expect(output).toContainText('federation_demo v1');
      const counter = output.getByRole('button', { name: `${lang.clicks}: 0` });
      await counter.click();
      await expect(output.getByRole('button', { name: `${lang.clicks}: 1` })).toBeVisible();
      // The remote's useState is this page's React's: one copy.
      await expect(output.locator('[data-same-react]')).toHaveAttribute('data-same-react', 'true');

      const hooks = page.getByRole('list', { name: lang.hooks }).locator('li[data-hook]');
      await expect.poll(() => hooks.evaluateAll((items) => items.map((item) => item.getAttribute('data-hook')))).toEqual(FIRST_RUN_HOOKS);
      await expect(hooks.filter({ hasText: 'resolveShare' })).toContainText('from runtime_page');

      expect(errors).toEqual([]);
      expect([...origins]).toEqual([new URL(baseURL!).origin]);
    });

    test('Switch to v2 shows v2, Break shows the fallback and the page keeps working, Reset starts over', async ({ page }) => {
      await page.goto(lang.path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('button', { name: lang.run }).click();
      const output = page.getByRole('region', { name: lang.output });
      await expect(output).toContainText('federation_demo v1');

      await page.getByRole('button', { name: lang.switchToV2 }).click();
      await expect(output).toContainText('federation_demo v2');
      await output.getByRole('button', { name: `${lang.clicks}: 0` }).click();
      await expect(output.getByRole('button', { name: `${lang.clicks}: 1` })).toBeVisible();

      await page.getByRole('button', { name: lang.breakIt }).click();
      await expect(output.getByRole('alert')).toContainText('errorLoadRemote');
      const errorHooks = page.getByRole('list', { name: lang.hooks }).locator('li[data-hook="errorLoadRemote"]');
      await expect(errorHooks).toHaveCount(2);

      // The rest of the page still works: the outline link scrolls to its section.
      await page.locator('.rp-doc a[href="#loadremote"]').first().click();
      await expect(page).toHaveURL(/#loadremote$/);
      await page.getByRole('button', { name: lang.switchToV2 }).click();
      await expect(output).toContainText('federation_demo v2');

      await page.getByRole('button', { name: lang.reset }).click();
      await expect(page.getByRole('list', { name: lang.hooks }).locator('li')).toHaveCount(0);
      await page.getByRole('button', { name: lang.run }).click();
      await expect(output).toContainText('federation_demo v1');
    });

    test('the demo is operated by keyboard, and passes axe once expanded, light and dark', async ({ page }) => {
      test.slow(); // two axe runs over the whole runtime page, and three loads of the remote
      await page.goto(lang.path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.getByRole('button', { name: lang.run }).focus();
      await page.keyboard.press('Enter');
      const output = page.getByRole('region', { name: lang.output });
      await expect(output).toContainText('federation_demo v1');
      // Run is replaced by the other controls: the focus moves to the first of them.
      await expect(page.getByRole('button', { name: lang.switchToV2 })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(output).toContainText('federation_demo v2');
      await output.getByRole('button', { name: `${lang.clicks}: 0` }).focus();
      await page.keyboard.press('Space');
      await expect(output.getByRole('button', { name: `${lang.clicks}: 1` })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: lang.breakIt }).focus();
      await page.keyboard.press('Enter');
      await expect(output.getByRole('alert')).toContainText('errorLoadRemote');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: lang.reset }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: lang.run })).toBeFocused();
    });
  });
}
