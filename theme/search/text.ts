/**
 * Text helpers for search: case and accent folding that keeps every character in place (so a
 * match found in folded text can be highlighted in the original), the query's terms, and display
 * width where a wide CJK character counts 3.
 */

import { SYNONYMS } from './synonyms';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "everything outside ASCII", not a control character
const FOLD_TARGETS = /[A-Z]|[^\u0000-\u007f]/g;
const foldCache = new Map<string, string>();

function foldChar(ch: string): string {
  let folded = foldCache.get(ch);
  if (folded === undefined) {
    const lower = ch.toLowerCase();
    const bare = lower.normalize('NFD').replace(COMBINING_MARKS, '');
    // One UTF-16 unit in, one out: positions in folded text are positions in the original.
    folded = bare.length === ch.length ? bare : lower.length === ch.length ? lower : ch;
    foldCache.set(ch, folded);
  }
  return folded;
}

/** Lower case without accents ("Café" → "cafe"), same length as the input. */
export function fold(text: string): string {
  return text.replace(FOLD_TARGETS, foldChar);
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const CJK_RUNS =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;

const isCjk = (text: string) => CJK.test(text);

// Characters drawn full-width: CJK scripts, their punctuation and the full-width forms.
const WIDE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** Width of a string on screen: wide CJK characters count 3, everything else 1. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 3 : 1;
  return width;
}

/** Longest query that is matched; the rest of a pasted wall of text is ignored. */
export const MAX_QUERY_LENGTH = 120;

// Words that carry no meaning on their own in a reader's question.
const EN_STOP_WORDS = new Set(
  'a an and are as at be between by can do does for from how i in into is it my of on or the to use uses using vs versus what when where which who why with without'.split(
    ' ',
  ),
);
// Characters that make up question words in Chinese; a two-character piece made only of these is skipped.
const ZH_STOP_CHARS = new Set([...'的了吗呢是在和与及或如何怎么样什么为哪些个一这那把让用']);

// A question around the words the reader looks for: "如何共享依赖" looks for "共享依赖".
const ZH_QUESTION_START = /^(如何|怎么样|怎么|怎样|为什么|什么是|什么|哪些|是否)+/;
const ZH_QUESTION_END = /(吗|呢|么)+$/;

export interface Term {
  /** Folded text that is looked for. */
  text: string;
  /** The word without its ending ("started" → "start"), looked for when `text` is not found. */
  stem?: string;
  /** The pages' words for it (`子应用` → `生产者`), looked for when it is not found. */
  alts?: readonly string[];
  /** For a dotted name, its longest part (`experiments.asyncstartup` → `asyncstartup`), looked for when the whole is not found. */
  part?: string;
  /** Share of the query this term stands for (the terms of one query add up to 1). */
  weight: number;
  /** Whether the reader typed exactly this (not a two-character piece of a longer Chinese run). */
  exact: boolean;
  /** Whether the reader typed it as code names things, in camelCase (`getPublicPath`, `shareScopes`). */
  code?: boolean;
}

export interface ParsedQuery {
  /** The whole query, folded, with single spaces. */
  phrase: string;
  terms: Term[];
  /** Every word of the query, question words included, to see how much of a heading the query names. */
  words: Term[];
  /** Two to four Latin words written as one, as code names them: "preload remote" → "preloadremote". */
  compact?: string;
}

/**
 * The word without a plural, past, gerund, -ion or silent-e ending: `exposes`, `exposing`, `expose`
 * → `expos`; `isolation` → `isolat`. Search looks for the stem where the word itself is not found;
 * the 404 page compares addresses' words by it.
 */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  let base = word;
  if (word.length > 5 && word.endsWith('ing')) base = word.slice(0, -3);
  else if (word.length > 4 && word.endsWith('ed')) base = word.slice(0, -2);
  // `caches`, `boxes` lose -es; `times`, `modules` only their -s.
  else if (word.length > 4 && /(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) base = word.slice(0, -1);
  // `running`, `mapped` → `run`, `map`; `apps` stays `app`.
  if (base !== word && !word.endsWith('s') && /([bdfgklmnprt])\1$/.test(base)) return base.slice(0, -1);
  // `isolation`, `integrations` → `isolat`, `integrat`, as `isolate` and `integrate` end.
  if (base.length > 6 && base.endsWith('ion')) return base.slice(0, -3);
  if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

/** A Latin word's stem when it differs from the word. */
function stemOf(word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const base = stem(word);
  return base === word ? undefined : base;
}

/** Splits a query into the terms that are looked for: words, and two-character pieces of Chinese runs. */
export function parseQuery(query: string): ParsedQuery {
  const phrase = fold(query.slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, ' ').trim();
  const raw: Omit<Term, 'weight'>[] = [];
  const words: Term[] = [];
  const camelCase = new Set(
    (query.slice(0, MAX_QUERY_LENGTH).match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b/g) ?? []).map(fold),
  );
  const tokens = phrase.split(/[\s,;:!?()[\]{}"'`<>=+*|\\^~，。、；：！？（）【】《》“”‘’]+/).filter(Boolean);
  for (const token of tokens) {
    for (let run of token.match(CJK_RUNS) ?? []) {
      if (isCjk(run)) {
        run = run.replace(ZH_QUESTION_START, '').replace(ZH_QUESTION_END, '') || run;
        words.push({ text: run, weight: 0, exact: true });
        // A word the pages write otherwise is one term with the pages' words, not pieces.
        const inWord = new Set<number>();
        for (const [word, alts] of Object.entries(SYNONYMS)) {
          for (let at = run.indexOf(word); at !== -1; at = run.indexOf(word, at + 1)) {
            raw.push({ text: word, alts, exact: true });
            for (let i = at; i < at + word.length - 1; i++) inWord.add(i);
          }
        }
        if (run.length <= 2) {
          if (!inWord.has(0)) raw.push({ text: run, exact: true });
        } else {
          for (let i = 0; i < run.length - 1; i++) {
            const pair = run.slice(i, i + 2);
            if (!inWord.has(i) && !(ZH_STOP_CHARS.has(pair[0]) && ZH_STOP_CHARS.has(pair[1]))) raw.push({ text: pair, exact: false });
          }
        }
      } else {
        const text = run.replace(/^[.\-_/@#$]+|[.\-_/@#$]+$/g, '');
        if (!text) continue;
        for (const word of text.split(/[-_/.]+/).filter(Boolean)) words.push({ text: word, stem: stemOf(word), weight: 0, exact: true });
        const parts = text.split('.');
        const part = parts.length > 1 ? parts.reduce((a, b) => (b.length > a.length ? b : a)) : undefined;
        raw.push({ text, stem: stemOf(text), part, exact: true, code: camelCase.has(text) });
      }
    }
  }
  // Stop words and single Latin characters say little when the query has better terms.
  const meaningful = raw.filter((term) => !EN_STOP_WORDS.has(term.text) && (term.text.length > 1 || isCjk(term.text)));
  const chosen = meaningful.length > 0 ? meaningful : raw;
  const unique = [...new Map(chosen.map((term) => [term.text, term])).values()].slice(0, 16);
  const latin = words.map((word) => word.text).filter((word) => /^[a-z0-9]+$/.test(word));
  return {
    phrase,
    compact: latin.length >= 2 && latin.length <= 4 && latin.length === words.length ? latin.join('') : undefined,
    terms: unique.map((term) => ({ ...term, weight: 1 / unique.length })),
    words: [...new Map(words.map((word) => [word.text, word])).values()].slice(0, 16),
  };
}

/** Whether the match at `start` of `length` in `text` is a whole word (not inside an identifier). */
export function isWholeWord(text: string, start: number, length: number): boolean {
  const word = /[a-z0-9_$]/;
  return !word.test(text[start - 1] ?? '') && !word.test(text[start + length] ?? '');
}
