/**
 * Which hits a reader sees, in which order. Every page of the language that contains one of the
 * query's terms is scored here, so that the title counts first, then headings, then body text; the
 * best part of each page is picked to show and the list is capped at 7 hits.
 *
 * A page scores for each term by where the term is (title, keyword, heading, description, text),
 * more for a whole word and less for another form of it, weighted by how rare the term is across
 * the site, times the share of the query's terms the page contains, squared. A title, keyword or
 * heading that is exactly the query wins, and so does a heading that begins with it; a name typed in
 * camelCase leads to the page or heading named so; a blog post or a framework's walkthrough (unless
 * the query names the framework) loses a tie to a guide. Every weight is in weights.ts, with why.
 */
import type { Header, PageIndexInfo } from '@rspress/core';
import { findHighlights, makeSnippet, type Range } from './snippet';
import { fold, isWholeWord, type ParsedQuery, stem, type Term } from './text';
import { WEIGHTS } from './weights';

export const RESULT_LIMIT = 7;
/** Extra headings of one page shown after every page's best hit, while there is room. */
const EXTRA_HEADINGS_PER_PAGE = 2;

export type HitType = 'title' | 'header' | 'content';

export interface SearchHit {
  type: HitType;
  /** Where the hit leads: the page, or the heading's anchor on it. */
  link: string;
  /** The page title. */
  title: string;
  /** What the hit shows in bold: the page title, or "Title > Heading > Subheading". */
  label: string;
  labelHighlights: Range[];
  /** For content hits: the sentence around the match. */
  statement?: string;
  statementHighlights: Range[];
}

/** A page ready to be matched: the original texts and their folded twins, position for position. */
export interface PreparedPage {
  page: PageIndexInfo;
  title: string;
  description: string;
  /** What readers call the page, from its frontmatter `keywords`: "共享策略" for `shareStrategy`. */
  keywords: string[];
  headings: string[];
  content: string;
}

/** Heading text as a reader sees it: the index keeps the backticks of `code` headings. */
const headingText = (header: Header) => header.text.replace(/`/g, '');

/** The frontmatter's `keywords`, a list of strings (the page checks reject any other shape). */
function keywordsOf(page: PageIndexInfo): string[] {
  const keywords: unknown = page.frontmatter?.keywords;
  return Array.isArray(keywords) ? keywords.filter((keyword): keyword is string => typeof keyword === 'string') : [];
}

export function preparePage(page: PageIndexInfo): PreparedPage {
  return {
    page,
    title: fold(page.title ?? ''),
    description: fold(page.description ?? ''),
    keywords: keywordsOf(page).map(fold),
    headings: (page.toc ?? []).map((header) => fold(headingText(header))),
    content: fold(page.content ?? ''),
  };
}

const FIELD_SCORE = WEIGHTS.field;

/** What may follow a stem in another form of the same word: "expos" + "ing", "isolat" + "ion", "librar" + "ies". */
const WORD_ENDING = /^(?:e|es|ed|er|ers|ing|ings|ion|ions|s|y|ies|ied)?(?![a-z0-9])/;

/**
 * A stem counts where it starts a word and the word ends with an inflection ("start" in "started",
 * "expos" in "exposing"; not "get" in "getPublicPath", nor "chrom" in "chromium").
 */
function stemAt(text: string, stem: string): number {
  for (let at = text.indexOf(stem), tries = 0; at !== -1 && tries < 16; at = text.indexOf(stem, at + 1), tries++) {
    if (/[a-z0-9]/.test(text[at - 1] ?? '')) continue;
    if (WORD_ENDING.test(text.slice(at + stem.length, at + stem.length + 6))) return at;
  }
  return -1;
}

interface Located {
  at: number;
  length: number;
  /** Found as another form of the term (stem, the pages' word, a dotted name's part), which counts less. */
  otherForm: boolean;
}

/** A page's text is searched for each term by several rules of one query; its answers are kept for that query. */
const LONG_TEXT = 1000;
const locatedInText = new WeakMap<Term, Map<string, Located | undefined>>();

/** Where `term` (or else another form of it) first occurs in `text`, and how long the match is. */
function locate(text: string, term: Term): Located | undefined {
  if (text.length < LONG_TEXT) return find(text, term);
  let located = locatedInText.get(term);
  if (!located) {
    located = new Map();
    locatedInText.set(term, located);
  }
  if (!located.has(text)) located.set(text, find(text, term));
  return located.get(text);
}

function find(text: string, term: Term): Located | undefined {
  const at = text.indexOf(term.text);
  if (at !== -1) return { at, length: term.text.length, otherForm: false };
  for (const alt of term.alts ?? []) {
    const altAt = text.indexOf(alt);
    if (altAt !== -1) return { at: altAt, length: alt.length, otherForm: true };
  }
  if (term.part) {
    const partAt = text.indexOf(term.part);
    if (partAt !== -1) return { at: partAt, length: term.part.length, otherForm: true };
  }
  if (!term.stem) return undefined;
  const found = stemAt(text, term.stem);
  return found === -1 ? undefined : { at: found, length: term.stem.length, otherForm: true };
}

function termScoreIn(text: string, term: Term, base: number): number {
  const found = locate(text, term);
  if (!found) return 0;
  let score = found.otherForm ? base * WEIGHTS.otherForm : base;
  if (isWholeWord(text, found.at, found.length)) score *= WEIGHTS.wholeWord;
  // The start of a longer form of the word: "share" in "shared", "remote" in "remotes".
  else if (stemAt(text, text.slice(found.at, found.at + found.length)) === found.at) score *= WEIGHTS.wordStart;
  if (found.at === 0) score *= WEIGHTS.fieldStart;
  return score;
}

/** How fully a title or heading is named by the query's words (question words included): 0 to 1. */
function namedBy(text: string, words: Term[]): number {
  if (words.length < 2 || !text) return 0;
  let typed = 0;
  let present = 0;
  for (const word of words) {
    if (locate(text, word)) {
      present++;
      typed += word.text.length;
    }
  }
  const share = present / words.length;
  if (share < 0.6) return 0;
  // "micro frontends" names the heading "Micro-frontend" better than the title "Micro-frontends with Angular".
  return share ** 3 * Math.min(1, Math.sqrt(typed / text.length));
}

/** The terms that occur in `text`, in some form. */
const presentIn = (text: string, terms: Term[]) => terms.filter((term) => locate(text, term));

/** The rarest term first. */
const rarestFirst = (terms: Term[], rarity: Map<string, number>) =>
  [...terms].sort((a, b) => (rarity.get(b.text) ?? 0) - (rarity.get(a.text) ?? 0));

/**
 * Whether the terms occur near each other in the text (0 to 1): the largest share of the terms found
 * within a paragraph's reach of one occurrence of the rarest term.
 */
function closeness(content: string, terms: Term[], rarity: Map<string, number>): number {
  const present = rarestFirst(presentIn(content, terms), rarity);
  if (present.length < 2) return 0;
  const [anchor, ...others] = present;
  const REACH = 240;
  let best = 0;
  let seen = 0;
  for (let at = content.indexOf(anchor.text); at !== -1 && seen < 16; at = content.indexOf(anchor.text, at + 1), seen++) {
    const window = content.slice(Math.max(0, at - REACH), at + REACH);
    const near = others.filter((term) => locate(window, term)).length;
    best = Math.max(best, (near + 1) / terms.length);
  }
  return best;
}

/** Whether `text` (folded) occurs anywhere in the page. */
const contains = (page: PreparedPage, text: string) =>
  page.title.includes(text) ||
  page.content.includes(text) ||
  page.description.includes(text) ||
  page.keywords.some((keyword) => keyword.includes(text)) ||
  page.headings.some((heading) => heading.includes(text));

/** Whether the query holds all of `keyword`: as written, or each of its Latin words in some form. */
function typedWhole(keyword: string, query: ParsedQuery): boolean {
  let typed = typedForms.get(query);
  if (!typed) {
    typed = { phrase: loose(query.phrase), stems: new Set(query.words.flatMap((word) => [word.text, stem(word.text)])) };
    typedForms.set(query, typed);
  }
  if (typed.phrase.includes(loose(keyword))) return true;
  const words = keyword.split(/[^a-z0-9]+/).filter(Boolean);
  const { stems } = typed;
  return words.length > 0 && /^[ -~]*$/.test(keyword) && words.every((word) => stems.has(word) || stems.has(stem(word)));
}

/** Text with any run of `-`, `_` and spaces as one space. */
const loose = (text: string) => text.replace(/[-_ ]+/g, ' ');
/** The query's phrase with any joins as spaces, and its words and their stems, worked out once per query. */
const typedForms = new WeakMap<ParsedQuery, { phrase: string; stems: Set<string> }>();

/** The same words, whatever joins them: "micro frontends" is "micro-frontends". */
const sameWords = (a: string, b: string) => a === b || loose(a) === loose(b);

/** Whether `text` begins with the words of `phrase`, ending where a word ends. */
const beginsWith = (text: string, phrase: string) => text.startsWith(phrase) && !/[a-z0-9]/.test(text[phrase.length] ?? '');

/** How often `needle` occurs in `text`, up to 32. */
function countOf(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1 && count < 32; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

const isBlogPost = (route: string) => /\/blog\/.+/.test(route);
/** A walkthrough for one framework, and the framework as the reader types it: /practice/frameworks/next/… is "next". */
const FRAMEWORK_PAGE = /\/practice\/frameworks\/([^/]+)\//;

/** Error codes as the packages print them: RUNTIME-008, BUILD-001, TYPE-001. */
const ERROR_CODE = /\b[a-z]+-\d{3}\b/g;

/** A pasted message is a phrase of at least this many words; shorter queries are a reader's own words. */
const PASTED_WORDS = 5;
/** Words in a row that make a quote: a reader's own question seldom repeats four words of a page in order. */
const MIN_RUN = 4;

interface Quoted {
  /** Where the longest run of the query's words starts in the folded content, and its length. */
  at: number;
  length: number;
  /** The share of the query that the page quotes in runs of MIN_RUN words or more, 0 to 1. */
  share: number;
}

/**
 * The runs of the query's consecutive words that a page quotes as written: a message pasted from a
 * console carries the names and versions of the reader's own apps, so it never occurs whole, but the
 * page that quotes the message holds its fixed words, in runs between those names.
 */
function quotedRuns(content: string, phrase: string): Quoted | undefined {
  const words = phrase.split(' ');
  if (words.length < PASTED_WORDS) return undefined;
  let longest: { at: number; length: number } | undefined;
  let covered = 0;
  let countedUpTo = 0;
  // Two pointers: each step either grows the run that begins at `start` or moves `start` on.
  for (let start = 0, end = start + 1; start < words.length; ) {
    const at =
      end <= words.length && end - start >= MIN_RUN ? content.indexOf(words.slice(start, end).join(' ')) : end <= words.length ? 0 : -1;
    if (at !== -1) {
      if (end - start >= MIN_RUN) {
        const length = words.slice(start, end).join(' ').length;
        if (!longest || length > longest.length) longest = { at, length };
        // Words of this run not counted with an earlier one.
        for (let i = Math.max(start, countedUpTo); i < end; i++) covered += words[i].length + 1;
        countedUpTo = Math.max(countedUpTo, end);
      }
      end++;
    } else {
      start++;
      end = Math.max(end, start + 1);
    }
  }
  return longest && longest.length >= 20 ? { ...longest, share: Math.min(1, covered / (phrase.length + 1)) } : undefined;
}

interface PageScore {
  prepared: PreparedPage;
  quoted?: Quoted;
  score: number;
  titleScore: number;
  bestHeading: number;
  bestHeadingScore: number;
  headingScores: number[];
}

function scorePage(prepared: PreparedPage, query: ParsedQuery, rarity: Map<string, number>): PageScore {
  const { terms, phrase } = query;
  const headingScores = prepared.headings.map(() => 0);
  // A keyword the reader typed whole names the page; a word of a longer keyword ("子应用" of "子应用路由") is only a clue.
  const typed = prepared.keywords.map((keyword) => typedWhole(keyword, query));
  let score = 0;
  let titleScore = 0;
  let coverage = 0;
  for (const term of terms) {
    const inTitle = termScoreIn(prepared.title, term, FIELD_SCORE.title);
    let inHeading = 0;
    prepared.headings.forEach((heading, i) => {
      // A heading that is exactly this term ("Versioning" for "semver versioning") counts double.
      const s = termScoreIn(heading, term, FIELD_SCORE.header) * (heading === term.text ? WEIGHTS.headingIsTerm : 1);
      headingScores[i] += s;
      inHeading = Math.max(inHeading, s);
    });
    const inKeywords = Math.max(
      0,
      ...prepared.keywords.map((keyword, k) => termScoreIn(keyword, term, typed[k] ? FIELD_SCORE.keywords : FIELD_SCORE.partKeyword)),
    );
    const inDescription = termScoreIn(prepared.description, term, FIELD_SCORE.description);
    const inContent = termScoreIn(prepared.content, term, FIELD_SCORE.content);
    const best = Math.max(inTitle, inKeywords, inHeading, inDescription, inContent);
    if (best === 0) continue;
    coverage += term.weight;
    titleScore += inTitle;
    const frequency = inContent > 0 ? Math.log2(1 + countOf(prepared.content, term.text)) / 2 : 0;
    score += (best + frequency) * (rarity.get(term.text) ?? 1) * (term.exact ? 1 : WEIGHTS.looseTerm);
  }
  score *= coverage * coverage;
  if (terms.length > 1) score *= 1 + closeness(prepared.content, terms, rarity);

  // The query names the page or one of its headings, in so many words.
  const titleNamed = Math.max(namedBy(prepared.title, query.words), ...prepared.keywords.map((keyword) => namedBy(keyword, query.words)));
  score += WEIGHTS.titleNamed * titleNamed;
  titleScore += WEIGHTS.titleNamed * titleNamed;
  let bestNamed = 0;
  prepared.headings.forEach((heading, i) => {
    const named = namedBy(heading, query.words);
    headingScores[i] += WEIGHTS.headingNamed * named;
    bestNamed = Math.max(bestNamed, named);
  });
  score += WEIGHTS.pageOfHeadingNamed * bestNamed;

  // The reader typed a page's or a heading's exact name, or a phrase that occurs as written.
  if (phrase) {
    if (sameWords(prepared.title, phrase) || prepared.keywords.some((keyword) => sameWords(keyword, phrase))) {
      score += WEIGHTS.titleIsPhrase;
      titleScore += WEIGHTS.titleIsPhrase;
    } else if (terms.length > 1 && prepared.title.includes(phrase)) score += WEIGHTS.titleHoldsPhrase;
    // A heading that is the query, or begins with it ("Invalid hook call: two copies of React"), is the
    // entry about it; a heading that holds it among other words is a case of it.
    let entry = false;
    prepared.headings.forEach((heading, i) => {
      if (sameWords(heading, phrase)) headingScores[i] += WEIGHTS.headingIsPhrase;
      else if (terms.length > 1 && beginsWith(heading, phrase)) headingScores[i] += WEIGHTS.headingBeginsWithPhrase;
      else if (terms.length > 1 && heading.includes(phrase)) headingScores[i] += WEIGHTS.headingHoldsPhrase;
      else return;
      entry ||= sameWords(heading, phrase) || beginsWith(heading, phrase);
    });
    if (entry) score += WEIGHTS.pageOfEntryHeading;
    else if (terms.length > 1 && prepared.content.includes(phrase)) score += WEIGHTS.textHoldsPhrase;
  }

  // Words the reader typed apart that code writes as one name ("preload remote" for preloadRemote),
  // and the anchor of a heading copied from a printed address ("cors-warn").
  const ids = (prepared.page.toc ?? []).map((header) => header.id);
  if (query.compact && prepared.title === query.compact) score += WEIGHTS.titleIsCompactName;
  prepared.headings.forEach((heading, i) => {
    // An anchor of several words; a one-word anchor ("manifest") is a word the reader types anyway.
    if ((query.compact && heading === query.compact) || (ids[i] === query.phrase && query.phrase.includes('-'))) {
      headingScores[i] += WEIGHTS.headingIsCompactName;
      score += WEIGHTS.pageOfCompactHeading;
    }
  });

  // A name typed as code is the option, hook or API the reader means: the page or heading named so.
  for (const term of terms) {
    if (!term.code) continue;
    const names = (text: string) => text === term.text || (/^[a-z]+$/.test(text) && stem(text) === stem(term.text));
    if (names(prepared.title)) {
      score += WEIGHTS.codeNamesTitle;
      titleScore += WEIGHTS.codeNamesTitle;
    }
    prepared.headings.forEach((heading, i) => {
      if (names(heading)) {
        headingScores[i] += WEIGHTS.codeNamesHeading;
        score += WEIGHTS.pageOfCodeHeading;
      }
    });
  }

  // A pasted message: the page that quotes most of it as written.
  const quoted = quotedRuns(prepared.content, query.phrase);
  if (quoted) score += WEIGHTS.quotedMessage * quoted.share ** 2;
  // An error code the reader pasted: the heading that starts with it is the entry about that error;
  // a heading that names it among other words is a case of it.
  for (const code of query.phrase.match(ERROR_CODE) ?? []) {
    prepared.headings.forEach((heading, i) => {
      if (!heading.includes(code)) return;
      const entry = heading.startsWith(code);
      headingScores[i] += entry ? WEIGHTS.errorCodeEntryHeading : WEIGHTS.errorCodeCaseHeading;
      score += entry ? WEIGHTS.pageOfErrorCodeEntry : WEIGHTS.pageOfErrorCodeCase;
    });
  }

  // News posts repeat what the guides explain, and a framework's walkthrough uses the general terms
  // for that framework: unless the reader names the framework, the guide wins a tie.
  if (isBlogPost(prepared.page.routePath)) score *= WEIGHTS.blogPost;
  const framework = FRAMEWORK_PAGE.exec(prepared.page.routePath)?.[1];
  if (framework && !query.words.some((word) => word.text === framework)) score *= WEIGHTS.otherFrameworkWalkthrough;

  let bestHeading = -1;
  let bestHeadingScore = 0;
  headingScores.forEach((s, i) => {
    if (s > bestHeadingScore) {
      bestHeading = i;
      bestHeadingScore = s;
    }
  });
  return { prepared, quoted, score, titleScore, bestHeading, bestHeadingScore, headingScores };
}

/** Rarer terms count for more: log(1 + pages / pages containing the term). */
const rarityOf = (totalPages: number, containing: number) => Math.log(1 + totalPages / Math.max(containing, 1));

function termRarity(pages: PreparedPage[], terms: Term[], totalPages: number): Map<string, number> {
  const rarity = new Map<string, number>();
  for (const { text, alts = [] } of terms) {
    let containing = 0;
    for (const page of pages) if ([text, ...alts].some((word) => contains(page, word))) containing++;
    rarity.set(text, rarityOf(totalPages, containing));
  }
  return rarity;
}

/** "Title > Heading > Subheading" for the heading at `index`. */
function headingPath(page: PageIndexInfo, index: number): string {
  const toc: Header[] = page.toc ?? [];
  const path = [toc[index]];
  for (let i = index - 1; i >= 0 && path[0].depth > 2; i--) {
    if (toc[i].depth < path[0].depth) path.unshift(toc[i]);
  }
  return [page.title, ...path.map(headingText)].join(' > ');
}

function headingHit(page: PageIndexInfo, index: number, query: ParsedQuery): SearchHit {
  const label = headingPath(page, index);
  return {
    type: 'header',
    link: `${page.routePath}#${page.toc[index].id}`,
    title: page.title,
    label,
    labelHighlights: findHighlights(label, query.terms, query.phrase),
    statementHighlights: [],
  };
}

/** The heading whose section holds the character at `position` of the content. */
function sectionAt(page: PageIndexInfo, position: number): number {
  let section = -1;
  (page.toc ?? []).forEach((header, i) => {
    if (header.charIndex <= position) section = i;
  });
  return section;
}

function contentHit(prepared: PreparedPage, query: ParsedQuery, rarity: Map<string, number>, quoted?: Quoted): SearchHit | undefined {
  const { page, content } = prepared;
  // The phrase as typed if it occurs, else the part of a pasted message the page quotes, else the rarest term.
  let at = query.terms.length > 1 ? content.indexOf(query.phrase) : -1;
  let length = query.phrase.length;
  if (at === -1 && quoted) ({ at, length } = quoted);
  if (at === -1) {
    const present = rarestFirst(presentIn(content, query.terms), rarity);
    if (present.length === 0) return undefined;
    ({ at, length } = locate(content, present[0])!);
  }
  const snippet = makeSnippet(page.content, at, length, query.terms, query.phrase);
  const section = sectionAt(page, at);
  const label = section === -1 ? page.title : headingPath(page, section);
  return {
    type: 'content',
    link: section === -1 ? page.routePath : `${page.routePath}#${page.toc[section].id}`,
    title: page.title,
    label,
    labelHighlights: [],
    statement: snippet.text,
    statementHighlights: snippet.highlights,
  };
}

/** A page's one hit: its title, else its best heading, else the sentence where the query occurs. */
function bestHit(s: PageScore, query: ParsedQuery, rarity: Map<string, number>): SearchHit {
  const { page, title, headings, content } = s.prepared;
  const covers = (text: string) => query.terms.every((term) => locate(text, term));
  // Several words found together in the text beat a title or heading that holds only some of them.
  const phraseInText = (query.terms.length > 1 && content.includes(query.phrase)) || (s.quoted?.share ?? 0) >= 0.3;
  const preferText = (text: string) => phraseInText && !covers(text);
  // A pasted error code leads to the heading that names it, before any quote of the message.
  const codes = query.phrase.match(ERROR_CODE) ?? [];
  if (s.bestHeading !== -1 && codes.some((code) => headings[s.bestHeading].includes(code))) return headingHit(page, s.bestHeading, query);
  const titleWins = s.titleScore > 0 && s.titleScore >= s.bestHeadingScore && !preferText(title);
  if (!titleWins) {
    if (s.bestHeading !== -1 && !preferText(headings[s.bestHeading])) return headingHit(page, s.bestHeading, query);
    const hit = contentHit(s.prepared, query, rarity, s.quoted);
    if (hit) return hit;
  }
  return {
    type: 'title',
    link: page.routePath,
    title: page.title,
    label: page.title,
    labelHighlights: findHighlights(page.title, query.terms, query.phrase),
    statementHighlights: [],
  };
}

/** One hit per page in the order given (a remote search service has ranked them already). */
export function hitsInOrder(pages: PreparedPage[], query: ParsedQuery, limit = RESULT_LIMIT): SearchHit[] {
  const rarity = termRarity(pages, query.terms, pages.length);
  return pages.slice(0, limit).map((prepared) => bestHit(scorePage(prepared, query, rarity), query, rarity));
}

/** The hits for `query` among all of a language's pages: the pages that contain a term, ranked. */
export function searchPages(pages: PreparedPage[], query: ParsedQuery, limit = RESULT_LIMIT): SearchHit[] {
  // One pass finds the candidates and counts, per term, the pages that hold it.
  const containing = query.terms.map(() => 0);
  const candidates = pages.filter((page) => {
    let found = false;
    query.terms.forEach((term, i) => {
      if ([term.text, ...(term.alts ?? [])].some((word) => contains(page, word))) {
        containing[i]++;
        found = true;
      } else if (term.part !== undefined && contains(page, term.part)) found = true;
    });
    return found;
  });
  const rarity = new Map(query.terms.map((term, i) => [term.text, rarityOf(pages.length, containing[i])]));
  return rankWith(candidates, query, limit, rarity);
}

/**
 * The hits for `query` among `pages` (the pages that contain at least one term), best first, at most
 * `limit`. `totalPages` is the size of the whole index, for the terms' rarity.
 */
export function rankPages(pages: PreparedPage[], query: ParsedQuery, limit = RESULT_LIMIT, totalPages = pages.length): SearchHit[] {
  return rankWith(pages, query, limit, termRarity(pages, query.terms, totalPages));
}

function rankWith(pages: PreparedPage[], query: ParsedQuery, limit: number, rarity: Map<string, number>): SearchHit[] {
  if (query.terms.length === 0) return [];
  const scored = pages
    .map((prepared) => scorePage(prepared, query, rarity))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.prepared.page.routePath.localeCompare(b.prepared.page.routePath));

  const entries = scored.slice(0, limit).map((s) => {
    const { page } = s.prepared;
    const primary = bestHit(s, query, rarity);
    const extras = s.headingScores
      .map((score, index) => ({ score, index }))
      .filter(({ score, index }) => score > 0 && index !== s.bestHeading)
      .sort((a, b) => b.score - a.score)
      .slice(0, EXTRA_HEADINGS_PER_PAGE)
      .map(({ index }) => headingHit(page, index, query));
    return { primary, extras };
  });
  // Every page's best hit first; the room left goes to more headings of the best pages, shown under their page.
  let room = limit - entries.length;
  return entries.flatMap(({ primary, extras }) => {
    const shown = extras.slice(0, Math.max(room, 0));
    room -= shown.length;
    return [primary, ...shown];
  });
}
