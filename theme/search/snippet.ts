/**
 * The sentence shown under a content hit: about 100 characters around the match (a wide CJK
 * character counts 3), on one line, with "…" where it was cut, and the places to highlight.
 */
import { displayWidth, fold, type Term } from './text';

export const SNIPPET_WIDTH = 100;

export interface Range {
  start: number;
  length: number;
}

export interface Snippet {
  text: string;
  highlights: Range[];
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Where the terms occur in `text` (first occurrences, non-overlapping, in order). */
export function findHighlights(text: string, terms: Term[], phrase?: string): Range[] {
  const folded = fold(text);
  const ranges: Range[] = [];
  const add = (needle: string) => {
    if (!needle) return;
    let from = 0;
    for (let found = folded.indexOf(needle, from); found !== -1 && ranges.length < 24; found = folded.indexOf(needle, from)) {
      const end = found + needle.length;
      if (!ranges.some((range) => found < range.start + range.length && end > range.start)) {
        ranges.push({ start: found, length: needle.length });
      }
      from = end;
    }
  };
  if (phrase && folded.includes(phrase)) add(phrase);
  for (const term of terms) add(term.text);
  return ranges.sort((a, b) => a.start - b.start);
}

/** A window of about SNIPPET_WIDTH around `text[matchStart, matchStart + matchLength)`. */
export function makeSnippet(text: string, matchStart: number, matchLength: number, terms: Term[], phrase?: string): Snippet {
  let budget = Math.max(SNIPPET_WIDTH - displayWidth(text.slice(matchStart, matchStart + matchLength)), 0);
  let start = matchStart;
  let end = matchStart + matchLength;
  // Up to a third of the room goes before the match, stopping at the start of its paragraph.
  let before = Math.floor(budget / 3);
  while (start > 0 && text[start - 1] !== '\n') {
    const width = displayWidth(text[start - 1]);
    if (width > before) break;
    before -= width;
    budget -= width;
    start--;
  }
  while (end < text.length && !(text[end] === '\n' && text[end + 1] === '\n')) {
    const width = displayWidth(text[end]);
    if (width > budget) break;
    budget -= width;
    end++;
  }
  // Never cut an emoji or other character outside the basic plane in half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++;

  // Start at a word boundary when the cut falls inside a word.
  if (start > 0 && /\w/.test(text[start - 1]) && /\w/.test(text[start])) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < matchStart) start = space + 1;
  }
  const prefix = start > 0 && text[start - 1] !== '\n' ? '…' : '';
  const suffix = end < text.length && text[end] !== '\n' ? '…' : '';
  const body = text.slice(start, end).replace(/\s+/g, ' ');
  const shown = `${prefix}${body.trim()}${suffix}`;
  return { text: shown, highlights: findHighlights(shown, terms, phrase) };
}
