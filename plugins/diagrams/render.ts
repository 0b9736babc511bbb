/**
 * A diagram source to the SVG markup the page carries. beautiful-mermaid lays the diagram out in
 * Node, without a browser, and colours it through CSS variables (`--bg`, `--fg`), which the site's
 * stylesheet sets from the theme, so light and dark repaint it without a second picture. Three
 * things of its output are changed for a page that holds several pictures among other SVG:
 * - its `@import` of a web font is removed: the site makes no third-party request, and the text
 *   takes the page's own font;
 * - its `<style>` rules are scoped to this picture (they are written for `svg` and `text`, which
 *   would restyle every icon of the page);
 * - its ids (markers, and one per actor, such as `init`) get a prefix, so they cannot clash with a
 *   heading's anchor or with another picture;
 * - its drawn width becomes `--mf-diagram-width`, from which theme/content/diagram.css decides how
 *   far the picture may shrink to fit the column.
 */
import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';

/** The theme's colours, set on `.mf-diagram` in theme/content/diagram.css. */
const COLOURS = {
  bg: 'var(--mf-diagram-bg)',
  fg: 'var(--mf-diagram-fg)',
  accent: 'var(--mf-diagram-accent)',
  // Labels and notes: the renderer's default (40 % of the text colour) is too faint to read at 12 px.
  muted: 'var(--mf-diagram-muted)',
};

/** `id` for the picture of `source`: the same source always gets the same id, so builds are stable. */
export const diagramId = (source: string) => `mf-diagram-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;

/** Each rule of a `<style>` block with its selectors prefixed by `#id` (`svg` itself becomes `#id`). */
function scopeStyle(css: string, id: string): string {
  return css
    .replace(/@import url\([^)]*\)\s*;/g, '')
    .replace(/font-family:[^;]*;/g, 'font-family: inherit;')
    .replace(/(^|\})\s*([^{}@]+?)\s*\{/g, (_, close: string, selectors: string) => {
      const scoped = selectors
        .split(',')
        .map((selector) => selector.trim())
        .map((selector) => (selector === 'svg' ? `#${id}` : `#${id} ${selector}`))
        .join(', ');
      return `${close}\n${scoped} {`;
    });
}

export function renderDiagram(source: string, alt: string): string {
  const id = diagramId(source);
  const svg = renderMermaidSVG(source, { ...COLOURS, transparent: true });
  return svg
    .replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => `<style>${scopeStyle(css, id)}</style>`)
    .replace(/\bid="([^"]+)"/g, (_, name: string) => `id="${id}-${name}"`)
    .replace(/url\(#([^)]+)\)/g, (_, name: string) => `url(#${id}-${name})`)
    .replace(/<svg /, `<svg id="${id}" role="img" aria-label="${alt.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" `)
    .replace(
      /(<svg [^>]*?\bwidth="([\d.]+)"[^>]*?\bstyle=")/,
      (_, start: string, width: string) => `${start}--mf-diagram-width:${width}px;`,
    );
}
