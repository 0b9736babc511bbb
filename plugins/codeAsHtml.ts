/**
 * Rspress plugin: each highlighted code block reaches the browser as one HTML string instead of one
 * React element per token. The framework's Shiki step turns a block into
 * `<pre><code><span class="line"><span style="color:…">token</span>…`; MDX would compile every
 * span into a JSX call that the browser parses and React hydrates one by one, although the same
 * markup is already in the page's HTML. This rehype step, which runs after Shiki, replaces the
 * `<code>` element's children with `dangerouslySetInnerHTML` holding their HTML.
 *
 * Nothing the reader sees changes: the `<pre>` and its props (title, language, wrap, line numbers)
 * still go to the framework's code block component, copy reads the DOM, line highlighting and the
 * colours are classes and CSS variables inside the string, and search indexes the Markdown source.
 * The string is kept small: a token's colour is a class rather than an inline style
 * (`color:var(--shiki-token-x)` becomes `class="sk-x"`, coloured in theme/styles.css), text in
 * the block's own colour and whitespace need no span, and neighbours that look the same are joined.
 */
import type { RspressPlugin } from '@rspress/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { expressionAttribute, innerHtml, objectOf } from './mdxJsx';

const TOKEN_COLOR = /^color:\s*var\(--shiki-(token-[a-z-]+|foreground)\);?$/;

/** `--shiki-token-keyword` → `sk-keyword` (theme/styles.css colours it). */
export const tokenClass = (variable: string) => `sk-${variable.replace(/^token-/, '')}`;

/** An element's classes: rehype writes them as a `className` list, Shiki as `class` (a string, or a list after its transformers). */
function classesOf(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
}

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

type Parent = { children: RootContent[] };

/** Every Shiki block in the tree, also those inside MDX components such as tabs. */
function transform(parent: Parent): void {
  for (const child of parent.children) {
    if (child.type === 'element' && isShikiPre(child)) {
      child.children = child.children.map((node) =>
        node.type === 'element' && node.tagName === 'code'
          ? (codeWithHtml(
              node,
              toHtml(node.children.map(compact).map(escaped) as ElementContent[], { allowDangerousHtml: true }),
            ) as ElementContent)
          : node,
      );
    } else if ('children' in child) transform(child as Parent);
  }
}

/** The rehype step: after the framework's Shiki, before MDX turns the tree into JSX. */
export const rehypeCodeAsHtml = () => (tree: Root) => {
  transform(tree);
};

export function pluginCodeAsHtml(): RspressPlugin {
  return { name: 'module-federation-docs:code-as-html', markdown: { rehypePlugins: [rehypeCodeAsHtml] } };
}
