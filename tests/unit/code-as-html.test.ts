/**
 * plugins/codeAsHtml.ts: a highlighted code block reaches the page as one HTML string under one
 * element, drawn as the framework's code block component draws it, and nothing the reader sees is
 * lost on the way: every character of the code, the highlighted lines, the title and language, the
 * place of the buttons, and each token's colour (a class that theme/styles.css colours with the
 * same variable the inline style named). A block with a meta the drawing does not handle keeps
 * the framework's component.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import { createCssVariablesTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { rehypeCodeAsHtml, tokenClass } from '../../plugins/codeAsHtml';
import { FRAMEWORK_SHIKI_VARIABLES } from '../../plugins/internals';
import { rehypeProseAsHtml } from '../../plugins/proseAsHtml';

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

/** What the framework's meta parsing gives the first block: a title, or a prop the static drawing does not handle. */
const firstBlockGets = (properties: Record<string, unknown>) => () => (tree: Root) => {
  // Shiki puts each block in a tree of its own inside the page's.
  const first = (node: Root | Element): Element | undefined =>
    node.type === 'element' && node.tagName === 'pre'
      ? node
      : node.children.map((child) => ('children' in child ? first(child as Element) : undefined)).find(Boolean);
  Object.assign(first(tree)!.properties, properties);
};

/** Compiles MDX the way the site does: Shiki with the framework's theme of CSS variables, then the plugin. */
async function compilePage(
  source: string,
  withPlugin = true,
  firstBlockProps: Record<string, unknown> = {},
  after: unknown[] = [],
): Promise<string> {
  const shiki = [
    rehypeShiki,
    {
      theme: createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' }),
      transformers: [transformerCompatibleMetaHighlight()],
      langs: ['ts', 'js'],
    },
  ];
  const compiled = await compile(source, {
    rehypePlugins: [shiki as never, firstBlockGets(firstBlockProps), ...(withPlugin ? [rehypeCodeAsHtml] : []), ...(after as never[])],
  });
  return String(compiled);
}

/** The code inside each HTML string of the compiled page. */
const codeOf = (html: string) => /<code[^>]*>([\s\S]*)<\/code>/.exec(html)?.[1] ?? html;

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
  it('draws each block as one string under one element, as the framework draws it, inside MDX components too', async () => {
    const before = await compilePage(PAGE, false);
    const after = await compilePage(PAGE, true, { title: 'src/mf.ts', lang: 'ts' });
    expect(before).not.toContain('dangerouslySetInnerHTML');
    const [ts, js] = htmlStrings(after);
    expect(htmlStrings(after)).toHaveLength(2);
    expect(after).not.toContain('_components.span');
    expect(after).not.toContain('_components.pre');
    expect(after).toMatch(/_jsx\(_components\.div, \{\s*className: "rp-codeblock language-ts",\s*dangerouslySetInnerHTML/);
    expect(ts).toMatch(
      /^<div class="rp-codeblock__title">src\/mf\.ts<\/div><div class="rp-codeblock__content"><div class="rp-codeblock__content__scroll-container rp-scrollbar rp-scrollbar--always"><pre class="shiki css-variables has-highlighted" tabindex="0" data-lang="ts" data-title="src\/mf\.ts"><code /,
    );
    // The buttons' place: theme/code/useCodeButtons.ts fills it once its script runs.
    expect(ts).toMatch(/<\/pre><\/div><div class="rp-code-button-group"><\/div><\/div>$/);
    expect(js).toMatch(/^<div class="rp-codeblock__content">/);
  });

  it('joins a block of the top level with the prose around it in one string (proseAsHtml.ts), and keeps one in a component apart', async () => {
    const compiled = await compilePage(`Some *text*.\n\n${PAGE}\nMore.\n`, true, {}, [rehypeProseAsHtml]);
    const strings = htmlStrings(compiled);
    // The title (h1) and <Box> end runs: the paragraph before the title, the ts block alone, the js block in <Box>, the last paragraph.
    expect(strings).toHaveLength(4);
    expect(strings[0]).toBe('<p>Some <em>text</em>.</p>');
    expect(strings[1]).toMatch(/^<div class="rp-codeblock language-txt"><div class="rp-codeblock__content">/);
    expect(text(codeOf(strings[1]))).toBe(CODE);
    expect(compiled).toMatch(/className: "mf-static",\s*dangerouslySetInnerHTML: \{\s*__html: "<div class=\\"rp-codeblock language-txt/);
    // Inside <Box> the block keeps an element of its own, which a component's stylesheet may select.
    expect(strings[2]).toMatch(/^<div class="rp-codeblock__content">/);
    expect(strings[3]).toBe('<p>More.</p>');
  });

  it('keeps every character of the code and the highlighted line', async () => {
    const [ts, js] = htmlStrings(await compilePage(PAGE)).map(codeOf);
    expect(text(ts)).toBe(CODE);
    expect(text(js)).toBe('let a = "<b>";');
    const lines = ts.split('\n');
    expect(lines[2]).toMatch(/^<span class="line highlighted">/);
    expect(lines.filter((line) => line.includes('highlighted'))).toHaveLength(1);
  });

  it('gives each block its line count, which sizes the stand-in of a block out of sight', async () => {
    const strings = htmlStrings(await compilePage(PAGE));
    const counts = strings.map((html) => Number(/<code style="--mf-lines:(\d+)"/.exec(html)?.[1]));
    expect(counts).toEqual([CODE.split('\n').length, 1]);
    expect(STYLES).toContain('calc(var(--mf-lines) * 1.7 * var(--rp-code-font-size))');
  });

  it('leaves a block with a meta it does not draw (here wrapCode) to the framework’s component, its code still one string', async () => {
    const compiled = await compilePage(PAGE, true, { wrapCode: true });
    expect(compiled).toMatch(/_jsx\(_components\.pre, \{\s*className: "shiki css-variables has-highlighted"/);
    expect(compiled).toMatch(/style: \{\s*"--mf-lines": 6\s*\}/);
    expect(text(htmlStrings(compiled)[0])).toBe(CODE);
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
    const frameworkCss = readFileSync(FRAMEWORK_SHIKI_VARIABLES, 'utf8');
    const variables = new Set([...frameworkCss.matchAll(/--shiki-(token-[a-z-]+):/g)].map((match) => match[1]));
    expect(variables.size).toBeGreaterThan(5);
    for (const variable of variables) expect(STYLES).toMatch(colourRule(tokenClass(variable), `--shiki-${variable}`));
  });
});
