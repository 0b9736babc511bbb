/**
 * Rspress plugin: diagrams drawn at build time. Each fenced `mermaid` block of a page becomes a
 * `<figure>` holding the picture as inline SVG (its text stays text: selectable, found by the
 * browser's find) and its caption; the SVG reaches the browser as one HTML string, and no diagram
 * code does. The page checks (plugins/pageChecks/checkDiagrams.ts) reject a block the renderer
 * would not draw as written, naming its file and line, before anything is built. A chart's figures
 * come from the example's recorded data at build time (data.ts).
 */
import type { RspressPlugin } from '@rspress/core';
import type { Code, Root, RootContent } from 'mdast';
import { innerHtml, stringAttribute } from '../mdxJsx';
import { fillDiagram } from './data';
import { DIAGRAM_LANG, diagramMeta } from './meta';
import { renderDiagram } from './render';
import { validateDiagram } from './validate';

type Parent = { children: RootContent[] };

/** Whether the picture grows downwards from a centred first box (a top-down graph or state diagram):
 * on a phone, its box then opens scrolled to the middle, where that first box is. */
function growsDownwards(source: string): boolean {
  const [header = ''] = source.trim().split('\n');
  if (/^(graph|flowchart)\s+(TD|TB|BT)\b/i.test(header)) return true;
  return /^stateDiagram/i.test(header) && !/^\s*direction\s+(LR|RL)\s*$/im.test(source);
}

/** The figure of one diagram block, or an error naming the page's file and line. */
function figure(node: Code, file: string): RootContent {
  const filled = fillDiagram(node.value, diagramMeta(node.meta));
  const [problem] = [...filled.problems, ...validateDiagram(filled.source)];
  if (problem) throw new Error(`${file}:${(node.position?.start.line ?? 0) + problem.line}: ${problem.message}`);
  const { caption = '', alt = caption } = filled;
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [stringAttribute('className', 'mf-diagram')],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [
          stringAttribute('className', 'mf-diagram__picture'),
          ...(growsDownwards(filled.source) ? [stringAttribute('data-opens', 'middle')] : []),
          innerHtml(renderDiagram(filled.source, alt)),
        ],
        children: [],
      },
      { type: 'mdxJsxFlowElement', name: 'figcaption', attributes: [], children: [{ type: 'text', value: caption }] },
    ],
  } as unknown as RootContent;
}

function transform(parent: Parent, file: string): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'code' && child.lang === DIAGRAM_LANG) return figure(child, file);
    if ('children' in child) transform(child as Parent, file);
    return child;
  });
}

/** The remark step: before the framework highlights code, so the source is never shown as code. */
export const remarkDiagrams = () => (tree: Root, file: { path?: string }) => {
  transform(tree, file.path ?? 'a page');
};

export function pluginDiagrams(): RspressPlugin {
  return { name: 'module-federation-docs:diagrams', markdown: { remarkPlugins: [remarkDiagrams] } };
}
