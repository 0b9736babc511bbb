// Opens the host in Chromium with and without FEDERATION_DEBUG, prints the
// console messages and a trimmed copy of globalThis.__FEDERATION__.
// Run from this folder while both apps are previewed: node inspect.mjs
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const url = process.env.HOST_URL ?? 'http://localhost:3060/';
// $CHROMIUM, else the system's Chromium, else the one `npx playwright install chromium` downloads.
const executablePath = process.env.CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
const lines = [];
page.on('console', (msg) => lines.push(`[${msg.type()}] ${msg.text()}`));
page.on('pageerror', (err) => lines.push(`[pageerror] ${err.message}`));

async function run(label) {
  lines.length = 0;
  await page.reload();
  await page.getByRole('button', { name: /Hello from the remote/ }).click();
  await page.getByText('clicked 1 times').waitFor();
  // Ask for react with a range the shared copy does not satisfy: the runtime
  // answers with a warning through its logger
  const debugConstructor = await page.evaluate(async () => {
    const host = globalThis.__FEDERATION__.__INSTANCES__[0];
    await host.loadShare('react', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^18.0.0' } },
    });
    return typeof globalThis.__FEDERATION__.__DEBUG_CONSTRUCTOR__;
  });
  console.log(`--- console, ${label} (__DEBUG_CONSTRUCTOR__: ${debugConstructor}) ---`);
  console.log(lines.join('\n') || '(nothing)');
}

await page.goto(url);
await page.evaluate(() => localStorage.removeItem('FEDERATION_DEBUG'));
await run('debug off');
await page.evaluate(() => localStorage.setItem('FEDERATION_DEBUG', 'true'));
await run('debug on');

const dump = await page.evaluate(() => {
  const fed = globalThis.__FEDERATION__;
  const trim = (value, depth = 0) => {
    if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
    if (value instanceof Map) return { '[Map]': Object.fromEntries([...value].map(([k, v]) => [k, trim(v, depth + 1)])) };
    if (value instanceof Set) return { '[Set]': [...value] };
    if (value === null || typeof value !== 'object') return value;
    if (depth > 5) return '…';
    if (Array.isArray(value)) return value.map((v) => trim(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v, depth + 1)]));
  };
  return {
    keys: Object.keys(fed),
    isVmokAlias: globalThis.__VMOK__ === fed,
    instances: fed.__INSTANCES__.map((i) => ({
      name: i.name,
      remotes: i.options.remotes,
      shared: Object.keys(i.options.shared),
      plugins: i.options.plugins.map((p) => p.name),
    })),
    globalPlugins: fed.__GLOBAL_PLUGIN__.map((p) => p.name),
    moduleInfo: trim(fed.moduleInfo),
    share: trim(fed.__SHARE__),
    manifestLoading: trim(fed.__MANIFEST_LOADING__),
    preloadedMap: trim(fed.__PRELOADED_MAP__),
    preloadedAssets: trim(fed.__PRELOADED_ASSETS__),
    debugConstructor: typeof fed.__DEBUG_CONSTRUCTOR__,
    debugConstructorVersion: fed.__DEBUG_CONSTRUCTOR_VERSION__,
    loadingRemoteEntry: Object.keys(globalThis.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {}),
  };
});
console.log('--- __FEDERATION__ ---');
console.log(JSON.stringify(dump, null, 2));
await page.evaluate(() => localStorage.removeItem('FEDERATION_DEBUG'));
await browser.close();
