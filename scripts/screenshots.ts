/**
 * Takes screenshots of the production build for a human to look at: home and a doc page,
 * light and dark, desktop and 375 px, both languages. Writes PNGs to `screenshots/`.
 * Usage: npm run build && npm run screenshots [-- /extra/path ...]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { startServer } from '../support/staticServer';

const pages = ['/', '/guide/start/', '/zh/', '/zh/guide/start/', ...process.argv.slice(2)];
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };

const server = await startServer({ port: 0 });
const { port } = server.address() as { port: number };
const browser = await chromium.launch(chromiumLaunchOptions());
mkdirSync('screenshots', { recursive: true });
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    // A first visit is sent to the reader's browser language; mark the site as visited so each
    // /zh page is shot as it is, not as its English twin.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      const name = `${route.replace(/\W+/g, '_') || 'root'}-${device}-${theme}.png`;
      await page.screenshot({ path: `screenshots/${name}` });
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
server.close();
