/**
 * The Share lab of /playground/ against the production build, in both languages. The expected outcome is
 * never written here: for every preset and edit, this file runs the same input through negotiate()
 * and the real @module-federation/runtime in Node, and the page must show exactly that (version and
 * provider per application, every printed and thrown message word for word, the links of RUNTIME codes,
 * the share scope afterwards). Also: the table's stale marker, the keyboard, axe at phone width in
 * both themes, no request outside the site's origin, and each preset's explanation on the page (its
 * table of outcomes, its quotes) still saying what the runtime does.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type LabInput, type LabOutcome, negotiate } from '../../components/ShareLab/negotiate';
import { PRESETS, type PresetName } from '../../components/ShareLab/presets';
import { axeViolations } from '../axe';
import { waitForHydration } from '../hydration';

const LANGUAGES = [
  {
    lang: 'en',
    path: '/playground/',
    prefix: '',
    run: 'Run',
    results: 'What the runtime decided',
    provides: 'Provides version',
    stale: 'The table has changed since this run',
    loadedBy: 'loaded, used by',
    unloaded: 'registered, never loaded',
    // The last column of each preset's table of outcomes.
    said: { warns: 'warns', throws: 'throws', nothing: 'says nothing' },
  },
  {
    lang: 'zh',
    path: '/zh/playground/',
    prefix: '/zh',
    run: '运行',
    results: '运行时的协商结果',
    provides: '提供的版本',
    stale: '本次运行之后表格已修改',
    loadedBy: '已加载，使用者为',
    unloaded: '已注册，未加载',
    said: { warns: '输出警告', throws: '抛出错误', nothing: '无输出' },
  },
] as const;
type Lang = (typeof LANGUAGES)[number];

const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The explanation of each preset on the page, by its heading's id. */
const EXPLANATIONS: Record<PresetName, string> = {
  twoMajorSingletons: 'two-majors',
  strictUnsatisfiable: 'strict-version',
  loadedFirstKeepsOld: 'loaded-first',
  eagerProviderLazyConsumer: 'eager-provider',
  noProvider: 'no-provider',
};

interface ShownMessage {
  text: string;
  href: string | null;
}
interface ShownApp {
  name: string;
  call: string;
  got: { version: string; from: string } | null;
  returned: string | null;
  error: ShownMessage | null;
  messages: ShownMessage[];
}
interface Shown {
  apps: ShownApp[];
  scope: string[];
}

/** What the runtime returns for `input`, run in Node, in the shape the page shows it. */
async function expectedFor(input: LabInput, lang: Lang): Promise<Shown> {
  const outcome: LabOutcome = await negotiate(structuredClone(input));
  const message = (text: string): ShownMessage => {
    const code = /RUNTIME-(\d{3})/.exec(text);
    return { text, href: code ? `${lang.prefix}/guide/troubleshooting/runtime#runtime-${code[1]}` : null };
  };
  return {
    apps: outcome.apps.map((app) => ({
      name: app.name,
      call: app.call,
      got: app.got,
      // With no module and no error, the page names what the runtime returned instead.
      returned: app.got || app.error !== undefined ? null : (app.returned ?? 'undefined'),
      error: app.error === undefined ? null : message(app.error),
      messages: app.messages.map(message),
    })),
    scope: outcome.scope.map((entry) => `${entry.version}: ${entry.loaded ? `${lang.loadedBy} ${entry.useIn.join(', ')}` : lang.unloaded}`),
  };
}

/** Reads the results region as the reader sees it. A message's text is its own text node; a RUNTIME code adds a link after it. */
async function shownOn(page: Page, lang: Lang): Promise<Shown> {
  const region = page.getByRole('region', { name: lang.results });
  const apps = await region.locator('li[data-app]').evaluateAll((items) => {
    const read = (li: Element) => {
      const link = li.querySelector('a');
      const text = li.firstChild?.nodeType === Node.TEXT_NODE ? (li.firstChild.textContent ?? '') : '';
      // Nothing else in the item than the message and, for a code, one space and the link.
      const rest = (li.textContent ?? '').slice(text.length);
      if (rest !== (link ? ` ${link.textContent}` : '')) return { text: `UNEXPECTED: ${li.textContent}`, href: null };
      return { text, href: link?.getAttribute('href') ?? null };
    };
    return items.map((item) => {
      const codes = [...item.children].filter((child) => child.tagName === 'CODE');
      const status = [...item.children].find((child) => child.tagName === 'SPAN')!;
      const lists = [...item.children].filter((child) => child.tagName === 'UL');
      const errorItem = lists.flatMap((list) => [...list.children]).find((li) => li.classList.contains('mf-share-lab__error'));
      const messageItems = lists.flatMap((list) => [...list.children]).filter((li) => !li.classList.contains('mf-share-lab__error'));
      const strong = status.querySelector('strong');
      return {
        name: codes[0]?.textContent ?? '',
        call: (codes[1]?.textContent ?? '').replace(/\(\)$/, ''),
        got: strong ? { version: strong.textContent ?? '', from: status.querySelector('code')?.textContent ?? '' } : null,
        returned: !strong && status.querySelector('code') ? (status.querySelector('code')!.textContent ?? '') : null,
        error: errorItem ? read(errorItem) : null,
        messages: messageItems.map(read),
      };
    });
  });
  // The list of versions in the scope, after the per-application list.
  const scope = await region.evaluate((section) =>
    [...section.children]
      .filter((child) => child.tagName === 'DIV' && child.querySelector(':scope > ul'))
      .flatMap((div) => [...div.querySelectorAll(':scope > ul > li')].map((item) => (item.textContent ?? '').trim())),
  );
  return { apps, scope };
}

async function open(page: Page, lang: Lang, hash = '') {
  // A first visit to /zh/ is sent to the English page unless the site has been visited before.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(`${lang.path}${hash}`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${lang.path}(#.*)?$`));
}

/** The results list currently shown, so a wait can tell the next run's list from it. */
async function markOldResults(page: Page) {
  await page.locator('.mf-share-lab__outcomes').evaluateAll((lists) => {
    for (const list of lists) list.setAttribute('data-test-old', '');
  });
}

async function resultsOfNextRun(page: Page, lang: Lang) {
  const region = page.getByRole('region', { name: lang.results });
  await expect(region.locator('.mf-share-lab__outcomes:not([data-test-old])')).toBeVisible();
  await expect(region).toHaveAttribute('aria-busy', 'false');
  await expect(region).toHaveAttribute('data-stale', 'false');
  return shownOn(page, lang);
}

async function run(page: Page, lang: Lang): Promise<Shown> {
  await markOldResults(page);
  await page.getByRole('button', { name: lang.run, exact: true }).click();
  return resultsOfNextRun(page, lang);
}

const preset = (page: Page, name: PresetName) => page.locator(`.mf-share-lab button[data-preset="${name}"]`);

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Requests that leave the origin; `data:` and `blob:` URLs never reach the network. */
function recordExternal(page: Page, origin: string): string[] {
  const external: string[] = [];
  const note = (url: string) => {
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) external.push(url);
  };
  page.on('request', (request) => note(request.url()));
  page.on('websocket', (socket) => note(socket.url()));
  return external;
}

for (const lang of LANGUAGES) {
  test.describe(`Share lab on ${lang.path}`, () => {
    test('each preset, then Run, shows what the runtime returns in Node, word for word, and nothing leaves the origin', async ({
      page,
      baseURL,
      request,
    }) => {
      test.slow();
      const external = recordExternal(page, new URL(baseURL!).origin);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, lang);
      const codeLinks = new Set<string>();
      const seen = { messages: 0, errors: 0 };
      for (const name of PRESET_NAMES) {
        await preset(page, name).click();
        const shown = await run(page, lang);
        const expected = await expectedFor(PRESETS[name], lang);
        expect(shown, name).toEqual(expected);
        for (const app of shown.apps) {
          seen.messages += app.messages.length;
          if (app.error) seen.errors++;
          for (const message of [...app.messages, app.error]) if (message?.href) codeLinks.add(message.href);
        }
      }
      // The presets do show warnings, thrown errors and a RUNTIME-006 link: the comparison above was not vacuous.
      expect(seen.messages).toBeGreaterThan(0);
      expect(seen.errors).toBeGreaterThan(0);
      expect([...codeLinks]).toContain(`${lang.prefix}/guide/troubleshooting/runtime#runtime-006`);
      // Every code link lands on an entry of the troubleshooting page in the page's language.
      for (const href of codeLinks) {
        const [path, anchor] = href.split('#');
        const html = await (await request.get(path)).text();
        expect(html, href).toContain(`id="${anchor}"`);
      }
      expect(errors).toEqual([]);
      expect(external).toEqual([]);
    });

    test('an edited table gives a different outcome, again the runtime’s; the stale marker shows until Run', async ({ page }) => {
      await open(page, lang);
      await preset(page, 'twoMajorSingletons').click();
      const before = await run(page, lang);
      expect(before).toEqual(await expectedFor(PRESETS.twoMajorSingletons, lang));

      // The host now provides 19.0.0: a different version wins, with different warnings.
      const edited: LabInput = structuredClone(PRESETS.twoMajorSingletons);
      edited.apps[0].provides = '19.0.0';
      const results = page.getByRole('region', { name: lang.results });
      const stale = results.getByText(lang.stale);
      await expect(stale).toHaveCount(0);
      await page.getByRole('textbox', { name: `host ${lang.provides}` }).fill('19.0.0');
      await expect(stale).toBeVisible();
      await expect(results).toHaveAttribute('data-stale', 'true');

      const after = await run(page, lang);
      await expect(stale).toHaveCount(0);
      const expected = await expectedFor(edited, lang);
      expect(after).toEqual(expected);
      expect(after).not.toEqual(before);
    });

    test('keyboard only: Tab to a preset, Enter, Tab to Run, Enter shows the results', async ({ page }) => {
      await open(page, lang);
      // The skip link is the first stop; Enter moves into the content, then Tab walks on from there.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await tabTo(page, preset(page, 'noProvider'));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: `host ${lang.provides}` })).toHaveValue('');
      await tabTo(page, page.getByRole('button', { name: lang.run, exact: true }));
      await page.keyboard.press('Enter');
      expect(await resultsOfNextRun(page, lang)).toEqual(await expectedFor(PRESETS.noProvider, lang));
    });

    test('axe passes with results shown, light and dark, at 375 px', async ({ page }) => {
      test.slow();
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      await page.setViewportSize({ width: 375, height: 812 });
      await open(page, lang);
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      const problems: string[] = [];
      const check = async (state: string) => {
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
          for (const violation of await axeViolations(page)) problems.push(`${state} ${scheme} ${violation}`);
        }
      };
      // One preset with warnings and the scope list, one with a thrown error, a returned value and a code link,
      // then the same results out of date after an edit.
      for (const name of ['twoMajorSingletons', 'noProvider'] as const) {
        await preset(page, name).click();
        await run(page, lang);
        await check(name);
      }
      await page.getByRole('textbox', { name: `host ${lang.provides}` }).fill('18.3.1');
      await expect(page.getByRole('region', { name: lang.results })).toHaveAttribute('data-stale', 'true');
      await check('noProvider, then edited');
      expect(problems).toEqual([]);
    });

    test('each preset’s explanation quotes what the runtime says now, and its table of outcomes is the runtime’s', async ({ page }) => {
      await open(page, lang);
      for (const name of PRESET_NAMES) {
        const outcome = await negotiate(structuredClone(PRESETS[name]));
        const said = outcome.apps.flatMap((app) => [...app.messages, ...(app.error ? [app.error] : [])]);
        // The inline code of the section that quotes the runtime: anything longer than a version or an option.
        const section = await page.evaluate((id) => {
          const heading = document.getElementById(id);
          const quotes: string[] = [];
          const tables: string[][][] = [];
          for (let node = heading?.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) {
            node.querySelectorAll('code').forEach((code) => {
              const text = code.textContent ?? '';
              if (text.includes(' ') && text.length > 25) quotes.push(text);
            });
            for (const table of node.matches('table') ? [node] : node.querySelectorAll('table'))
              tables.push(
                [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
              );
          }
          return heading ? { quotes, tables } : null;
        }, EXPLANATIONS[name]);
        expect(section, `section #${EXPLANATIONS[name]}`).not.toBeNull();
        const { quotes, tables } = section!;
        // One row per application: how it asked, the version and provider it got (or what it got instead), what the runtime did.
        const rows = outcome.apps.map((app) => [
          app.name,
          app.call,
          app.got?.version ?? (app.error === undefined ? String(app.returned) : '—'),
          app.got?.from ?? '—',
          app.error !== undefined ? lang.said.throws : app.messages.length > 0 ? lang.said.warns : lang.said.nothing,
        ]);
        expect(tables, `the table of outcomes of #${EXPLANATIONS[name]}`).toEqual([rows]);
        for (const quote of quotes)
          expect(
            said.some((text) => text.includes(quote)),
            `#${EXPLANATIONS[name]} quotes “${quote}”, the runtime said ${JSON.stringify(said)}`,
          ).toBe(true);
        // A section whose preset makes the runtime speak quotes it.
        if (said.length > 0) expect(quotes.length, `#${EXPLANATIONS[name]}`).toBeGreaterThan(0);
      }
    });
  });
}
