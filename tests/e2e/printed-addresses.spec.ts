// Every module-federation.io address the installed packages print (error docs URLs, README and dist links) opens a page of this site, with the #anchor it names; troubleshooting addresses also in Chinese.
import { expect, type Page, test } from '@playwright/test';
import { printedAddresses, SITE } from '../reference/printedAddresses';

interface Visit {
  /** The path to open on the preview server. */
  path: string;
  /** Anchors the printed addresses of this path name. */
  hashes: string[];
  /** The printed addresses this visit stands for, for failure messages. */
  addresses: string[];
}

const NOT_FOUND = /PAGE NOT FOUND|页面未找到/;

/** One visit per path: its printed addresses share the landing, each anchor is looked up on it. */
function visits(): Visit[] {
  const byPath = new Map<string, Visit>();
  const add = (path: string, hash: string, address: string) => {
    const visit = byPath.get(path) ?? { path, hashes: [], addresses: [] };
    if (hash && !visit.hashes.includes(hash)) visit.hashes.push(hash);
    visit.addresses.push(address);
    byPath.set(path, visit);
  };
  for (const { address } of printedAddresses()) {
    const url = new URL(address);
    const hash = decodeURIComponent(url.hash.slice(1));
    add(url.pathname, hash, address);
    if (url.pathname.startsWith('/guide/troubleshooting/')) add(`/zh${url.pathname}`, hash, `${address} (Chinese twin)`);
  }
  return [...byPath.values()];
}

/** An image or another file, not a page: a path with an extension other than .html. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');

async function expectLandsOnPage(page: Page, visit: Visit) {
  const named = visit.addresses.join(', ');
  await page.goto(visit.path);
  await expect(page.locator('.rp-doc h1').or(page.locator('.rp-home-hero')).first(), `${named} should land on a page`).toBeVisible();
  await expect(page.getByText(NOT_FOUND), `${named} lands on "page not found"`).toHaveCount(0);
  for (const hash of visit.hashes) {
    await expect
      .soft(page.locator(`[id="${hash}"]`).first(), `${visit.path}#${hash} (from ${named}): no element with that id on ${page.url()}`)
      .toBeAttached();
  }
}

test.describe('addresses the packages print', () => {
  test('the packages print the addresses this test visits', () => {
    const addresses = printedAddresses().map((a) => a.address);
    expect(addresses).toContain(`${SITE}/guide/troubleshooting/runtime#runtime-008`);
    expect(addresses.every((address) => address.startsWith(`${SITE}/`))).toBe(true);
  });

  for (const visit of visits()) {
    const what = visit.hashes.length ? `${visit.path} with #${visit.hashes.join(', #')}` : visit.path;
    if (isFile(visit.path)) {
      test(`${visit.path} is served as an image`, async ({ request }) => {
        const response = await request.get(visit.path);
        expect(response.status(), `${visit.addresses.join(', ')} answers ${response.status()}`).toBe(200);
        expect(response.headers()['content-type'], `${visit.path} content type`).toMatch(/^image\//);
      });
    } else {
      test(`${what} opens a page`, async ({ page }) => {
        await expectLandsOnPage(page, visit);
      });
    }
  }
});
