// Opens the host in Chromium, loads both remotes, asks the 'legacy' scope for lodash and
// prints the share scopes the runtime built. Exits 1 when they differ from
// expected-share-scopes.json, the figures the page shows.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const expected = JSON.parse(readFileSync(new URL('./expected-share-scopes.json', import.meta.url), 'utf8'));
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage();
const warnings = [];
page.on('console', (message) => {
  if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
});
await page.goto('http://localhost:3120/');
await page.getByText('Invoices F-2024-1').waitFor({ timeout: 30_000 });
await page.getByRole('button', { name: 'Ask the legacy scope' }).click();
await page.getByText('The legacy scope gives').waitFor({ timeout: 10_000 });

const seen = await page.evaluate(() => {
  const share = globalThis.__FEDERATION__.__SHARE__;
  const host = share['host:1.0.0'];
  // scope -> package -> version -> who registered it, whether it ran, who uses it
  const scopes = {};
  for (const [scope, packages] of Object.entries(host)) {
    scopes[scope] = {};
    for (const [name, versions] of Object.entries(packages)) {
      scopes[scope][name] = {};
      for (const [version, shared] of Object.entries(versions)) {
        scopes[scope][name][version] = { from: shared.from, loaded: Boolean(shared.loaded), useIn: shared.useIn };
      }
    }
  }
  // For each instance and scope: is it the very object the host holds?
  const sameObjectAsHost = {};
  for (const [instance, map] of Object.entries(share)) {
    sameObjectAsHost[instance] = Object.fromEntries(Object.keys(map).map((scope) => [scope, map[scope] === host[scope]]));
  }
  return { instances: Object.keys(share).sort(), scopes, sameObjectAsHost, hooks: [...new Set(globalThis.__SCOPE_LOG__)] };
});
await browser.close();

seen.warnings = warnings;
console.log(JSON.stringify(seen, null, 2));

// Keys in any order; the hook lines as a set, since remotes may interleave differently
const canonical = (value) =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]))
      : value;
const normalise = (value) => JSON.stringify(canonical({ ...value, hooks: [...value.hooks].sort() }));
if (normalise(seen) !== normalise(expected)) {
  console.error('The share scopes differ from expected-share-scopes.json');
  process.exit(1);
}
console.log('The share scopes match expected-share-scopes.json');
