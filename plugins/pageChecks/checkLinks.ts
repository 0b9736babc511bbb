/**
 * Links to missing pages, links to missing anchors and missing images, each reported at its line.
 * Whether a link or image resolves is decided by the framework's own remark plugins (run in their
 * lint mode on one node at a time), so this check agrees with the build; the framework reports the
 * file only, this adds the line.
 */
import { type RouteService, remarkImage, remarkLink, type UserConfig } from '@rspress/core';
import type { Definition, Image, Link, Root, RootContent } from 'mdast';
import { parseToc } from '../internals';
import type { Problem } from './problem';
import type { Page } from './readPage';
import { visit } from './visit';

type LintFile = Parameters<ReturnType<typeof remarkLink>>[1];

export interface LinkContext {
  config: UserConfig;
  routeService: RouteService;
  /** Reads (and caches) another page, to look up its anchors. */
  pageAt: (file: string) => Page;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const MARKDOWN_PAGE = /\.mdx?$/;

/** Runs one framework remark plugin on a tree holding only `node`; returns its messages. */
function lint(plugin: (tree: Root, file: LintFile) => void, node: RootContent, file: string): string[] {
  const messages: string[] = [];
  const lintFile = { path: file, message: (reason: string) => messages.push(reason) } as unknown as LintFile;
  plugin({ type: 'root', children: [node] }, lintFile);
  return messages;
}

const anchorIdsOfPage = new WeakMap<Page, Set<string>>();

/** Heading ids of a page, as the framework's table of contents computes them. */
function anchorIds(page: Page): Set<string> {
  const ids = anchorIdsOfPage.get(page) ?? new Set(page.tree ? parseToc(page.tree).anchorIds : []);
  anchorIdsOfPage.set(page, ids);
  return ids;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

function checkLink(node: Link | Definition, page: Page, context: LinkContext): string | undefined {
  const { config, routeService, pageAt } = context;
  const url = node.url;
  if (!url || EXTERNAL.test(url)) return undefined;
  const resolved = { ...node, url } as Link;
  const linkPlugin = remarkLink({
    cleanUrls: false,
    routeService,
    remarkLinkOptions: { checkDeadLinks: true, checkAnchors: false },
    lint: true,
  });
  if (lint(linkPlugin, resolved, page.file).length > 0) return `link to a missing page: ${url}`;
  if (!config.markdown?.link?.checkAnchors) return undefined;
  // The plugin rewrote the copy's url to the target route (`/zh/guide/x.html#id`).
  const [route, hash] = resolved.url.split('#');
  if (!hash) return undefined;
  const target = route ? routeService.getRoutePageByRouteLink(route.split('?')[0]) : routeService.getRoutePageByFilePath(page.file);
  const targetFile = target?.routeMeta.absolutePath;
  if (!targetFile || !MARKDOWN_PAGE.test(targetFile)) return undefined;
  const targetPage = pageAt(targetFile);
  // A target that does not parse has its own problem; its anchors are unknown.
  if (!targetPage.tree || anchorIds(targetPage).has(decodeHash(hash))) return undefined;
  return `link to a missing anchor: ${url} (no heading with the id "${decodeHash(hash)}" in ${routeService.absolutePathToRelativePath(targetFile)})`;
}

function imageSource(node: RootContent): string | undefined {
  if (node.type === 'image') return node.url;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
    const src = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'src');
    return typeof src?.value === 'string' ? src.value : undefined;
  }
  return undefined;
}

function checkImage(node: RootContent, page: Page, context: LinkContext): string | undefined {
  const src = imageSource(node);
  const imageOptions = context.config.markdown?.image;
  if (!src || EXTERNAL.test(src) || imageOptions?.checkDeadImages === false) return undefined;
  const image: Image = { type: 'image', url: src };
  const imagePlugin = remarkImage({ docDirectory: context.routeService.getDocsDir(), remarkImageOptions: imageOptions, lint: true });
  return lint(imagePlugin, image, page.file).length > 0 ? `missing image: ${src}` : undefined;
}

export function checkLinks(page: Page, context: LinkContext): Problem[] {
  if (!page.tree) return [];
  const checksLinks = context.config.markdown?.link?.checkDeadLinks !== false;
  const problems: Problem[] = [];
  visit(page.tree, (node) => {
    const isLink = node.type === 'link' || node.type === 'definition';
    const message = isLink ? (checksLinks ? checkLink(node, page, context) : undefined) : checkImage(node, page, context);
    const start = node.position?.start;
    if (message) problems.push({ file: page.file, line: start?.line ?? 1, column: start?.column, message });
  });
  return problems;
}
