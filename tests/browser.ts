/**
 * How the tests and scripts launch Chromium: Debian's /usr/bin/chromium when it is installed
 * (Playwright cannot download its own browser on machines without internet access),
 * Playwright's own browser otherwise.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS } : {};
}
