/**
 * Readers follow links to the official site's addresses (module-federation.io, as listed in
 * navigation/official-pages.json) from issues, answers and package READMEs. Each one, in English
 * and Chinese and in both shapes readers have (`/x.html` and `/x`, or `/x/` and `/x/index.html`),
 * lands on the page that answers its topic here: its own page, or where the redirect table sends
 * it, with that page's title and, for a section, its heading. Brazilian Portuguese addresses, in the
 * shape the official site links, land where their English twin does. One test per language and
 * top-level folder (one for all Portuguese addresses). An address this site serves as a page is read over HTTP: with the site's scripts out of the
 * way, a browser would only parse the same HTML. An address that lands through the 404 page's
 * redirect script is visited in Chromium, a few tabs at a time.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { firstHeadingText } from '../../support/html';
import { OFFICIAL, type OfficialAddress, officialAddresses, samePage, titleOf } from '../official-addresses';

const HOME_TITLE = '.rp-home-hero__title';
const TABS = 3;

/** The expected title of the page at `route`, and what is wrong when the served heading differs. */
function titleProblem(form: string, route: string, text: string | null | undefined): string | undefined {
  const isHome = route === '/' || route === '/zh/';
  // The heading's text starts with its anchor link, "#".
  const shown = text?.replace(/^#\s*/, '').trim();
  const title = isHome ? 'Module Federation' : titleOf(route);
  return !shown || !title || !shown.startsWith(title) ? `${form}: landed on "${shown}", expected the page "${title}"` : undefined;
}

/** What is wrong with the page the server answers `form` with, if anything: for an address served as its own page. */
async function servedProblem(request: APIRequestContext, form: string, landing: string): Promise<string | undefined> {
  const [route, anchor] = landing.split('#') as [string, string | undefined];
  const response = await request.get(form);
  const arrivedAt = samePage(new URL(response.url()).pathname);
  if (response.status() !== 200 || arrivedAt !== route)
    return `${form}: answered ${response.status()} at ${arrivedAt} instead of ${landing}`;
  const html = await response.text();
  const problem = titleProblem(form, route, firstHeadingText(html));
  if (problem) return problem;
  const found = anchor ? html.split(`id="${anchor}"`).length - 1 : 1;
  if (found !== 1) return `${form}: ${route} has ${found} headings #${anchor}`;
  if (html.includes('PAGE NOT FOUND')) return `${form}: PAGE NOT FOUND`;
  return undefined;
}

/** What is wrong with the page `form` lands on in the browser, if anything. */
async function landingProblem(page: Page, form: string, landing: string): Promise<string | undefined> {
  const [route, anchor] = landing.split('#') as [string, string | undefined];
  // The title is in the pre-rendered HTML and the redirect script runs while the 404 page parses:
  // neither needs the site's scripts (blocked below). The landing page is read once it has parsed,
  // so a heading is never read half-written.
  await page.goto(form, { waitUntil: 'commit' });
  const arrived = await page
    .waitForURL((url) => samePage(url.pathname) === route && (!anchor || url.hash === `#${anchor}`), {
      timeout: 15_000,
      waitUntil: 'domcontentloaded',
    })
    .then(
      () => true,
      () => false,
    );
  if (!arrived) return `${form}: stayed on ${page.url()} instead of ${landing}`;
  const isHome = route === '/' || route === '/zh/';
  const heading = page.locator(isHome ? HOME_TITLE : '.rp-doc h1').first();
  const problem = titleProblem(form, route, await heading.textContent({ timeout: 10_000 }).catch(() => null));
  if (problem) return problem;
  if (anchor) {
    const section = page.locator(`[id="${anchor}"]`);
    // With the page still parsing, wait for the heading before counting it.
    const found = await section
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(
        () => section.count(),
        () => 0,
      );
    if (found !== 1) return `${form}: ${route} has ${found} headings #${anchor}`;
  }
  if ((await page.getByText('PAGE NOT FOUND').count()) > 0) return `${form}: PAGE NOT FOUND`;
  return undefined;
}

/** `/zh/guide/basic/cli` → `zh /guide/`; the home page is its own group. */
const groupOf = ({ lang, address }: OfficialAddress) => {
  const path = address.replace(/^\/(zh|pt-BR)(?=\/)/, '');
  return lang === 'pt-BR' ? 'pt-BR' : `${lang} /${path.split('/')[1] ?? ''}${path === '/' ? '' : '/'}`;
};

const groups = new Map<string, OfficialAddress[]>();
for (const entry of officialAddresses()) groups.set(groupOf(entry), [...(groups.get(groupOf(entry)) ?? []), entry]);

// Dozens of visits per test: a trace of each would cost more than the visits; a failure lists every address.
test.use({ trace: 'off' });

test.describe(`addresses of module-federation.io (${OFFICIAL.commit.slice(0, 7)}, ${OFFICIAL.date})`, () => {
  for (const [group, entries] of groups) {
    test(`${group}: each of ${entries.length} addresses, as /x.html and /x, lands on its page`, async ({ context, request }) => {
      test.setTimeout(entries.length * 30_000);
      const visits = entries.flatMap(({ address, forms, landing }) => forms.map((form) => ({ address, form, landing })));
      const problems: string[] = [];
      const redirected: typeof visits = [];
      for (const visit of visits) {
        if (!visit.landing) problems.push(`${visit.address}: neither a page nor a redirect`);
        else if (samePage(visit.form) === visit.landing.split('#')[0]) {
          const problem = await servedProblem(request, visit.form, visit.landing);
          if (problem) problems.push(problem);
        } else redirected.push(visit);
      }
      // Where a redirected address lands is decided by the 404 page's redirect script: the site's
      // other scripts, styles and images would only cost time here.
      await context.route(/\.(?:js|css|png|jpe?g|svg|webp|woff2?)(?:\?.*)?$/, (route) => route.abort());
      // A few tabs at a time: a visit mostly waits on the server and the parser, not on the CPU.
      const next = () => redirected.shift();
      await Promise.all(
        Array.from({ length: Math.min(TABS, redirected.length) }, async () => {
          const page = await context.newPage();
          for (let visit = next(); visit; visit = next()) {
            const problem = await landingProblem(page, visit.form, visit.landing!);
            if (problem) problems.push(problem);
          }
          await page.close();
        }),
      );
      problems.sort();
      expect(problems).toEqual([]);
    });
  }
});
