/** Calls `onNode` for every node of a Markdown syntax tree, depth first. */
import type { Root, RootContent } from 'mdast';

export function visit(tree: Root | RootContent, onNode: (node: RootContent) => void): void {
  if (tree.type !== 'root') onNode(tree);
  if ('children' in tree) for (const child of tree.children) visit(child, onNode);
}
