// node hydration-check.mjs: with the servers running (npm run preview), checks in Chromium that
// the browser hydrates the HTML the shell's server rendered for /flights instead of rendering it
// again: the remote's heading after start-up is still the element the server sent, and the
// remote's button works. (The server HTML itself is checked by the "serverHtml" check.)
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const URL = 'http://localhost:4220/flights';
const CHROMIUM = '/usr/bin/chromium';
const problems = [];

const browser = await chromium.launch(existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {});
try {
  const page = await browser.newPage();
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Keep a reference to the remote's heading as the server sent it, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      globalThis.serverHeading = document.querySelector('mfe1-root h2');
    });
  });
  await page.goto(URL, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Book a seat' }).click();
  await page.getByText('Seats booked: 1').waitFor({ timeout: 10_000 });
  const reused = await page.evaluate(() => {
    const heading = document.querySelector('mfe1-root h2');
    return Boolean(heading) && heading === globalThis.serverHeading;
  });
  console.log(`    after hydration the remote's heading is ${reused ? 'the server-rendered element' : 'a new element'}`);
  if (!reused) problems.push('the remote was rendered again in the browser instead of hydrated');
} finally {
  await browser.close();
}

for (const problem of problems) console.error(`    ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
