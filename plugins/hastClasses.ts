import type { Element } from 'hast';

/**
 * An element's classes: rehype writes them as a `className` list, Shiki and the framework's steps
 * as a `class` string (or a list, after Shiki's transformers).
 */
export function classesOf(node: Element): string[] {
  return [node.properties.className, node.properties.class].flatMap((value: unknown) =>
    Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ').filter(Boolean) : [],
  );
}
