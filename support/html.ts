/**
 * Reading a served HTML page without a browser: the text of an element as a reader sees it,
 * for tests that only need what the pre-rendered page says.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `&amp;`, `&#x27;` and `&#39;` as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED[name] ?? entity;
  });
}

/** The text of the page's first `<h1>`, markup removed, or undefined when it has none. */
export function firstHeadingText(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).trim();
}
