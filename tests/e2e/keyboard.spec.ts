/**
 * The site with a keyboard only: a skip link first, every control reachable with Tab and visibly
 * focused, menus, theme switch, sidebar groups and tabs operable with Enter, Space, arrows and Escape.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../hydration';

const DOC_PAGE = '/guide/start/quick-start';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const focusedIsIn = (page: Page, selector: string) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

test.describe('skip link', () => {
  const cases = [
    { path: DOC_PAGE, label: 'Skip to main content' },
    { path: '/zh/guide/start/quick-start', label: '跳到正文' },
    { path: '/', label: 'Skip to main content' },
    { path: '/zh/', label: '跳到正文' },
  ];
  for (const { path, label } of cases) {
    test(`is the first Tab stop on ${path}, shows when focused and moves focus into the main content`, async ({ page }) => {
      await open(page, path);
      const skip = page.locator('.mf-skip-link');
      await expect(skip).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText(label);
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await focusedIsIn(page, 'main')).toBe(true);
      // The next Tab stop is in the content, past the navbar and the sidebar.
      await page.keyboard.press('Tab');
      expect(await focusedIsIn(page, 'main')).toBe(true);
    });
  }
});

/**
 * Marks every element a keyboard user should be able to reach (visible, not inert, not taken
 * out of the Tab order) and records how it looks unfocused. Also lists what looks clickable
 * (pointer cursor) but is neither focusable nor inside something focusable.
 */
function markTabStops(FOCUSABLE: string) {
  const stops: { id: string; label: string }[] = [];
  document.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((element, index) => {
    const hidden = !element.checkVisibility({ visibilityProperty: true }) || element.getClientRects().length === 0;
    if (hidden || element.tabIndex < 0 || element.closest('[inert]') || (element as HTMLButtonElement).disabled) return;
    const id = String(index);
    element.dataset.tabStop = id;
    const style = getComputedStyle(element);
    element.dataset.unfocused = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    stops.push({ id, label: `<${element.tagName.toLowerCase()} class="${element.className}"> ${label}` });
  });
  const unreachable: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (getComputedStyle(element).cursor !== 'pointer' || element.getClientRects().length === 0) continue;
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[inert]')) continue;
    if (element.closest(`${FOCUSABLE}, label`)) continue;
    // Report the outermost element only: its children inherit the cursor.
    if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer' && !element.parentElement.closest(FOCUSABLE))
      continue;
    unreachable.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
  }
  return { stops, unreachable };
}

/**
 * The focused element: which stop it is, whether its look changed, and whether it can be seen,
 * once the transitions focus started (a fade-in of code-block buttons) have run.
 */
async function describeFocus(FOCUSABLE: string) {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  const style = getComputedStyle(element);
  const focused = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
  const hasRing = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  let opacity = 1;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  const box = element.getBoundingClientRect();
  const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  return {
    // A control that appeared after the page was marked (the outline's "Back to top") has no id.
    id: element.dataset.tabStop ?? null,
    tag: `<${element.tagName.toLowerCase()} class="${element.className}">`,
    control: element.matches(FOCUSABLE),
    indicated: hasRing && focused !== element.dataset.unfocused,
    seen: opacity > 0 && onScreen,
  };
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

async function walkWithTab(page: Page, maxStops: number) {
  const visited: NonNullable<Awaited<ReturnType<typeof describeFocus>>>[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(describeFocus, FOCUSABLE);
    if (!focus) break;
    if (focus.id && seen.has(focus.id)) break;
    if (focus.id) seen.add(focus.id);
    visited.push(focus);
  }
  return visited;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`Tab order on a doc page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reaches every control of the navbar, sidebar and content, each visibly focused', async ({ page }) => {
      // Over a hundred Tab presses, each followed by a look at the focused element: two round trips
      // to the browser per stop, which take minutes when the machine is busy.
      test.setTimeout(300_000);
      await open(page, DOC_PAGE);
      const { stops, unreachable } = await page.evaluate(markTabStops, FOCUSABLE);
      expect(unreachable, 'looks clickable but the keyboard cannot reach it').toEqual([]);
      expect(stops.length).toBeGreaterThan(viewport.width > 1000 ? 40 : 15);

      const visited = await walkWithTab(page, stops.length + 20);
      const reached = new Set(visited.map((focus) => focus.id));
      expect(
        stops.filter((stop) => !reached.has(stop.id)).map((stop) => stop.label),
        'never reached with Tab',
      ).toEqual([]);
      expect(
        visited.filter((focus) => !focus.control).map((focus) => focus.tag),
        'focused but not a control',
      ).toEqual([]);
      expect(
        visited.filter((focus) => !focus.indicated).map((focus) => focus.tag),
        'no visible focus indicator',
      ).toEqual([]);
      expect(
        visited.filter((focus) => !focus.seen).map((focus) => focus.tag),
        'focused while out of sight',
      ).toEqual([]);
    });
  });
}

test.describe('keyboard operation', () => {
  test('the Ecosystem menu opens with Enter, its links take focus, Escape closes it and returns focus', async ({ page }) => {
    await open(page, DOC_PAGE);
    const button = page.locator('.rp-nav').getByRole('button', { name: 'Ecosystem' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Module Federation Examples');
    await expect(page.locator(':focus')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the language menu opens from the keyboard and leads to the Chinese page', async ({ page }) => {
    await open(page, DOC_PAGE);
    const button = page.getByRole('button', { name: 'Languages: English' });
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The current language is plain text: the first Tab stop in the menu is the other language.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('简体中文');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  });

  test('the theme switch is a toggle button that Enter flips', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, DOC_PAGE);
    const toggle = page.locator('.rp-nav__others').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a sidebar group opens and closes from its button; a closed group’s links take no focus', async ({ page }) => {
    await open(page, DOC_PAGE);
    const group = page.locator('.rp-doc-layout__sidebar').getByRole('button', { name: 'Reference' });
    const link = page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/runtime"]');
    await group.focus();
    if ((await group.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(link).not.toBeFocused();
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
  });

  test('package-manager tabs are a tablist: arrow keys select the next tab and show its command', async ({ page }) => {
    await open(page, DOC_PAGE);
    const tablist = page.locator('.rp-doc [role="tablist"]').first();
    const first = tablist.getByRole('tab').first();
    await first.focus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const second = tablist.getByRole('tab').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(await second.innerText());
  });

  test.describe('on a narrow desktop', () => {
    test.use({ viewport: { width: 1100, height: 800 } });

    test('the theme, language and links panel opens from its button and its controls take focus', async ({ page }) => {
      await open(page, DOC_PAGE);
      const button = page.locator('.rp-nav').getByRole('button', { name: 'Theme, language and links' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName('Dark theme');
      await expect(page.locator(':focus')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText('简体中文');
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the menu button opens the full-screen menu, Tab goes through it, Escape closes it', async ({ page }) => {
      await open(page, DOC_PAGE);
      const menu = page.locator('.rp-nav').getByRole('button', { name: 'Navigation menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText('Guide');
      await expect(page.locator(':focus')).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
