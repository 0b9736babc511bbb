/**
 * axe-core over every page of the site (both languages, and the 404 page): no WCAG 2.0/2.1 A or
 * AA violation. Every page is checked in the light theme at desktop width (1440 px) and in the
 * dark theme at phone width (375 px), so each page meets both themes and both widths; one page of
 * each kind (home, guide, reference, overview, blog post, showcase, 404, in both languages) is
 * also checked in the two remaining combinations. What a theme changes is colour and what a width
 * changes is layout, and both come from the page's kind more than its text; an earlier sweep of
 * all four combinations on every page found nothing that these miss.
 * Each page is loaded once; the theme follows the system colour scheme (the framework's default
 * "auto"), so it is switched in place by emulating that preference, and the width by resizing.
 * How axe is run, and why colour contrast is measured on one element of each look: tests/axe.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { routes } from '../routes';

const PAGES = [...routes('en'), ...routes('zh'), '/no-such-page'];
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
type Scheme = 'light' | 'dark';
type Viewport = typeof DESKTOP;

/** One page of each kind, in both languages: these get all four theme and width combinations. */
const ONE_OF_EACH_KIND = ['/', '/guide/start/quick-start', '/configure/shared', '/practice/frameworks/', '/blog/announcement', '/showcase/']
  .flatMap((route) => [route, `/zh${route}`])
  .concat('/no-such-page');
const EVERY_PAGE: [Scheme, Viewport][] = [
  ['light', DESKTOP],
  ['dark', PHONE],
];
const ALL_COMBINATIONS: [Scheme, Viewport][] = [...EVERY_PAGE, ['dark', DESKTOP], ['light', PHONE]];

/** Switch the system colour scheme and wait until the page has followed it. */
async function switchColorScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
}

/** Resize and let the page lay itself out again (two frames: resize handlers, then paint). */
async function resizeTo(page: Page, viewport: Viewport) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe('axe: WCAG 2.1 A and AA', () => {
  // Transitions finish at once, so colours are measured in their final state.
  test.use({ reducedMotion: 'reduce', colorScheme: 'light' });

  test('the pages checked in every combination exist', () => {
    expect(PAGES).toEqual(expect.arrayContaining(ONE_OF_EACH_KIND));
  });

  for (const route of PAGES) {
    const combinations = ONE_OF_EACH_KIND.includes(route) ? ALL_COMBINATIONS : EVERY_PAGE;
    const label = combinations.map(([scheme, viewport]) => `${scheme} ${viewport.width} px`).join(', ');
    test(`${route} has no violations (${label})`, async ({ page }) => {
      test.slow(); // up to four axe runs on pages of several thousand elements
      await page.goto(route, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      const problems: string[] = [];
      for (const [scheme, viewport] of combinations) {
        await switchColorScheme(page, scheme);
        await resizeTo(page, viewport);
        for (const violation of await axeViolations(page)) problems.push(`${scheme} ${viewport.width}px ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the axe check itself', () => {
  test('reports a page with known violations', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
      <p style="color:#bbb;background:#fff">Faint text</p>
      <button><svg width="10" height="10"></svg></button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    </main></body></html>`);
    const rules = (await axeViolations(page)).map((line) => line.split(':')[0]);
    expect(new Set(rules)).toEqual(new Set(['color-contrast', 'button-name', 'image-alt']));
  });

  test('on the longest page, a faint code token and a faint last paragraph are each reported', async ({ page }) => {
    test.slow();
    await page.goto('/plugin/dev/');
    await waitForHydration(page);
    // Every function name in every code block turns faint, and so does the article's last paragraph.
    await page.addStyleTag({ content: '.rspress-doc pre .sk-function { color: #c8c8c8 !important; }' });
    await page
      .locator('.rspress-doc p')
      .last()
      .evaluate((paragraph) => {
        paragraph.id = 'planted-faint-paragraph';
        paragraph.style.color = '#c9c9c9';
      });
    const contrast = (await axeViolations(page)).filter((line) => line.startsWith('color-contrast:'));
    expect(contrast.some((line) => line.includes('.sk-function'))).toBe(true);
    expect(contrast.some((line) => line.includes('#planted-faint-paragraph'))).toBe(true);
  });
});

/** Alt texts that say nothing about the picture. */
const EMPTY_WORDS = /^(image|img|picture|photo|icon|logo|图片|图像|图标)$/i;
const FILE_NAME = /\.(png|jpe?g|gif|svg|webp|avif)$/i;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

test.describe('images', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`every ${lang} page's images have a meaningful alt text in the page's language, or are marked decorative`, async ({ request }) => {
      const problems: string[] = [];
      let described = 0;
      for (const route of routes(lang)) {
        const html = await (await request.get(route)).text();
        for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
          const alt = attribute(tag, 'alt');
          const role = attribute(tag, 'role');
          const decorative = attribute(tag, 'aria-hidden') === 'true' || role === 'presentation' || role === 'none';
          if (decorative) {
            if (alt) problems.push(`${route}: decorative image with an alt text: ${tag}`);
            continue;
          }
          described++;
          if (!alt?.trim()) problems.push(`${route}: no alt text: ${tag}`);
          else if (EMPTY_WORDS.test(alt.trim()) || FILE_NAME.test(alt.trim())) problems.push(`${route}: alt says nothing: ${tag}`);
          else if (lang === 'zh' && !/[\u4e00-\u9fff]/.test(alt)) problems.push(`${route}: alt not in Chinese: ${tag}`);
        }
      }
      expect(problems).toEqual([]);
      // The site has pictures worth describing (hero, diagrams): the check is not vacuous.
      expect(described).toBeGreaterThan(1);
    });
  }
});
