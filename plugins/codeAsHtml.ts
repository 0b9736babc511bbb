/**
 * Rspress plugin: each highlighted code block reaches the browser as HTML, not as React elements.
 * The framework's Shiki step turns a block into
 * `<pre><code><span class="line"><span style="color:…">token</span>…`, and its code block
 * component wraps that in a title, a scroll box and the wrap and copy buttons; MDX would compile
 * every span into a JSX call that the browser parses and React hydrates one by one, and the
 * component adds a dozen elements and two hooks per block, although the same markup is already in
 * the page's HTML. This rehype step, which runs after Shiki, draws the whole block as the component
 * draws it, in one HTML string under one element (which the next step, proseAsHtml.ts, may join
 * with the prose around it). Its wrap and copy buttons are added, and work, through
 * theme/code/useCodeButtons.ts.
 *
 * A block with props the drawing does not handle (a meta such as `wrapCode`, `lineNumbers`, `fold`)
 * keeps the framework's component; only its code becomes one string.
 *
 * The string is kept small: a token's colour is a class rather than an inline style
 * (`color:var(--shiki-token-x)` becomes `class="sk-x"`, coloured in theme/styles.css), text in
 * the block's own colour and whitespace need no span, and neighbours that look the same are joined.
 * Copy reads the DOM, line highlighting and the colours are classes and CSS variables inside the
 * string, and search indexes the Markdown source.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { classesOf } from './hastClasses';
import { expressionAttribute, innerHtml, objectOf } from './mdxJsx';

const TOKEN_COLOR = /^color:\s*var\(--shiki-(token-[a-z-]+|foreground)\);?$/;

/** `--shiki-token-keyword` → `sk-keyword` (theme/styles.css colours it). */
export const tokenClass = (variable: string) => `sk-${variable.replace(/^token-/, '')}`;

/**
 * A token's colour as a class (or none: the block's own colour is the foreground's, and whitespace
 * has no colour to show); other styles (a theme with literal colours) stay inline.
 */
function classify(node: Element): Element {
  const style = node.properties.style;
  const match = typeof style === 'string' ? TOKEN_COLOR.exec(style) : null;
  const { class: _class, className: _className, style: _style, ...rest } = node.properties;
  const blank = node.children.every((child) => child.type === 'text' && child.value.trim() === '');
  const colour = match && match[1] !== 'foreground' && !blank ? [tokenClass(match[1])] : [];
  const classes = [...classesOf(node), ...colour];
  const properties = { ...rest, ...(match || style === undefined ? {} : { style }), ...(classes.length > 0 ? { className: classes } : {}) };
  return { ...node, properties, children: node.children.map(compact) };
}

/** Markup inserted as it is (hast-util-to-html's `raw` node, with `allowDangerousHtml`). */
type Raw = { type: 'raw'; value: string };

/** Text as React would write it into the page: `&`, `<` and `>` escaped (the HTML checks want `>` too). */
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Text nodes become raw escaped HTML, so the string matches the markup React renders around it. */
export function escaped(node: ElementContent): ElementContent | Raw {
  if (node.type === 'text') return { type: 'raw', value: escapeText(node.value) };
  return node.type === 'element' ? { ...node, children: node.children.map(escaped) as ElementContent[] } : node;
}

/** A span left with no attribute at all is just its text. */
const isBare = (node: ElementContent) => node.type === 'element' && node.tagName === 'span' && Object.keys(node.properties).length === 0;

/** Classifies the tokens of a line, unwraps bare spans, and joins neighbours that look the same. */
function compact(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const element = classify(node);
  const children: ElementContent[] = [];
  for (const child of element.children.flatMap((child) => (isBare(child) ? (child as Element).children : [child]))) {
    const previous = children.at(-1);
    if (previous?.type === 'text' && child.type === 'text') previous.value += child.value;
    else if (previous?.type === 'element' && child.type === 'element' && sameLook(previous, child))
      previous.children.push(...child.children);
    else children.push(child.type === 'text' ? { ...child } : child);
  }
  return { ...element, children };
}

const sameLook = (a: Element, b: Element) =>
  a.tagName === 'span' &&
  b.tagName === 'span' &&
  JSON.stringify(a.properties) === JSON.stringify(b.properties) &&
  !classesOf(a).includes('line');

/**
 * The number of lines, as the custom property the code block's stylesheet sizes an off-screen
 * block's placeholder with (theme/content/codeBlock.css).
 */
export const LINES_PROPERTY = '--mf-lines';
const lineCount = (code: Element) => code.children.filter((child) => child.type === 'element' && classesOf(child).includes('line')).length;

/** The MDX JSX element `<code style={{ '--mf-lines': n }} dangerouslySetInnerHTML={{ __html: html }} />`, with the code element's own attributes. */
function codeWithHtml(code: Element, html: string): RootContent {
  const attributes = Object.entries(code.properties).map(([name, value]) => ({
    type: 'mdxJsxAttribute',
    name,
    value: Array.isArray(value) ? value.join(' ') : String(value),
  }));
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [...attributes, expressionAttribute('style', objectOf(LINES_PROPERTY, lineCount(code))), innerHtml(html)],
    children: [],
  } as unknown as RootContent;
}

const isShikiPre = (node: Element) => node.tagName === 'pre' && classesOf(node).includes('shiki');

/** The props Shiki and the framework give a block that the static drawing handles (title and language from its meta). */
const DRAWN_PROPS = new Set(['className', 'class', 'style', 'tabIndex', 'tabindex', 'title', 'lang']);

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const raw = (value: string) => ({ type: 'raw', value }) as unknown as ElementContent;

/** The code element's content as one string of compacted tokens. */
const codeHtml = (code: Element) => toHtml(code.children.map(compact).map(escaped) as ElementContent[], { allowDangerousHtml: true });

/** The class of a code block's outer element, as the framework's component names it. */
const BLOCK_CLASS = 'rp-codeblock';

/** The block as the framework's code block component draws it around the `<pre>` (title, scroll box, buttons). */
function drawnBlock(pre: Element, code: Element): Element {
  // The colours Shiki writes inline on every block are one rule of theme/styles.css instead.
  const { title, lang = 'txt', className, class: _class, style: _style, ...rest } = pre.properties;
  const drawnPre = element(
    'pre',
    { className: classesOf(pre), ...rest, dataLang: String(lang), ...(title === undefined ? {} : { dataTitle: String(title) }) },
    [element('code', { ...code.properties, style: `${LINES_PROPERTY}:${lineCount(code)}` }, [raw(codeHtml(code))])],
  );
  return element('div', { className: [BLOCK_CLASS, `language-${lang}`] }, [
    ...(title === undefined ? [] : [element('div', { className: ['rp-codeblock__title'] }, [{ type: 'text', value: String(title) }])]),
    element('div', { className: ['rp-codeblock__content'] }, [
      element('div', { className: ['rp-codeblock__content__scroll-container', 'rp-scrollbar', 'rp-scrollbar--always'] }, [drawnPre]),
      // Empty: the buttons appear when the script that runs them has loaded (theme/code/useCodeButtons.ts).
      element('div', { className: ['rp-code-button-group'] }),
    ]),
  ]);
}

/**
 * `<div className="rp-codeblock language-…" dangerouslySetInnerHTML={{ __html }} />`: one React
 * element for the block. The node also keeps the block's whole markup in its `data`, for the step
 * that joins it with its neighbours into one string (proseAsHtml.ts).
 */
function blockWithHtml(block: Element): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: classesOf(block).join(' ') },
      innerHtml(toHtml(block.children, { allowDangerousHtml: true })),
    ],
    children: [],
    data: { drawnHtml: toHtml(block, { allowDangerousHtml: true }) },
  } as unknown as RootContent;
}

/** The whole markup of a block this step drew; undefined for any other node. */
export function drawnCodeBlockHtml(node: RootContent): string | undefined {
  const drawn = (node.data as { drawnHtml?: unknown } | undefined)?.drawnHtml;
  return typeof drawn === 'string' ? drawn : undefined;
}

type Parent = { children: RootContent[] };

/** Every Shiki block in the tree, also those inside MDX components such as tabs. */
function transform(parent: Parent): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'element' && isShikiPre(child)) {
      const code = child.children.find((node): node is Element => node.type === 'element' && node.tagName === 'code');
      if (code && Object.keys(child.properties).every((name) => DRAWN_PROPS.has(name))) return blockWithHtml(drawnBlock(child, code));
      child.children = child.children.map((node) =>
        node.type === 'element' && node.tagName === 'code' ? (codeWithHtml(node, codeHtml(node)) as ElementContent) : node,
      );
    } else if ('children' in child) transform(child as Parent);
    return child;
  });
}

/** The rehype step: after the framework's Shiki, before MDX turns the tree into JSX. */
export const rehypeCodeAsHtml = () => (tree: Root) => {
  transform(tree);
};

export function pluginCodeAsHtml(): RspressPlugin {
  return { name: 'module-federation-docs:code-as-html', markdown: { rehypePlugins: [rehypeCodeAsHtml] } };
}
