import { expect, type Page, test } from '@playwright/test';
import { CONFIGURE_OPTIONS } from '../../navigation/structure';

const input = (page: Page) => page.locator('.rp-search-panel__input');
const hits = (page: Page) => page.locator('.rp-suggest-item');
const INDEX = /\/static\/search_index\.[^/]+\.json$/;

async function openSearch(page: Page) {
  // Ctrl+K works at any time; before hydration the head script remembers it. Retry in case the
  // press landed while the page was still navigating.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    if (!(await input(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until the panel shows the results of `query` itself. While a search is pending the panel
 * keeps the previous query's results, so hits alone do not say which query they answer: the panel
 * names its query in `data-query` and is `aria-busy` until the new results are in.
 */
async function showsResultsOf(page: Page, query: string) {
  const state = () =>
    page.evaluate(() => {
      const panel = document.querySelector('.rp-search-panel__results');
      return panel && { query: panel.getAttribute('data-query'), busy: panel.getAttribute('aria-busy') };
    });
  // The index may still be loading.
  await expect.poll(state, { timeout: 30_000, message: `results of "${query.slice(0, 40)}"` }).toEqual({ query, busy: 'false' });
}

/** Types `query` and waits for its own results, which must have hits. */
async function search(page: Page, query: string) {
  await input(page).fill(query);
  await showsResultsOf(page, query);
  await expect(hits(page).first()).toBeVisible();
}

test.describe('search', () => {
  test('the search box reads "Search Docs" and Ctrl+K opens the dialog', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page.locator('.rp-search-button')).toContainText('Search Docs');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search Docs');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Ctrl+K pressed before the page has hydrated still opens search', async ({ page }) => {
    await page.goto('/configure/', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused({ timeout: 20_000 });
  });

  test('arrow keys move the selection and Enter opens the hit; Esc closes and focus returns', async ({ page }) => {
    await page.goto('/guide/start/');
    await page.waitForLoadState('networkidle');
    await page.locator('.rp-search-button').click();
    await search(page, 'glossary');
    await expect(hits(page).nth(1)).toBeVisible();
    const current = page.locator('.rp-suggest-item--current');
    await expect(current).toHaveCount(1);
    await expect(hits(page).first()).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await hits(page).nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    const target = (await current.locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === decodeURI(target));
    await expect(input(page)).toHaveCount(0);

    await page.locator('.rp-search-button').focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveCount(0);
    await expect(page.locator('.rp-search-button')).toBeFocused();
  });

  test('Tab stays inside the open dialog', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    await search(page, 'manifest');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  });

  test('hits are titles, then headings, then text, at most 7', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    await search(page, 'shared');
    await expect(hits(page).first()).toHaveAttribute('data-type', 'title');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', '/configure/shared');
    await search(page, 'requiredVersion');
    await expect(hits(page).first()).toHaveAttribute('data-type', 'header');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/[^#]+#/);
    // A one-letter query matches nearly every page: still seven hits.
    await input(page).fill('e');
    await showsResultsOf(page, 'e');
    await expect(hits(page)).toHaveCount(7);
    // Words found only in body text give text hits with a sentence around the match.
    await search(page, 'reorganise its folders');
    const first = hits(page).first();
    await expect(first).toHaveAttribute('data-type', 'content');
    await expect(first.locator('.rp-suggest-item__statement')).toContainText('reorganise its folders');
    await expect(first.locator('mark').first()).toBeVisible();
  });

  test('one search runs after typing stops, not one per keystroke', async ({ page }) => {
    // The page's timers follow the test's clock while the reader types: on a busy machine a real
    // pause between two keys could outlast the debounce, and the test would measure the machine.
    await page.clock.install();
    await page.goto('/guide/start/');
    await openSearch(page);
    await search(page, 'manifest');
    await input(page).fill('');
    // Record every set of hits the dialog shows while the reader types.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const first = document.querySelector('.rp-suggest-item a')?.getAttribute('href');
        if (first && seen.at(-1) !== first) seen.push(first);
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // A key every 20 ms of the page's time, far inside the debounce.
    for (const key of 'registerRemotes') {
      await input(page).press(key);
      await page.clock.runFor(20);
    }
    await page.clock.resume();
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /\/guide\/basic\/runtime#registerremotes/);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['/guide/basic/runtime#registerremotes']);
  });

  test('matching ignores case and accents', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    for (const query of ['LOADREMOTE', 'LoadRemote']) {
      await search(page, query);
      await expect(hits(page).first().locator('a')).toHaveAttribute('href', '/guide/basic/runtime#loadremote');
    }
    // The page writes "façade"; readers type "facade".
    await search(page, 'facade');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /splitting-to-mf-part2/);
    await expect(hits(page).first().locator('mark')).toHaveText('façade');
  });

  test('finds Chinese pages from a Chinese query inside a word, and code names on Chinese pages', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await openSearch(page);
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
    await search(page, '依赖');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//);
    await search(page, '门面');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\/practice\/frameworks\/angular\/splitting-to-mf-part2/);
    await search(page, 'requiredVersion');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\/configure\/shared#/);
  });

  test('a Chinese text hit shows a short sentence: Chinese characters count triple', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await openSearch(page);
    await search(page, '门面');
    const statement = page.locator('.rp-suggest-item__statement').first();
    const text = (await statement.textContent()) ?? '';
    expect(text).toContain('门面');
    // About 100 columns: a Chinese character takes 3, so a third as many characters as in English.
    const width = [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 3 : 1), 0);
    expect(width).toBeLessThanOrEqual(104);
    expect([...text].length).toBeLessThan(60);
  });

  test('an error code, in capitals or not, finds its troubleshooting section first, in the page’s language', async ({ page }) => {
    const firstHref = () => hits(page).first().locator('a');
    await page.goto('/guide/start/');
    await openSearch(page);
    for (const query of ['RUNTIME-008', 'runtime-008']) {
      await search(page, query);
      await expect(firstHref(), `"${query}"`).toHaveAttribute('href', '/guide/troubleshooting/runtime#runtime-008');
    }
    await page.goto('/zh/guide/start/');
    await openSearch(page);
    await search(page, 'RUNTIME-004');
    await expect(firstHref(), '"RUNTIME-004" on a Chinese page').toHaveAttribute('href', '/zh/guide/troubleshooting/runtime#runtime-004');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/guide/start/');
    await openSearch(page);
    await input(page).fill('zzqxwvnomatch');
    await showsResultsOf(page, 'zzqxwvnomatch');
    await expect(page.locator('.rp-no-search-result')).toContainText('No results for the query');
    await expect(page.locator('.rp-no-search-result')).toContainText('Please try again with a different keyword');
    await page.goto('/zh/guide/start/');
    await openSearch(page);
    await input(page).fill('zzqxwvnomatch');
    await showsResultsOf(page, 'zzqxwvnomatch');
    await expect(page.locator('.rp-no-search-result')).toContainText('没有找到与之匹配的结果');
  });

  test('the index loads on first use only, once, and the loading indicator stays at least 1 s', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (INDEX.test(new URL(request.url()).pathname)) requests.push(request.url());
    });
    await page.goto('/guide/start/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 800);
    expect(requests).toEqual([]);

    // Note when the spinner appears and goes.
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as { spinner: number[] }).spinner = times;
      new MutationObserver(() => {
        const shown = Boolean(document.querySelector('.mf-search-status__spinner'));
        if (shown !== (times.length % 2 === 1)) times.push(performance.now());
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.keyboard.press('Control+k');
    await search(page, 'shared');
    const [shown, hidden] = await page.evaluate(() => (window as unknown as { spinner: number[] }).spinner);
    expect(hidden - shown).toBeGreaterThanOrEqual(1000);
    expect(requests).toHaveLength(1);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await search(page, 'remotes');
    await expect(page.locator('.mf-search-status__spinner')).toHaveCount(0);
    expect(requests).toHaveLength(1);
  });

  test('a failed index load says so and offers a retry that works', async ({ page }) => {
    let failures = 1;
    await page.route(INDEX, (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));
    await page.goto('/guide/start/');
    await openSearch(page);
    await input(page).fill('manifest');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded', { timeout: 30_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await showsResultsOf(page, 'manifest');
    await expect(hits(page).first()).toBeVisible();
  });

  test('hostile queries neither break the page nor run as markup', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      return dialog.dismiss();
    });
    await page.goto('/guide/start/');
    await openSearch(page);
    await search(page, 'manifest');
    // Each is searched in turn and either finds the real word it carries or says nothing matched,
    // quoting the query as text.
    const queries = [
      { query: 'a'.repeat(10_000), finds: false },
      { query: '.*+?^${}()|[]\\/ (a+)+$ remotes', finds: true },
      { query: '<img src=x onerror=alert(1)> manifest', finds: true },
      { query: '"><script>alert(1)</script> singleton', finds: true },
      { query: '<zzqxw>zzqxwv</zzqxw>', finds: false },
      { query: '🎉🚀 emoji 共享', finds: true },
      { query: 'مرحبا بالعالم federation', finds: true },
    ];
    for (const { query, finds } of queries) {
      await input(page).fill(query);
      await showsResultsOf(page, query);
      if (finds) await expect(hits(page).first(), query).toBeVisible();
      else await expect(page.locator('.rp-no-search-result b'), query.slice(0, 40)).toHaveText(`"${query}"`);
      await expect(page.locator('.rp-search-panel__results img, .rp-search-panel__results script')).toHaveCount(0);
    }
    // Still searching normally afterwards.
    await search(page, 'singleton');
    expect(errors).toEqual([]);
  });
});

test.describe('search finds reference entries by their exact names', () => {
  const cases = [
    ...CONFIGURE_OPTIONS.map((option) => ({ query: option, expected: `/configure/${option.toLowerCase()}` })),
    { query: 'requiredVersion', expected: '/configure/shared' },
    { query: 'maxRetries', expected: '/configure/dts' },
    { query: 'disableAssetsAnalyze', expected: '/configure/manifest' },
    ...['init', 'loadRemote', 'loadShare', 'preloadRemote', 'registerRemotes', 'createInstance'].map((api) => ({
      query: api,
      expected: '/guide/basic/runtime',
    })),
    ...['beforeRequest', 'errorLoadRemote', 'resolveShare', 'createScript'].map((hook) => ({
      query: hook,
      expected: '/plugin/dev/',
    })),
  ];
  for (const lang of ['', '/zh'] as const) {
    test(`every option, runtime function and hook is found by name (${lang || '/'})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${lang}/guide/start/`);
      await openSearch(page);
      const links = page.locator('.rp-suggest-item__link');
      const hrefs = () => links.evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('#')[0]));
      for (const { query, expected } of cases) {
        await input(page).fill(query);
        await showsResultsOf(page, query);
        expect.soft(await hrefs(), `"${query}" should find ${lang}${expected}`).toContain(`${lang}${expected}`);
      }
    });
  }
});

test.describe('search finds a page by the name readers type first', () => {
  const guides = [
    // The integration guides, by their tool's name.
    { query: 'Rsbuild', page: '/guide/basic/rsbuild' },
    { query: 'Vite', page: '/guide/basic/vite' },
    { query: 'Rslib', page: '/guide/basic/rslib' },
    { query: 'Modern.js', page: '/guide/framework/modernjs' },
    { query: 'Vue', page: '/practice/frameworks/vue/' },
    // Bridge, the retry plugin, the share strategy and the debugging global.
    { query: 'createBridgeComponent', page: '/guide/bridge/react/export-app' },
    { query: 'createRemoteAppComponent', page: '/guide/bridge/react/load-app' },
    { query: 'RetryPlugin', page: '/plugin/retry-plugin' },
    { query: 'shareStrategy', page: '/configure/sharestrategy' },
    { query: '__FEDERATION__', page: '/guide/debug/' },
    // The advanced guides, by the option or file they are about.
    { query: 'runtime size', page: '/guide/advanced/runtime-size-optimization' },
    { query: 'treeShakingMode', page: '/guide/advanced/shared-tree-shaking' },
    { query: 'multiple shared scopes', page: '/guide/advanced/multiple-shared-scope' },
    { query: 'manifest fields', page: '/guide/advanced/manifest-fields' },
    { query: 'mf-stats.json', page: '/guide/advanced/stats-fields' },
    { query: 'snapshot', page: '/guide/basic/manifest-snapshot' },
    { query: 'mf dts', page: '/guide/basic/cli' },
    // Running federation in production, by the words of the topic in each language.
    { query: 'error handling', zh: '错误处理', page: '/guide/advanced/error-handling' },
    { query: 'circuit breaker', zh: '熔断', page: '/plugin/custom-retry-plugin' },
    { query: 'data fetching', zh: '数据获取', page: '/guide/data/data-fetch' },
    { query: 'revalidateTag', zh: '数据缓存', page: '/guide/data/data-fetch-cache' },
    { query: 'prefetch', zh: '数据预取', page: '/guide/data/data-prefetch' },
    { query: 'style isolation', zh: '样式隔离', page: '/guide/basic/css-isolate' },
    { query: 'Cache-Control', zh: '部署', page: '/guide/deployment/' },
    { query: 'llms.txt', page: '/ai/' },
    // Where teams build federated apps, by the tool's name.
    { query: 'Nx', page: '/practice/monorepos/nx' },
    { query: 'React Native', page: '/practice/frameworks/react-native' },
    { query: 'Metro', page: '/practice/frameworks/react-native' },
    { query: 'testing', zh: '测试', page: '/guide/basic/testing' },
    { query: 'Rspress', page: '/practice/frameworks/rspress' },
    // By what readers call a page where its title does not say it (the page's frontmatter keywords).
    { query: 'expose a module', zh: '暴露模块', page: '/configure/exposes' },
    { query: 'share strategy', zh: '共享策略', page: '/configure/sharestrategy' },
    { query: 'make the runtime smaller', zh: '包体积', page: '/guide/advanced/runtime-size-optimization' },
    { query: 'white screen', zh: '白屏', page: '/guide/advanced/error-handling' },
    { query: 'monorepo', page: '/practice/monorepos/nx' },
  ];
  for (const lang of ['', '/zh'] as const) {
    test(`each name finds its page first (${lang || '/'})`, async ({ page }) => {
      // One search per name, each waiting for its own results: longer than one page's visit.
      test.slow();
      await page.goto(`${lang}/guide/start/`);
      await openSearch(page);
      const firstPage = () =>
        hits(page)
          .locator('a')
          .evaluateAll((as) => (as[0]?.getAttribute('href') ?? '').split('#')[0]);
      for (const { query: english, zh, page: guide } of guides) {
        const query = lang === '/zh' ? (zh ?? english) : english;
        await input(page).fill(query);
        await showsResultsOf(page, query);
        expect.soft(await firstPage(), `"${query}" should find ${lang}${guide} first`).toBe(`${lang}${guide}`);
      }
    });
  }
});
