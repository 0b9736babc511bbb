/**
 * What readers paste and type into search, against the search index the site serves: a message
 * copied from a console (with the reader's own app names and versions in it) lists the section that
 * explains it among the first three hits, and so does the everyday Chinese word for a concept whose
 * pages use the English term in code. The hits are ranked by the code the search dialog runs
 * (theme/search), over the whole served index of the language.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { PageIndexInfo } from '@rspress/core';
import { EVERYDAY_ZH, PASTED_EN, PASTED_ZH, type SearchQuery } from '../../support/searchQueries';
import { preparePage, searchPages } from '../../theme/search/rank';
import { parseQuery } from '../../theme/search/text';

const STATIC = path.resolve(import.meta.dirname, '../../doc_build/static');

const SETS = [
  { name: 'pasted messages, English pages', lang: 'en', queries: PASTED_EN },
  { name: 'pasted messages, Chinese pages', lang: 'zh', queries: PASTED_ZH },
  { name: 'everyday Chinese terms', lang: 'zh', queries: EVERYDAY_ZH },
] as const;

/** Whether a hit's link is one of the expected answers: a section by its anchor, or any part of a page. */
const answers = (query: SearchQuery, link: string) =>
  query.expected.some((answer) => (answer.includes('#') ? link === answer : link.split('#')[0] === answer));

for (const { name, lang, queries } of SETS) {
  test(`${name}: each finds its section among the first three hits`, async ({ request }) => {
    const file = readdirSync(STATIC).find((entry) => entry.startsWith(`search_index.${lang}.`) && entry.endsWith('.json'));
    expect(file, `the ${lang} search index in the build`).toBeDefined();
    const index: PageIndexInfo[] = await (await request.get(`/static/${file}`)).json();
    const pages = index.map(preparePage);
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
