// The runtime codes that only a browser's script loading raises (RUNTIME-001, RUNTIME-008), provoked with the real @module-federation/runtime in Chromium and compared with what the troubleshooting pages quote.

import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import { ROOT } from '../reference/packages';
import { printedLines, REPRODUCED, reproducedProblems } from '../reference/troubleshooting';
import { LANGS } from '../routes';

/** Served on the preview server's own origin by `page.route`, so no request leaves it. */
const BASE = '/__repro__';

/** The page's entry: the runtime, and a function that loads one remote and returns the error message. */
const ENTRY = `
import { createInstance } from '@module-federation/runtime';
window.__repro = async (remote, entry) => {
  const host = createInstance({ name: 'shop', remotes: [{ name: remote, entry, entryGlobalName: remote }] });
  try {
    await host.loadRemote(remote + '/ProductCard');
    return 'no error';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};
`;

let bundle: Promise<string> | undefined;
/** The entry bundled into one IIFE script, once per worker. */
function runtimeScript(): Promise<string> {
  bundle ??= build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'js', sourcefile: 'repro-entry.js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0].text);
  return bundle;
}

interface Remote {
  name: string;
  /** The folder of its remoteEntry.js under the repro path. */
  folder: string;
  /** What the remote's entry URL answers; undefined for a 404. */
  entryScript?: string;
}

/** Opens a blank page on the preview origin that has the runtime and the remote's entry script. */
async function openReproPage(page: Page, baseURL: string, remote: Remote) {
  const script = await runtimeScript();
  await page.route(`${baseURL}${BASE}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === `${BASE}/`) {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>repro</title><script src="${BASE}/runtime.js"></script></html>`,
      });
    }
    if (pathname === `${BASE}/runtime.js`) return route.fulfill({ contentType: 'text/javascript', body: script });
    if (pathname === `${BASE}/${remote.folder}/remoteEntry.js` && remote.entryScript !== undefined) {
      return route.fulfill({ contentType: 'text/javascript', body: remote.entryScript });
    }
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await page.goto(`${BASE}/`);
  await page.waitForFunction(() => '__repro' in window);
}

/** The message the runtime throws when the page loads `remote`. */
async function loadRemoteMessage(page: Page, baseURL: string, remote: Remote): Promise<string> {
  await openReproPage(page, baseURL, remote);
  const entry = `${baseURL}${BASE}/${remote.folder}/remoteEntry.js`;
  return page.evaluate(([name, url]) => (window as unknown as { __repro: (n: string, u: string) => Promise<string> }).__repro(name, url), [
    remote.name,
    entry,
  ] as const);
}

const CASES = [
  {
    code: 'RUNTIME-008',
    cause: 'a remote entry URL answering 404',
    remote: { name: 'catalog', folder: 'missing' },
  },
  {
    code: 'RUNTIME-001',
    cause: 'a remote entry script that runs but defines no container global',
    remote: { name: 'catalog', folder: 'catalog', entryScript: 'window.catalogLoaded = true;\n' },
  },
];

test.describe('runtime errors reproduced in Chromium read as the troubleshooting page quotes them', () => {
  test('covers exactly the codes recorded as reproduced in the browser', () => {
    expect(CASES.map((c) => c.code).sort()).toEqual([...REPRODUCED.browser].sort());
  });

  for (const { code, cause, remote } of CASES) {
    test(`${code}: ${cause}`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(origin)) elsewhere.push(request.url());
      });
      const message = await loadRemoteMessage(page, origin, remote);
      const expected = printedLines(code);
      expect(message.split('\n')[0]).toBe(expected.first);
      expect(message.split('\n')).toContain(expected.docs);
      expect(LANGS.flatMap((lang) => reproducedProblems(lang, code, message))).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }
});
