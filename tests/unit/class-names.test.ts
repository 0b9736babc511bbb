/**
 * The site's own classes start with `mf-` (CONTRIBUTING.md, "Styles"), so a reader of a stylesheet
 * tells them from the framework's at a glance, and an upgrade of the framework cannot take one over.
 * Every other class a stylesheet selects belongs to the framework or a library it loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Classes that are not ours, by whose they are. */
const NOT_OURS: [RegExp, string][] = [
  [/^rp-/, "the framework's theme"],
  [/^dark$/, "the framework's dark mode, on <html>"],
  [/^enableContentAnimation$/, "the framework's page transition"],
  [/^(shiki|sk-[a-z-]+)$/, 'the code highlighter'],
  [/^medium-zoom-/, 'the image zoom'],
];

/** Class selectors of a stylesheet, outside comments, strings and `url()`. */
function selectedClasses(css: string): string[] {
  const code = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  // Only selector text: what precedes a `{`, not declarations (`0.5rem` is not a class).
  const selectors = [...code.matchAll(/([^{}]+)\{/g)].map((m) => m[1]!);
  return [...new Set(selectors.flatMap((s) => [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!)))];
}

describe('class names', () => {
  const files = ['theme', 'components'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(dir, file)),
  );

  it('reads the classes a rule selects, not numbers or addresses', () => {
    expect(selectedClasses('/* .x */ .mf-a > .rp-b:hover, .dark .mf-c { width: 0.5rem; background: url(a.svg); }')).toEqual([
      'mf-a',
      'rp-b',
      'dark',
      'mf-c',
    ]);
  });

  it.each(files)('%s selects only mf- classes and those of the framework', (file) => {
    const foreign = selectedClasses(readFileSync(path.join(ROOT, file), 'utf8')).filter(
      (name) => !name.startsWith('mf-') && !NOT_OURS.some(([pattern]) => pattern.test(name)),
    );
    expect(foreign, `${file}: name the site's classes mf-…`).toEqual([]);
  });
});
