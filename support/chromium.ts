/**
 * How the tests and scripts launch Chromium: Debian's build when it is installed (Playwright cannot
 * download its own browser on machines without internet access), Playwright's own otherwise.
 * `CHROMIUM_PATH` names another binary for all of them.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The full browser: for Lighthouse, the benchmark, screenshots, the video and the examples. */
export const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The same Chromium built for headless use only (Debian's `chromium-headless-shell`), for the
 * browser tests: it starts no browser interface per page, and the whole Playwright run takes about
 * two thirds of the full browser's time on two cores (13.3 against 20.4 minutes, same build).
 */
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/** For the browser tests: the headless shell when installed, else the full browser. */
export function testChromiumLaunchOptions(): LaunchOptions {
  return existsSync(HEADLESS_SHELL) ? { executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS } : chromiumLaunchOptions();
}
