// node auth-check.mjs: logs in through the shell against the local OIDC provider and checks that
// the remote sees the same user (npm run preview serves the shell on 4250, mfe1 on 4251 and the
// provider on 4259). It also checks that the canMatch guard keeps the remote's code from loading
// before the login.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SHELL = 'http://localhost:4250';
const CHROMIUM = '/usr/bin/chromium';
const problems = [];
const step = (text) => console.log(`    ${text}`);

const browser = await chromium.launch(existsSync(CHROMIUM) ? { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] } : {});
try {
  const page = await browser.newPage();
  const remoteRequests = [];
  page.on('request', (request) => request.url().startsWith('http://localhost:4251/') && remoteRequests.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto(`${SHELL}/`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  step('the shell shows "Log in"');

  // An anonymous visit to the remote's routes: canMatch sends the user to the provider first.
  await page.getByRole('link', { name: 'Flights' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  step(`redirected to the provider's login form at ${new URL(page.url()).origin}`);
  if (remoteRequests.length > 0) problems.push(`mfe1 files were requested before the login: ${remoteRequests.join(', ')}`);
  else step('no file of mfe1 was requested before the login');

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('federation');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back in the shell, on the route the user asked for, rendered by the remote.
  await page.getByText('Signed in as ada@example.com').waitFor({ timeout: 30_000 });
  step(`the remote shows "Signed in as ada@example.com" at ${page.url()}`);
  await page.getByText('You can manage flights.').waitFor();
  step('the remote shows "You can manage flights." (hasAnyGroups([\'admins\']) read the groups claim)');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  step('the shell header shows "Log out"');

  await page.getByRole('link', { name: 'Greeting' }).click();
  await page.getByText('Greetings from mfe1.').waitFor();
  step('the guarded remote component /greeting loads');
} catch (error) {
  problems.push(error.message.split('\n')[0]);
} finally {
  await browser.close();
}

for (const problem of problems) console.error(`    ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
