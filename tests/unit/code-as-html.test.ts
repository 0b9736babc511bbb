/**
 * plugins/codeAsHtml.ts: a highlighted code block reaches the page as one HTML string,
 * and nothing the reader sees is lost on the way: every character of the code, the highlighted
 * lines, the title and language props of the block, and each token's colour (a class that
 * theme/styles.css colours with the same variable the inline style named).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import rehypeShiki from '@shikijs/rehype';
import { createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { rehypeCodeAsHtml, tokenClass } from '../../plugins/codeAsHtml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STYLES = readFileSync(path.join(ROOT, 'theme/styles.css'), 'utf8');

/** The rule `.class { color: var(--variable); }`, however it is laid out. */
const colourRule = (className: string, variable: string) => new RegExp(`\\.${className}\\s*\\{\\s*color:\\s*var\\(${variable}\\);?\\s*\\}`);

const CODE = `import { createInstance } from '@module-federation/runtime';

export const mf = createInstance({
  name: 'host',   // two spaces before this comment
  remotes: [{ name: 'app', entry: 'http://localhost:3001/mf-manifest.json' }],
});`;

const PAGE = ['# Page', '', '```ts {3}', CODE, '```', '', '<Box>', '', '```js', 'let a = "<b>";', '```', '', '</Box>', ''].join('\n');

/** Compiles MDX the way the site does: Shiki with the framework's theme of CSS variables, then the plugin. */
async function compilePage(source: string, withPlugin = true): Promise<string> {
  const shiki = [
    rehypeShiki,
    {
      theme: createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' }),
      transformers: [transformerCompatibleMetaHighlight()],
      langs: ['ts', 'js'],
    },
  ];
  const compiled = await compile(source, { rehypePlugins: [shiki as never, ...(withPlugin ? [rehypeCodeAsHtml] : [])] });
  return String(compiled);
}

/** The HTML strings of the compiled page's code blocks. */
function htmlStrings(compiled: string): string[] {
  return [...compiled.matchAll(/__html: ("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]) as string);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x3C;', '<')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"');

describe('code blocks as HTML strings', () => {
  it('replaces each block’s token elements with one string, inside MDX components too', async () => {
    const before = await compilePage(PAGE, false);
    const after = await compilePage(PAGE);
    expect(before).not.toContain('dangerouslySetInnerHTML');
    expect(htmlStrings(after)).toHaveLength(2);
    expect(after).not.toContain('_components.span');
    // The <pre> stays an element with its props, for the framework's code block component.
    expect(after).toMatch(/_jsx\(_components\.pre, \{\s*className: "shiki css-variables has-highlighted"/);
  });

  it('keeps every character of the code and the highlighted line', async () => {
    const [ts, js] = htmlStrings(await compilePage(PAGE));
    expect(text(ts)).toBe(CODE);
    expect(text(js)).toBe('let a = "<b>";');
    const lines = ts.split('\n');
    expect(lines[2]).toMatch(/^<span class="line highlighted">/);
    expect(lines.filter((line) => line.includes('highlighted'))).toHaveLength(1);
  });

  it('gives each block its line count, which sizes the stand-in of a block out of sight', async () => {
    const compiled = await compilePage(PAGE);
    const counts = [...compiled.matchAll(/style: \{\s*"--mf-lines": (\d+)\s*\}/g)].map((match) => Number(match[1]));
    expect(counts).toEqual([CODE.split('\n').length, 1]);
    expect(STYLES).toContain('calc(var(--mf-lines) * 1.7 * var(--rp-code-font-size))');
  });

  it('colours tokens with classes that the theme styles with the same variables', async () => {
    const html = htmlStrings(await compilePage(PAGE)).join('\n');
    expect(html).not.toContain('color:var(');
    const classes = new Set([...html.matchAll(/class="(sk-[a-z-]+)"/g)].map((match) => match[1]));
    expect(classes.size).toBeGreaterThan(3);
    for (const className of classes) {
      const variable = `--shiki-token-${className.slice('sk-'.length)}`;
      expect(STYLES, `theme/styles.css colours .${className}`).toMatch(colourRule(className, variable));
    }
  });

  it('has a class for every token colour the framework’s theme defines', () => {
    const frameworkCss = readFileSync(path.join(ROOT, 'node_modules/@rspress/core/dist/theme/styles/vars/shiki-vars.css'), 'utf8');
    const variables = new Set([...frameworkCss.matchAll(/--shiki-(token-[a-z-]+):/g)].map((match) => match[1]));
    expect(variables.size).toBeGreaterThan(5);
    for (const variable of variables) expect(STYLES).toMatch(colourRule(tokenClass(variable), `--shiki-${variable}`));
  });
});
