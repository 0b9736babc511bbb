// node check.mjs <url> — opens the page, prints console messages, network failures and the nanoid share entries
import { chromium } from '/work/main/node_modules/@playwright/test/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => console.log(`[console.${m.type()}]`, m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
page.on('requestfailed', (r) => console.log('[requestfailed]', r.url(), r.failure()?.errorText));
page.on('request', (r) => { if (/remoteEntry|manifest|remote_new/.test(r.url())) console.log('[request]', r.url()); });
await page.goto(process.argv[2]);
await page.waitForTimeout(2000);
console.log('BODY:', JSON.stringify(await page.locator('body').innerText()));
console.log('SHARE before click:', JSON.stringify(await page.evaluate(() => window.shareSummary?.())));
if (await page.locator('#load').count()) {
  await page.click('#load');
  await page.waitForTimeout(2000);
  console.log('BODY after click:', JSON.stringify(await page.locator('body').innerText()));
  console.log('SHARE after click:', JSON.stringify(await page.evaluate(() => window.shareSummary?.())));
}
await browser.close();
