/**
 * The pages a reader most likely meant, ranked from an address that matched nothing (the 404
 * page's suggestions). Runs in the browser on the pages of the built search index; nothing here
 * imports the framework or Node.js.
 *
 * A page is scored by how well the address's words match the words of its path, its title and its
 * headings (a heading counts less). Words match exactly, by stem (`remotes` ~ `remote`, `exposing`
 * ~ `expose`), with one or two typing mistakes in longer words, or as a prefix; words written as
 * one (`sharestrategy`) match words written apart (`share-strategy`, `shareStrategy`) both ways.
 * Rare words weigh more than words most pages share (`guide`), the address's last segment weighs
 * more than the sections before it, a page whose own name the address covers is preferred, and on
 * near ties a page of the address's top-level section wins.
 */
import { fold, stem } from '../search/text';

export interface SuggestablePage {
  routePath: string;
  title: string;
  headings: string[];
}

/** How much a match in the path or title counts. */
const FIELD_WEIGHT = 1;
/** How much a match in a heading counts: from `min` when the address names a small part of the heading to `max` when it names all of it. */
const HEADING_WEIGHT = { min: 0.5, max: 0.85 };
/** How much more a word of the address's last segment weighs than a word of the sections before it. */
const LAST_SEGMENT_WEIGHT = 2;
/** Bonus for a page whose last path segment or title the address covers (0 to 1 of it). */
const COVER_BONUS = 0.3;
/**
 * Below this a page is not suggested: the page meant scores 0.36 or more on every address the unit
 * test collects, while a page that shares only the address's section (`/guide/foo-bar`) scores 0.07.
 * The bar sits nearer the second, so an address unlike the collected ones still gets its page.
 */
const MIN_SCORE = 0.15;
/** Bonus for a page of the address's own top-level section (a tie-breaker). */
const SECTION_BONUS = 0.02;
/** Below this a word is not taken as matched. */
const MIN_MATCH = 0.5;
/** Longest address read, and most words of it looked for (the last ones): a pasted wall of text costs no more. */
const MAX_ADDRESS_LENGTH = 300;
const MAX_WORDS = 12;

const CJK_CLASS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const WORD = new RegExp(`[${CJK_CLASS}]+|[a-z]+|[0-9]+`, 'g');
/** A word as a reader sees it: letters and digits together, `loadRemote` and `auth0` one word each. */
const SHOWN_WORD = new RegExp(`[${CJK_CLASS}]+|[a-z0-9]+`, 'g');
/** Whether a word (Latin, digits or one CJK run, never mixed: see `WORD`) is a CJK run. */
const isCjk = (word: string) => word.charCodeAt(0) > 0x7f;

/** Words of an address that name no page: file extensions and `index` (the `zh` prefix is dropped where it stands). */
const ADDRESS_NOISE = new Set(['html', 'index', 'md']);
/** Words of titles and headings that say nothing about the page. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its of on or the to what when where which who why with your you'.split(
    ' ',
  ),
);

/** The words of a piece of text: camelCase, letters/digits and CJK runs split apart, lower-cased. */
function splitWords(text: string): string[] {
  const spaced = text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return fold(spaced).match(WORD) ?? [];
}

/** `%E5%85%B1` → `共`; an escape that decodes to nothing valid is dropped. */
function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part.replace(/(%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return ' ';
      }
    });
  }
}

/** The address's segments, each as its words, without the language prefix and words that name no page. */
function addressSegments(pathname: string): string[][] {
  const path = pathname.split(/[?#]/)[0].slice(0, MAX_ADDRESS_LENGTH);
  const segments = path
    .split('/')
    .map((segment) => splitWords(decode(segment)).filter((word) => !ADDRESS_NOISE.has(word)))
    .filter((words) => words.length > 0);
  if (segments[0]?.length === 1 && segments[0][0] === 'zh') segments.shift();
  return segments;
}

/**
 * The words of an address: split on `/`, `-`, `_`, `.`, camelCase and digit boundaries,
 * lower-cased, percent-escapes decoded, Chinese runs kept whole; without `html`, `index`, `md`
 * and the `zh` language prefix.
 */
export function addressWords(pathname: string): string[] {
  return addressSegments(pathname).flat();
}

/** A Latin word or number, with what comparing it needs. */
interface Term {
  word: string;
  /** '' for a number, which matches only exactly. */
  stem: string;
  /** The letters it uses, one bit each, and those of its stem. */
  letters: number;
  stemLetters: number;
}

function lettersOf(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) - 97);
  return mask;
}

function termOf(word: string): Term {
  const base = /^[a-z]+$/.test(word) ? stem(word) : '';
  return { word, stem: base, letters: lettersOf(word), stemLetters: lettersOf(base) };
}

function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Whether two words may be `limit` edits apart: each edit brings in or takes out at most one letter. */
const mayBeClose = (a: number, b: number, limit: number) => countBits(a & ~b) <= limit && countBits(b & ~a) <= limit;

/** Longest word whose typing mistakes are counted; rows of the distance table are kept between calls. */
const MAX_TYPO_LENGTH = 40;
const rows = [0, 1, 2].map(() => new Int32Array(MAX_TYPO_LENGTH + 2));

/** Edit distance with adjacent transpositions (`manifset` → `manifest` is 1), or `limit + 1` once past it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit || a.length > MAX_TYPO_LENGTH || b.length > MAX_TYPO_LENGTH) return limit + 1;
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length];
}

/** How well an address word matches a word of a page (Latin words and numbers), 0 to 1. */
function latinSimilarity(query: Term, page: Term): number {
  const { word, stem: a } = query;
  const { word: pageWord, stem: b } = page;
  if (word === pageWord) return 1;
  if (!a || !b) return 0;
  if (a === b) return 0.9;
  const shorter = Math.min(word.length, pageWord.length);
  let score = 0;
  // One mistake in a word of five letters or more, two from eight: `docs` is not a mistyped `does`.
  if (shorter >= 5) {
    const limit = shorter >= 8 ? 2 : 1;
    let distance = mayBeClose(query.letters, page.letters, limit) ? editDistance(word, pageWord, limit) : limit + 1;
    if (distance > 1 && (a !== word || b !== pageWord) && mayBeClose(query.stemLetters, page.stemLetters, limit)) {
      distance = Math.min(distance, editDistance(a, b, limit));
    }
    if (distance === 1) score = 0.8;
    else if (distance === 2 && limit === 2) score = 0.65;
  }
  // `deploy` → `deployment`, `config` → `configure`; a long address word naming a short page word counts less.
  if (word.length >= 4 && pageWord.startsWith(word)) score = Math.max(score, 0.6);
  else if (b.length >= 4 && word.startsWith(b)) score = Math.max(score, 0.5);
  return score;
}

/** How well a Chinese run of the address matches a Chinese run of a page: contained, or by shared character pairs. */
function cjkSimilarity(word: string, pageText: string): number {
  if (pageText.includes(word)) return 1;
  if (word.length < 2) return 0;
  let shared = 0;
  for (let i = 0; i < word.length - 1; i++) if (pageText.includes(word.slice(i, i + 2))) shared++;
  const ratio = shared / (word.length - 1);
  return ratio >= 0.5 ? 0.85 * ratio : 0;
}

/** A piece of a page, its words as positions in the vocabulary of the page list. */
interface Field {
  /** Its words, adjacent pairs written as one (`chrome-devtool` → `chromedevtool`) and, when short, the whole. */
  ids: number[];
  /** Its own words without stop words, measured by the cover bonus. */
  own: number[];
  /** How much of the field each own word is: 1 for a Latin word, a unit per two characters of a Chinese run. */
  sizes: number[];
  /** Its Chinese runs. */
  cjk: string[];
  /** 1 for a one-word heading, less for a long one, where one matching word says less. */
  quality: number;
}

interface PreparedPage {
  page: SuggestablePage;
  path: Field;
  lastSegment: Field;
  title: Field;
  headings: Field[];
  /** The top-level section, as the address's first segment is compared with it. */
  section: string;
}

/** The pages of one list, with the vocabulary of all their words. */
interface Index {
  vocab: string[];
  /** The vocabulary's Latin words and numbers, the ones an address's Latin word is compared with, and their ids. */
  terms: Term[];
  termIds: number[];
  byLang: Map<string, PreparedPage[]>;
}

/** The language prefix of a route, or '' for English. */
const langOf = (route: string) => (/^\/zh(\/|$)/.test(route) ? 'zh' : '');

const indexes = new WeakMap<SuggestablePage[], Index>();

function buildIndex(pages: SuggestablePage[]): Index {
  const vocab: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = vocab.length;
      vocab.push(word);
      ids.set(word, id);
    }
    return id;
  };
  /**
   * A field from its segments' words (a path's segments, or one title or heading). `units` is how
   * many words the reader sees in it, for the quality of a heading.
   */
  const field = (segments: string[][], units?: number): Field => {
    const ids: number[] = [];
    const own: number[] = [];
    const sizes: number[] = [];
    const cjk: string[] = [];
    for (const segment of segments) {
      const latin: string[] = [];
      for (const word of segment) {
        if (STOP_WORDS.has(word)) continue;
        const id = idOf(word);
        own.push(id);
        if (isCjk(word)) {
          sizes.push(Math.ceil(word.length / 2));
          cjk.push(word);
        } else {
          sizes.push(1);
          latin.push(word);
          ids.push(id);
        }
      }
      // Words written as one: adjacent pairs (`chrome-devtool` → `chromedevtool`, `setting up` → `setup`) and the whole.
      for (let i = 0; i < latin.length - 1; i++) {
        ids.push(idOf(latin[i] + latin[i + 1]));
        if (latin[i].endsWith('ing')) ids.push(idOf(stem(latin[i]) + latin[i + 1]));
      }
      const whole = segment.filter((word) => !isCjk(word));
      if (whole.length > 2 && (units === undefined || whole.length <= 4)) ids.push(idOf(whole.join('')));
    }
    let size = units ?? 0;
    if (units === undefined) for (const n of sizes) size += n;
    return { ids, own, sizes, cjk, quality: 0.5 + 0.5 / Math.sqrt(Math.max(size, 1)) };
  };
  /** A title or heading: its words, and how many it shows (`loadRemote` one, a long identifier about half its parts). */
  const textField = (text: string): Field => {
    const shown = fold(text).match(SHOWN_WORD) ?? [];
    const units = shown.reduce((sum, word) => sum + (STOP_WORDS.has(word) ? 0 : isCjk(word) ? Math.ceil(word.length / 2) : 1), 0);
    const words = splitWords(text);
    return field([words], Math.max(units, Math.ceil(words.length / 2)));
  };
  const byLang = new Map<string, PreparedPage[]>();
  for (const page of pages) {
    const segments = addressSegments(page.routePath);
    const prepared: PreparedPage = {
      page,
      path: field(segments),
      lastSegment: field(segments.slice(-1)),
      title: textField(page.title ?? ''),
      headings: (page.headings ?? []).map(textField),
      section: segments[0]?.join('') ?? '',
    };
    const lang = langOf(page.routePath);
    const list = byLang.get(lang);
    if (list) list.push(prepared);
    else byLang.set(lang, [prepared]);
  }
  const termIds = vocab.flatMap((word, id) => (isCjk(word) ? [] : [id]));
  return { vocab, terms: termIds.map((id) => termOf(vocab[id])), termIds, byLang };
}

/** One word of the address. */
interface Query {
  word: string;
  cjk: boolean;
  last: boolean;
  /** How well it matches each word of the vocabulary (Latin words only). */
  scores: Float32Array;
}

/**
 * The pages the address most likely meant, best first, at most `limit`; only pages that match at
 * least one of its words. When the list has pages of the address's language (`/zh/…` or not),
 * only those are ranked.
 */
export function suggestPages(pathname: string, pages: SuggestablePage[], limit = 5): SuggestablePage[] {
  return rankSuggestions(pathname, pages, limit).map((entry) => entry.page);
}

/** `suggestPages` with each page's score. */
function rankSuggestions(pathname: string, pages: SuggestablePage[], limit = 5): { page: SuggestablePage; score: number }[] {
  const segments = addressSegments(pathname);
  if (segments.length === 0 || limit <= 0) return [];
  let index = indexes.get(pages);
  if (!index) {
    index = buildIndex(pages);
    indexes.set(pages, index);
  }
  const { vocab, terms, termIds } = index;
  const candidates = index.byLang.get(langOf(pathname)) ?? [...index.byLang.values()].flat();

  // The address's words, each once; a word typed in the last segment and before counts as a last-segment word.
  const queries: Query[] = [];
  const lastWords = new Set(segments.at(-1));
  let budget = MAX_WORDS;
  const looked = [...segments]
    .reverse()
    .map((segment) => {
      const kept = segment.slice(Math.max(0, segment.length - budget));
      budget -= kept.length;
      return kept;
    })
    .filter((segment) => segment.length > 0)
    .reverse();
  looked.forEach((segment, s) => {
    const last = s === looked.length - 1;
    const latin = segment.filter((word) => !isCjk(word));
    const joined = latin.length > 1 ? latin.join('') : undefined;
    for (const word of segment) {
      if ((!last && lastWords.has(word)) || queries.some((q) => q.word === word)) continue;
      const cjk = isCjk(word);
      const scores = new Float32Array(vocab.length);
      if (!cjk) {
        const term = termOf(word);
        const whole = joined ? termOf(joined) : undefined;
        terms.forEach((pageTerm, t) => {
          // The whole segment written as one also counts for each of its words: `share-strategy` ~ `sharestrategy`.
          let score = latinSimilarity(term, pageTerm);
          if (whole && score < 1) score = Math.max(score, latinSimilarity(whole, pageTerm));
          if (score >= MIN_MATCH) scores[termIds[t]] = score;
        });
      }
      queries.push({ word, cjk, last, scores });
    }
  });

  const match = (query: Query, field: Field): number => {
    let best = 0;
    if (query.cjk) for (const run of field.cjk) best = Math.max(best, cjkSimilarity(query.word, run));
    else for (const id of field.ids) best = Math.max(best, query.scores[id]);
    return best >= MIN_MATCH ? best : 0;
  };

  /** The share of a field's own words that some word of the address matches; a Chinese run by the share the address's run takes of it. */
  const covered = (field: Field): number => {
    let sum = 0;
    let size = 0;
    field.own.forEach((id, i) => {
      const own = vocab[id];
      let best = 0;
      for (const query of queries) {
        if (!query.cjk) best = Math.max(best, query.scores[id]);
        else if (isCjk(own)) best = Math.max(best, cjkSimilarity(query.word, own) * Math.min(1, query.word.length / own.length));
      }
      sum += best * field.sizes[i];
      size += field.sizes[i];
    });
    return size > 0 ? sum / size : 0;
  };

  // How well each word matches each page, in its path, its title and its best heading. A heading
  // counts less, the more so the less of it the address names: `loadRemote` names `## loadRemote` whole.
  const matches = candidates.map((page) => {
    const headingCover = new Map<Field, number>();
    return queries.map((query) => {
      let heading = 0;
      for (const field of page.headings) {
        const found = match(query, field);
        if (found === 0) continue;
        let share = headingCover.get(field);
        if (share === undefined) {
          share = covered(field);
          headingCover.set(field, share);
        }
        heading = Math.max(heading, found * field.quality * (HEADING_WEIGHT.min + (HEADING_WEIGHT.max - HEADING_WEIGHT.min) * share));
      }
      return { path: match(query, page.path), title: match(query, page.title), heading };
    });
  });

  // A word found in the path or title of many pages (`guide`) says less than a rare one (`manifest`).
  const count = candidates.length;
  const weights = queries.map((query, q) => {
    const found = matches.filter((m) => Math.max(m[q].path, m[q].title) >= 0.75).length;
    return (Math.log((count + 1) / (found + 1)) + 0.2) * (query.last ? LAST_SEGMENT_WEIGHT : 1);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const lastTotal = queries.reduce((sum, query, q) => sum + (query.last ? weights[q] : 0), 0);
  const section = segments[0].join('');

  /** How much the address's last segment and the field name each other: the harmonic mean of both shares. */
  const cover = (field: Field): number => {
    if (field.own.length === 0 || lastTotal === 0) return 0;
    let named = 0;
    queries.forEach((query, q) => {
      if (query.last) named += weights[q] * match(query, field);
    });
    const a = named / lastTotal;
    const b = covered(field);
    return a + b > 0 ? (2 * a * b) / (a + b) : 0;
  };

  const scored = candidates.map((page, p) => {
    let sum = 0;
    queries.forEach((_, q) => {
      const m = matches[p][q];
      sum += weights[q] * Math.max(FIELD_WEIGHT * Math.max(m.path, m.title), m.heading);
    });
    if (sum === 0) return { page: page.page, score: 0 };
    const named = Math.max(cover(page.lastSegment), cover(page.title));
    return { page: page.page, score: sum / total + COVER_BONUS * named + (page.section === section ? SECTION_BONUS : 0) };
  });

  return scored
    .filter((entry) => entry.score >= MIN_SCORE)
    .sort(
      (a, b) => b.score - a.score || a.page.routePath.length - b.page.routePath.length || (a.page.routePath < b.page.routePath ? -1 : 1),
    )
    .slice(0, limit);
}
