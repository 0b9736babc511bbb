/**
 * Rspress plugin: a page's prose reaches the browser as HTML strings, and React keeps elements only
 * for what responds to the reader. MDX compiles every paragraph, link, inline code and list item
 * into a JSX call that the browser parses and React hydrates one by one, although the same markup is
 * already in the page's HTML; on a long page that is one task of a second on a phone, during which
 * taps do nothing. This rehype step, which runs after the framework's own (heading anchors, Shiki)
 * and after the code blocks became HTML (codeAsHtml.ts), finds each block (a paragraph, a list, a
 * table, a heading below the title) whose content holds no component, and hands its content to
 * React as one `dangerouslySetInnerHTML` string. The block element itself stays, so the framework's
 * component for it (the table's scroll box, the heading's outline class) still draws it.
 *
 * The string is the markup the framework's components would have drawn (see `asDrawn`). Links to pages of the site keep navigating without a reload and preloading on hover through one
 * handler on the document (theme/content/useContentLinks.ts).
 */

import type { RspressPlugin } from '@rspress/core';
import { isExternalUrl, normalizeHref } from '@rspress/shared';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { drawnCodeBlockHtml, escaped } from './codeAsHtml';
import { classesOf } from './hastClasses';
import { innerHtml, stringAttribute } from './mdxJsx';

/** Elements React must draw itself: the title (its tag, Copy Markdown). */
const DRAWN_BY_REACT = new Set(['h1']);

/** The blocks whose content may become one string (the element stays, drawn by its component). */
const BLOCKS = new Set(['p', 'ul', 'ol', 'blockquote', 'table', 'h2', 'h3', 'h4', 'h5', 'h6', 'dl']);

/** The only attributes a block may have to be rewritten: the ones the JSX form can carry as plain strings. */
const BLOCK_ATTRIBUTES: Record<string, string> = { className: 'className', class: 'className', id: 'id', start: 'start' };

type Node = Root | RootContent | ElementContent;

/** Whether a node holds only markup: elements React need not draw, text and comments (no component, no expression). */
function isMarkup(node: Node): boolean {
  if (node.type === 'text' || node.type === 'comment' || (node.type as string) === 'raw') return true;
  if (node.type !== 'element' || DRAWN_BY_REACT.has(node.tagName)) return false;
  return node.children.every(isMarkup);
}

/**
 * The markup React and the framework's components draw: a table column's alignment as a style; for
 * a link (its Link component) the `rp-link` class, off the site a new tab, on it the address without
 * `.html` or `index.html`, as the site serves it. A heading's "#" anchor also leaves the Tab order
 * (theme/content/mdxComponents.tsx).
 */
function asDrawn(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(asDrawn);
  if ((node.tagName === 'td' || node.tagName === 'th') && node.properties.align) {
    // A column's alignment, which React draws as a style (an `align` attribute loses to the table's CSS).
    const { align, ...rest } = node.properties;
    return { ...node, properties: { ...rest, style: `text-align:${align}` }, children };
  }
  if (node.tagName !== 'a') return { ...node, children };
  const href = String(node.properties.href ?? '/');
  const classes = classesOf(node);
  const { class: _class, className: _className, ...rest } = node.properties;
  const properties: Element['properties'] = { ...rest, className: [...classes, 'rp-link'] };
  if (isExternalUrl(href))
    Object.assign(properties, { target: '_blank', rel: 'noopener noreferrer' }, rest.target ? { target: rest.target } : {});
  else if (href.startsWith('/')) properties.href = normalizeHref(href, true);
  if (classes.includes('rp-header-anchor')) properties.tabIndex = -1;
  return { ...node, properties, children };
}

/** Whether a block's content is worth a string: it holds at least one element (plain text is already cheap for React). */
const holdsElements = (node: Element) => node.children.some((child) => child.type === 'element');

/** The block as an MDX JSX element with the same attributes and its content as one HTML string. */
function blockWithHtml(node: Element): RootContent {
  const classes = classesOf(node);
  const attributes = [
    ...(classes.length > 0 ? [stringAttribute('className', classes.join(' '))] : []),
    ...Object.entries(node.properties)
      .filter(([name]) => BLOCK_ATTRIBUTES[name] !== 'className')
      .map(([name, value]) => stringAttribute(BLOCK_ATTRIBUTES[name], String(value))),
  ];
  const html = toHtml(node.children.map(asDrawn).map(escaped) as ElementContent[], { allowDangerousHtml: true });
  return {
    type: 'mdxJsxFlowElement',
    name: node.tagName,
    attributes: [...attributes, innerHtml(html)],
    children: [],
  } as unknown as RootContent;
}

const canBeString = (node: Element) =>
  BLOCKS.has(node.tagName) &&
  Object.keys(node.properties).every((name) => name in BLOCK_ATTRIBUTES) &&
  holdsElements(node) &&
  isMarkup(node);

/** The class of the element that holds a run of the page's blocks as one string; theme/styles.css lays it out as if it were not there. */
export const RUN_CLASS = 'mf-static';

/** Whether a block of the page can go into a run: it, and everything in it, is markup drawn by no component. */
const canJoinRun = (node: RootContent) =>
  drawnCodeBlockHtml(node) !== undefined ||
  (node.type === 'element' &&
    (BLOCKS.has(node.tagName) || node.tagName === 'hr' || (node.tagName === 'span' && node.properties.hidden === true)) &&
    isMarkup(node));

/** A block as the framework's components draw it: a heading with the outline's class, a table in its scroll box. */
function drawnBlock(node: Element): ElementContent {
  const drawn = asDrawn(node) as Element;
  if (/^h[2-6]$/.test(node.tagName)) {
    const { class: _class, className: _className, ...rest } = drawn.properties;
    return { ...drawn, properties: { ...rest, className: ['rp-toc-include', ...classesOf(drawn)] } };
  }
  if (node.tagName === 'table')
    return { type: 'element', tagName: 'div', properties: { className: ['rp-table-scroll-container', 'rp-scrollbar'] }, children: [drawn] };
  return drawn;
}

/** `<div class="mf-static" dangerouslySetInnerHTML={{ __html }}>`: React draws one element for all of the blocks. */
function run(blocks: RootContent[]): RootContent {
  const drawn = blocks.map((node) => {
    const code = drawnCodeBlockHtml(node);
    if (code !== undefined) return { type: 'raw', value: code };
    return escaped(node.type === 'element' ? drawnBlock(node) : (node as ElementContent));
  });
  const html = toHtml(drawn as ElementContent[], { allowDangerousHtml: true });
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [stringAttribute('className', RUN_CLASS), innerHtml(html)],
    children: [],
  } as unknown as RootContent;
}

/**
 * The content of a fragment: an MDX `<>…</>`, or a tree nested in the page's tree, which the
 * framework's Shiki step leaves around each code block (MDX compiles both to a Fragment).
 */
function fragmentChildren(node: RootContent): RootContent[] | undefined {
  const jsx = node as unknown as { type: string; name?: string | null; attributes?: unknown[]; children: RootContent[] };
  if (jsx.type === 'root') return jsx.children;
  return jsx.type === 'mdxJsxFlowElement' && jsx.name === null && jsx.attributes?.length === 0 ? jsx.children : undefined;
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/**
 * The page's top level: each run of blocks that can join one becomes one string (blank text
 * between them goes in too). Only here: inside a component, its stylesheet may style its
 * children (`.rp-steps > h2`), so there each block keeps its element (`transform`).
 */
function joinRuns(tree: Root): void {
  const children: RootContent[] = [];
  let pending: RootContent[] = [];
  const flush = () => {
    const blanks: RootContent[] = [];
    while (pending.length > 0 && isBlank(pending.at(-1)!)) blanks.unshift(pending.pop()!);
    if (pending.some((node) => !isBlank(node))) children.push(run(pending));
    else children.push(...pending);
    children.push(...blanks);
    pending = [];
  };
  for (const child of tree.children) {
    const nodes = fragmentChildren(child) ?? [child];
    const joinable = nodes.every((node) => isBlank(node) || canJoinRun(node));
    if (joinable && (pending.length > 0 || !isBlank(child))) pending.push(...nodes);
    else {
      flush();
      children.push(child);
    }
  }
  flush();
  tree.children = children;
}

type Parent = { children: RootContent[] };

/** Every block that can become a string, at the outermost level where it can: also inside components such as tabs. */
function transform(parent: Parent): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'element' && canBeString(child)) return blockWithHtml(child);
    if ('children' in child) transform(child as Parent);
    return child;
  });
}

/** The rehype step: after the framework's steps and codeAsHtml, before MDX turns the tree into JSX. */
export const rehypeProseAsHtml = () => (tree: Root) => {
  joinRuns(tree);
  transform(tree);
};

export function pluginProseAsHtml(): RspressPlugin {
  return { name: 'module-federation-docs:prose-as-html', markdown: { rehypePlugins: [rehypeProseAsHtml] } };
}
