/**
 * A diagram is a fenced block of the language `mermaid` whose info string names its caption and its
 * text alternative:
 *
 *     ```mermaid caption="What the figure shows" alt="The same, said for a reader who cannot see it"
 *
 * A chart adds the file its figures come from, `data="examples/<topic>/observed.json"` (see data.ts).
 */
export const DIAGRAM_LANG = 'mermaid';

export interface DiagramMeta {
  caption?: string;
  alt?: string;
  data?: string;
}

const KEYS = new Set<string>(['caption', 'alt', 'data']);

/** `caption="…" alt="…" data="…"` from a fence's info string (after its language). */
export function diagramMeta(meta: string | null | undefined): DiagramMeta {
  const found: DiagramMeta = {};
  for (const [, key, value] of (meta ?? '').matchAll(/(\w+)="([^"]*)"/g)) {
    if (KEYS.has(key)) found[key as keyof DiagramMeta] = value;
  }
  return found;
}
