/**
 * Rspress plugin: a doc page's first paint shows its introduction, not the navbar alone.
 *
 * The stylesheet is inlined (rspress.config.ts), so the browser may paint as soon as it has parsed
 * anything. On a slow phone it then paints the navbar, lays the page out again for the sidebar and
 * once more for the first paragraph; each of those frames is main-thread work between the bytes
 * arriving and the paragraph that is the page's largest text (its LCP element) reaching the screen.
 * `<link rel="expect" href="#…" blocking="render">` holds painting until the named element has
 * been parsed, so the first frame already holds the introduction, laid out once.
 *
 * The named element is an empty, hidden `<span>` that the rehype step puts before the page's first
 * `##` section, that is after its title and introduction. The `<link>` goes only into the pages whose
 * source has such a section (the rest, such as the home page, paint as before). A browser without
 * `rel="expect"` ignores the link and paints as before.
 */
import { readFileSync } from 'node:fs';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import type { Element, Root } from 'hast';

/** The id of the marker after a page's introduction. */
export const INTRO_END_ID = 'mf-intro-end';

/** Whether Markdown source has a `##` heading outside its code fences. */
export function hasSection(source: string): boolean {
  let fence: string | undefined;
  for (const line of source.split('\n')) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
    } else if (opening) fence = opening;
    else if (/^ {0,3}##[ \t]/.test(line)) return true;
  }
  return false;
}

const marker = (): Element => ({ type: 'element', tagName: 'span', properties: { id: INTRO_END_ID, hidden: true }, children: [] });

/** The rehype step: the marker before the page's first top-level `<h2>`. */
export const rehypeIntroEnd = () => (tree: Root) => {
  const first = tree.children.findIndex((node) => node.type === 'element' && node.tagName === 'h2');
  if (first >= 0) tree.children.splice(first, 0, marker());
};

/** The head tag for a page with a marker. */
export function introEndLink(route: Pick<RouteMeta, 'absolutePath'>): [string, Record<string, string>] | undefined {
  const file = route.absolutePath;
  if (!/\.mdx?$/.test(file) || !hasSection(readFileSync(file, 'utf8'))) return undefined;
  return ['link', { rel: 'expect', href: `#${INTRO_END_ID}`, blocking: 'render' }];
}

export function pluginFirstPaint(): RspressPlugin {
  return {
    name: 'module-federation-docs:first-paint',
    markdown: { rehypePlugins: [rehypeIntroEnd] },
    config: (config) => ({ ...config, head: [...(config.head ?? []), introEndLink] }),
  };
}
