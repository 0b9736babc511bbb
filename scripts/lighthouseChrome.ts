/**
 * The Chromium that Lighthouse drives, for the Lighthouse gate (scripts/lighthouse-gate.ts) and the
 * benchmark (scripts/bench/lighthouse.ts): the system Chromium when installed, Playwright's
 * otherwise, headless, with the test flags and the reader's language.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from '../support/chromium';

export function launchLighthouseChrome(language = 'en-US'): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath(),
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new', `--lang=${language}`, `--accept-lang=${language}`],
  });
}
