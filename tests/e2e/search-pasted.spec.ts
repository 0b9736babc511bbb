/**
 * What readers paste and type into search, against the search index the site serves: a message
 * copied from a console (with the reader's own app names and versions in it) lists the section that
 * explains it among the first three hits, and so does the everyday Chinese word for a concept whose
 * pages use the English term in code. The hits are ranked by the code the search dialog runs
 * (theme/search), over the whole served index of the language.
 */
import { expect, type Page, test } from '@playwright/test';
import type { PageIndexInfo } from '@rspress/core';
import { EVERYDAY_ZH, PASTED_EN, PASTED_ZH, type SearchQuery } from '../../support/searchQueries';
import { preparePage, searchPages } from '../../theme/search/rank';
import { parseQuery } from '../../theme/search/text';

/** The language's search index as the served site hands it to a reader: what its search dialog fetches on Ctrl+K. */
async function servedIndex(page: Page, lang: 'en' | 'zh'): Promise<PageIndexInfo[]> {
  const index = new RegExp(`/static/search_index\\.${lang}\\.[^/]+\\.json$`);
  const response = page.waitForResponse((r) => index.test(new URL(r.url()).pathname), { timeout: 30_000 });
  await page.goto(lang === 'zh' ? '/zh/' : '/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  return (await response).json();
}

const SETS = [
  { name: 'pasted messages, English pages', lang: 'en', queries: PASTED_EN },
  { name: 'pasted messages, Chinese pages', lang: 'zh', queries: PASTED_ZH },
  { name: 'everyday Chinese terms', lang: 'zh', queries: EVERYDAY_ZH },
] as const;

/** Whether a hit's link is one of the expected answers: a section by its anchor, or any part of a page. */
const answers = (query: SearchQuery, link: string) =>
  query.expected.some((answer) => (answer.includes('#') ? link === answer : link.split('#')[0] === answer));

for (const { name, lang, queries } of SETS) {
  test(`${name}: each finds its section among the first three hits`, async ({ page }) => {
    const pages = (await servedIndex(page, lang)).map(preparePage);
    for (const query of queries) {
      const hits = searchPages(pages, parseQuery(query.query));
      const bySection = query.expected.some((answer) => answer.includes('#'));
      const listed = [...new Set(hits.map((hit) => (bySection ? hit.link : hit.link.split('#')[0])))];
      expect
        .soft(
          listed.slice(0, 3).some((link) => answers(query, link)),
          `"${query.query}" → ${query.expected.join(' or ')}; got ${listed.slice(0, 3).join(', ')}`,
        )
        .toBe(true);
    }
  });
}
