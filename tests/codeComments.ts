/**
 * Code with its comments taken out, so that a Chinese page's copy of an example file (whose
 * comments are written in Chinese) can be compared with the file itself. Line based, which is
 * enough for the examples' files: a comment marker counts only at the start of a line or after
 * a space and outside a string literal on that line, so `http://` and `"#fff"` stay.
 */

type Syntax = 'c' | 'hash' | 'none';

/** Which comments a file has, from its name: `//` and block comments (HTML's too for .vue and .html), `#`, or none. */
function syntaxOf(file: string): { syntax: Syntax; html: boolean } {
  const ext = /(\.[\w]+)$/.exec(file)?.[1] ?? file;
  if (/^\.(?:[cm]?[jt]sx?|jsonc?|s?css|less)$/.test(ext)) return { syntax: 'c', html: false };
  if (/^\.(?:vue|html)$/.test(ext)) return { syntax: 'c', html: true };
  if (/^\.(?:sh|ya?ml|toml|npmrc|gitignore|env)$/.test(ext) || /(?:^|\/)\.(?:npmrc|gitignore|env)$/.test(file))
    return { syntax: 'hash', html: false };
  return { syntax: 'none', html: false };
}

/** Where a comment marker at `index` is inside a string literal opened earlier on the line. */
function inString(line: string, index: number): boolean {
  let quote: string | undefined;
  for (let i = 0; i < index; i++) {
    const char = line[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
  }
  return quote !== undefined;
}

/** The line without a trailing line comment (`//` or `#`) that starts the line or follows a space. */
function withoutLineComment(line: string, marker: '//' | '#'): string {
  const pattern = marker === '//' ? /(^|\s)\/\//g : /(^|\s)#/g;
  for (const match of line.matchAll(pattern)) {
    const at = match.index + match[1]!.length;
    if (!inString(line, at)) return line.slice(0, at);
  }
  return line;
}

export function withoutComments(code: string, file: string): string {
  const { syntax, html } = syntaxOf(file);
  if (syntax === 'none') return code;
  // Block comments become NUL characters, keeping the lines, so that a line that held only a
  // comment is dropped below while a blank line of the code stays.
  const blank = (comment: string) => comment.replace(/[^\n]/g, '\0');
  let text = code;
  if (html) text = text.replace(/<!--[\s\S]*?-->/g, blank);
  if (syntax === 'c') {
    // JSX comments as a whole, then block comments.
    text = text.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank);
    text = text.replace(/(^|[\s(,;{])\/\*[\s\S]*?\*\//g, (comment, before: string) => before + blank(comment.slice(before.length)));
  }
  const original = code.split('\n');
  return text
    .split('\n')
    .map((line, i) => ({
      blankBefore: original[i]!.trim() === '',
      stripped: withoutLineComment(line.replaceAll('\0', ''), syntax === 'c' ? '//' : '#').trimEnd(),
    }))
    .filter(({ blankBefore, stripped }) => stripped !== '' || blankBefore)
    .map(({ stripped }) => stripped)
    .join('\n');
}
