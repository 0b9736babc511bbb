/**
 * A warning, not an error: a Chinese option-reference page titled with the option's identifier
 * (`shareStrategy`) is found by Chinese readers only if it also carries the Chinese name they type
 * (共享策略). The search reads that name from the frontmatter `keywords`, so a page without a
 * Chinese keyword is reported with the line of its title.
 */
import type { Heading, PhrasingContent } from 'mdast';
import type { Problem } from './problem';
import type { Page } from './readPage';

/** Sections whose pages are named after an identifier of the packages. */
export const REFERENCE_SECTIONS = ['/zh/configure/'];

/** A name as code writes it: `exposes`, `getPublicPath`. */
const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/** A heading's text as a reader sees it (`shareStrategy` in backticks included). */
const textOf = (nodes: PhrasingContent[]): string =>
  nodes.map((node) => ('value' in node ? node.value : 'children' in node ? textOf(node.children) : '')).join('');

export function checkSearchNames(page: Page, routePath: string): Problem[] {
  if (!REFERENCE_SECTIONS.some((section) => routePath.startsWith(section)) || !page.tree) return [];
  const heading = page.tree.children.find((node): node is Heading => node.type === 'heading' && node.depth === 1);
  const title = typeof page.frontmatter.title === 'string' ? page.frontmatter.title : heading ? textOf(heading.children) : '';
  if (!IDENTIFIER.test(title.trim())) return [];
  const keywords = Array.isArray(page.frontmatter.keywords) ? page.frontmatter.keywords : [];
  if (keywords.some((keyword) => typeof keyword === 'string' && HAN.test(keyword))) return [];
  return [
    {
      file: page.file,
      line: page.frontmatterLines.get('keywords') ?? heading?.position?.start.line ?? 1,
      message: `the title "${title}" is an identifier: add the Chinese name readers search for to the frontmatter keywords (e.g. keywords: [共享策略] on shareStrategy)`,
    },
  ];
}
