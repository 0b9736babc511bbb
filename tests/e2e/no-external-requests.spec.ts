/**
 * No request leaves the site at run time: on a sample of pages every request the browser makes
 * (documents, scripts, styles, fonts, images, media, fetches, web sockets) through load, a scroll
 * to the bottom and playing the video goes to the site's own origin.
 */
import { expect, type Page, test } from '@playwright/test';

const SAMPLE = [
  { name: 'home', path: '/' },
  { name: 'doc page', path: '/guide/start/quick-start' },
  { name: 'blog post with the video', path: '/blog/announcement' },
  { name: 'Chinese page', path: '/zh/guide/basic/runtime' },
  { name: '404 page', path: '/no-such-page' },
];

/** Records the URL of every request and web socket the page opens. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
}

/** Requests that leave the origin; `data:` and `blob:` URLs never reach the network. */
const external = (urls: string[], origin: string) => urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);

test.describe('no external requests', () => {
  for (const { name, path } of SAMPLE) {
    test(`the ${name} requests only its own origin`, async ({ page, baseURL }) => {
      const urls = recordRequests(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await scrollToBottom(page);
      expect(urls.length).toBeGreaterThan(1);
      expect(external(urls, new URL(baseURL!).origin)).toEqual([]);
    });
  }

  test('a request to another origin is caught', async ({ page, baseURL }) => {
    const urls = recordRequests(page);
    // Nothing may leave this machine: the outside request is answered by an abort.
    await page.route(/^https:\/\/fonts\.example\.com\//, (route) => route.abort());
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => fetch('https://fonts.example.com/inter.woff2').catch(() => undefined));
    expect(external(urls, new URL(baseURL!).origin)).toEqual(['https://fonts.example.com/inter.woff2']);
  });

  test('playing the video loads the player and the clip from the site itself', async ({ page, baseURL }) => {
    const urls = recordRequests(page);
    // Hold the player's code back so the click lands on the poster, before the player exists.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/blog/announcement', { waitUntil: 'load' });
    await page
      .locator('.mf-video')
      .getByRole('button', { name: /Module Federation in 20 seconds/ })
      .click();
    const video = page.locator('.mf-video video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await page.waitForLoadState('networkidle');
    expect(urls.some((url) => url.endsWith('/video/announcement.mp4'))).toBe(true);
    expect(external(urls, new URL(baseURL!).origin)).toEqual([]);
  });
});
