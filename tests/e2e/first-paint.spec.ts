/**
 * A doc page's first frame holds its introduction (plugins/firstPaint.ts): on a slow phone the
 * browser paints nothing until it has parsed the page's title and introduction, instead of first a
 * navbar alone and then the text. The browser tests load pages over a throttled network, so the
 * HTML arrives in pieces as it does on a phone; every page of the build that holds its paint for
 * the marker also has the marker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { INTRO_END_ID } from '../../plugins/firstPaint';

const BUILD = path.resolve(import.meta.dirname, '../../doc_build');
const LINK = `<link rel="expect" href="#${INTRO_END_ID}" blocking="render">`;
// React writes `hidden=""`; in a run of prose drawn as one string (plugins/proseAsHtml.ts) it is `hidden`.
const MARKER = new RegExp(`<span id="${INTRO_END_ID}" hidden(?:="")?></span>`);

test('every page that holds its first paint for the marker has the marker, after its introduction', () => {
  const pages = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const held = pages.filter((page) => readFileSync(path.join(BUILD, page), 'utf8').includes(LINK));
  // Every doc page with a section, in both languages; not the home pages.
  expect(held.length).toBeGreaterThan(150);
  expect(held).not.toContain('index.html');
  expect(held).not.toContain('zh/index.html');
  for (const page of held) {
    const html = readFileSync(path.join(BUILD, page), 'utf8');
    const marker = html.search(MARKER);
    expect(marker, `${page} has the marker its head names`).toBeGreaterThan(0);
    expect(html.indexOf('<h1', html.indexOf('<body')), `${page}: the title comes before the marker`).toBeLessThan(marker);
    expect(html.indexOf('<h2', html.indexOf('<body')), `${page}: the first section comes after the marker`).toBeGreaterThan(marker);
  }
});

for (const route of ['/guide/basic/runtime', '/zh/plugin/dev/']) {
  test(`on a slow phone the first frame of ${route} already shows the title and the introduction`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(() => {
      localStorage.setItem('rspress-visited', '1');
      requestAnimationFrame(() => {
        // The introduction follows the title, or starts the run of blocks drawn as one string (plugins/proseAsHtml.ts).
        const intro = document.querySelector('.rp-doc h1 ~ p, .rp-doc h1 ~ .mf-static > p');
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          title: Boolean(document.querySelector('.rp-doc h1')),
          introduction: Boolean(intro && intro.getBoundingClientRect().height > 0),
        };
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Chrome's "Slow 4G": the page's HTML arrives over several hundred milliseconds.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(route);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
      .toEqual({ title: true, introduction: true });
    await context.close();
  });
}
