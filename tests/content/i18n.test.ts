import { describe, expect, it } from 'vitest';
import strings from '../../i18n.json';

/** The interface's English wording since the site's first build, which readers and the tests of the pages know. */
const ENGLISH_WORDING: Record<string, string> = {
  searchPlaceholderText: 'Search Docs',
  searchNoResultsText: 'No results for the query',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  searchNoResultsFoundText: 'No results found',
  outlineTitle: 'ON THIS PAGE',
  lastUpdatedText: 'Last Updated',
  prevPageText: 'Previous Page',
  nextPageText: 'Next page',
  editLinkText: 'Edit this page on GitHub',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  menuTitle: 'Menu',
  othersText: 'Others',
  documentationText: 'Documentation',
  overviewText: 'Overview',
};

describe('UI strings (i18n.json)', () => {
  it('keeps the interface’s English wording', () => {
    for (const [key, text] of Object.entries(ENGLISH_WORDING)) {
      expect(strings[key as keyof typeof strings]?.en, key).toBe(text);
    }
  });

  it('has a Chinese text, in Chinese, for every key', () => {
    for (const [key, value] of Object.entries(strings)) {
      expect(value.zh, key).toBeTruthy();
      expect(/[\u4e00-\u9fff]/.test(value.zh), `${key}: "${value.zh}"`).toBe(true);
    }
  });
});
