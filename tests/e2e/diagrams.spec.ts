/**
 * Diagrams drawn at build time, as a reader meets them: the picture is in the page's HTML with its
 * text as text and its caption, repaints with the theme, fits the column on a desktop and scrolls
 * inside its box on a phone instead of widening the page, charts show what the examples recorded,
 * and no script or font of a diagram library reaches the browser.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The first diagram after the heading `id` in the page (the heading may be in a run of prose drawn as one string). */
const FIGURE_AFTER = (id: string) => `xpath=(//*[@id="${id}"]/following::figure[contains(@class, "mf-diagram")])[1]`;

for (const [lang, label] of [
  ['', 'beforeRequest'],
  ['/zh', '联邦运行时'],
] as const) {
  test(`the hook order of ${lang}/plugin/dev/ is a picture with its words as text, and no diagram code loads`, async ({ page }) => {
    const scripts: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(`${lang}/plugin/dev/`, { waitUntil: 'networkidle' });
    const figure = page.locator(FIGURE_AFTER('hook-order'));
    await expect(figure.locator('svg[role="img"]')).toHaveAttribute('aria-label', /loadRemote/);
    await expect(figure.locator('figcaption')).toContainText('loadRemote');
    // Text stays text: the browser's find and a screen reader's text mode see the labels.
    await expect(figure.locator('svg text', { hasText: label }).first()).toBeAttached();
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    // The layout engine's option names (org.eclipse.elk.…) are strings that survive minification.
    expect(scripts.filter((source) => /renderMermaidSVG|org\.eclipse\.elk/.test(source))).toEqual([]);
  });
}

test('a diagram repaints with the theme and scrolls inside its box at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/plugin/dev/', { waitUntil: 'networkidle' });
  const svg = page.locator('figure.mf-diagram svg').first();
  const textColour = () =>
    svg
      .locator('text')
      .first()
      .evaluate((element) => getComputedStyle(element).fill);
  const light = await textColour();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  expect(await textColour()).not.toBe(light);
  const box = page.locator('figure.mf-diagram .mf-diagram__picture').first();
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('a chart shows the figures its example recorded, and fits the column on a desktop', async ({ page }) => {
  const recorded = JSON.parse(readFileSync('examples/css-isolate/observed.json', 'utf8')) as {
    bytes: Record<string, { 'total gzip': number }>;
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guide/basic/css-isolate', { waitUntil: 'networkidle' });
  const chart = page.locator(FIGURE_AFTER('comparison'));
  const alt = await chart.locator('svg').getAttribute('aria-label');
  for (const { 'total gzip': bytes } of Object.values(recorded.bytes)) expect(alt).toContain(` ${bytes}`);
  // The axis reaches the largest figure: its last label is at least that many bytes.
  const largest = Math.max(...Object.values(recorded.bytes).map((method) => method['total gzip']));
  const ticks = await chart.locator('svg text.xychart-label').allTextContents();
  expect(Math.max(...ticks.map(Number).filter(Number.isFinite))).toBeGreaterThanOrEqual(largest);
  const box = chart.locator('.mf-diagram__picture');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('on a phone a top-down diagram opens at its middle, where its first box is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/guide/start/', { waitUntil: 'networkidle' });
  const box = page.locator('figure.mf-diagram .mf-diagram__picture').first();
  await box.scrollIntoViewIfNeeded();
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const first = box.locator('svg text', { hasText: 'Host (consumer)' });
  await expect(first).toBeInViewport();
});
