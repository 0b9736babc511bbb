/**
 * A diagram is a fenced block of the language `mermaid` whose info string names its caption and its
 * text alternative:
 *
 *     ```mermaid caption="What the figure shows" alt="The same, said for a reader who cannot see it"
 */
export const DIAGRAM_LANG = 'mermaid';

export interface DiagramMeta {
  caption?: string;
  alt?: string;
}

/** `caption="…" alt="…"` from a fence's info string (after its language). */
export function diagramMeta(meta: string | null | undefined): DiagramMeta {
  const found: DiagramMeta = {};
  for (const [, key, value] of (meta ?? '').matchAll(/(\w+)="([^"]*)"/g)) {
    if (key === 'caption' || key === 'alt') found[key] = value;
  }
  return found;
}
