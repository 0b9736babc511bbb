/**
 * The query sets `npm run bench:search` measures: the sets written for the ranking
 * (`support/searchQueries.ts`), a set written blind by a reader of the pages who never saw the
 * ranking (`blind-queries.json`), and the titles of module-federation/core's public issues
 * (`issue-titles.json`), which nobody wrote for this site. The issue titles are split by issue
 * number: the even half is the one the ranking may be tuned on, the odd half is held out and only
 * reported. Titles that no page of this site answers are kept in the file for the record and left
 * out of the rates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EN_QUERIES, EVERYDAY_ZH, PASTED_EN, PASTED_ZH, type SearchQuery, ZH_QUERIES } from '../../support/searchQueries';

export type Lang = 'en' | 'zh';

export interface LangQuery extends SearchQuery {
  lang: Lang;
}

export interface QuerySet {
  name: string;
  queries: LangQuery[];
  /**
   * Whether the goals apply: they do to the sets written for this site; the issue titles, typed for
   * a bug tracker and often about bugs no page covers, are reported beside them.
   */
  goals: boolean;
}

interface IssueTitle {
  issue: number;
  lang: Lang;
  query: string;
  expected: string[];
  note?: string;
  half: 'tune' | 'held-out';
}

const ISSUE_TITLES: IssueTitle[] = JSON.parse(readFileSync(path.join(import.meta.dirname, 'issue-titles.json'), 'utf8')).entries;

interface BlindQuery extends LangQuery {
  kind: 'own-words' | 'keyword' | 'code' | 'message';
}

/** Written by a reader of the pages' Markdown who never saw the ranking, its code or the other sets. */
const BLIND: BlindQuery[] = JSON.parse(readFileSync(path.join(import.meta.dirname, 'blind-queries.json'), 'utf8')).entries;

const inLang = (lang: Lang, queries: SearchQuery[]): LangQuery[] => queries.map((query) => ({ ...query, lang }));

const issueHalf = (half: IssueTitle['half']): LangQuery[] =>
  ISSUE_TITLES.filter((entry) => entry.half === half && entry.expected.length > 0).map(({ issue, lang, query, expected }) => ({
    lang,
    query,
    expected,
    note: `#${issue}`,
  }));

export const QUERY_SETS: QuerySet[] = [
  { name: 'en', queries: inLang('en', EN_QUERIES), goals: true },
  { name: 'zh', queries: inLang('zh', ZH_QUERIES), goals: true },
  { name: 'en, pasted messages', queries: inLang('en', PASTED_EN), goals: true },
  { name: 'zh, pasted messages', queries: inLang('zh', PASTED_ZH), goals: true },
  { name: 'zh, everyday terms', queries: inLang('zh', EVERYDAY_ZH), goals: true },
  { name: 'en, written blind', queries: BLIND.filter((query) => query.lang === 'en'), goals: false },
  { name: 'zh, written blind', queries: BLIND.filter((query) => query.lang === 'zh'), goals: false },
  { name: 'issue titles, tuning half', queries: issueHalf('tune'), goals: false },
  { name: 'issue titles, held-out half', queries: issueHalf('held-out'), goals: false },
];

/** Titles in the file that no page answers, for the report. */
export const UNANSWERED_ISSUE_TITLES = ISSUE_TITLES.filter((entry) => entry.expected.length === 0).length;

/**
 * Where the first expected answer is among the hits (0 = first), or -1. A query whose answers name
 * a section (`/page#anchor`) is judged by the hits' sections, the others by their pages.
 */
export function rankOfAnswer(query: SearchQuery, links: string[]): number {
  const bySection = query.expected.some((answer) => answer.includes('#'));
  const listed = [...new Set(links.map((link) => (bySection ? link : link.split('#')[0])))];
  return listed.findIndex((hit) => query.expected.some((answer) => (answer.includes('#') ? hit === answer : hit.split('#')[0] === answer)));
}
