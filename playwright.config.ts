import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from './support/chromium';

/**
 * Browser tests run against the production build, served the way a static host serves it. Their
 * port is not `npm run preview`'s (4173), so a preview left running does not stop a test run.
 */
export const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at a time even on a 2-core machine: most of a test's time is spent waiting on
  // pages, the server and timers, so two workers nearly halve the run. A test that fails under
  // that load is retried once, and npm test lists it as flaky by name: never hidden.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PREVIEW_PORT}`,
    locale: 'en-US',
    // Wide enough for the full navbar: below ~1440 px the theme, language and social links fold behind ≡.
    viewport: { width: 1440, height: 900 },
    // A returning reader: the first-visit language redirect has its own test.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PREVIEW_PORT}`, localStorage: [{ name: 'rspress-visited', value: '1' }] }],
    },
    launchOptions: testChromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `tsx scripts/serve.ts --port ${PREVIEW_PORT}`,
    url: `http://localhost:${PREVIEW_PORT}/`,
    // Always this checkout's build on a server the run started: a server already on the port (another
    // checkout's, or an older build's) fails the run at once instead of being tested.
    reuseExistingServer: false,
  },
});
