/**
 * Slims the list of every page that the framework bundles into each page's first load
 * (`virtual-page-data`): 38 KB gzip of the 61 KB main chunk before this plugin.
 *
 * When a page opens, the framework takes its title, frontmatter and outline from the page's own
 * module and only the rest from this list; the list's copies of those fields are never read,
 * except the outline of pages an overview page lists (it shows their h2 headings). So each entry
 * keeps what is read at run time and drops the rest:
 * - kept: route, language, version, source path (edit link), last-updated time, any field
 *   another plugin adds that is not listed below;
 * - dropped: `frontmatter` and `title` (the page module's win), `description` (theme/layout/Layout.tsx
 *   reads it from the page's frontmatter instead), the RSS plugin's `feeds` (build-time only),
 *   and the outline, except the h2 headings of pages under an overview page.
 * The search index is written before this runs and keeps everything.
 */
import type { RspressPlugin } from '@rspress/core';

interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

export interface PageEntry {
  routePath: string;
  title?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
  toc?: TocEntry[];
  feeds?: unknown;
  [key: string]: unknown;
}

const DROPPED = ['title', 'description', 'frontmatter', 'feeds', 'toc'] as const;
/** The heading depth the framework's overview lists by default (`overviewHeaders: [2]`). */
const OVERVIEW_DEPTH = 2;

const isOverview = (page: PageEntry) => page.frontmatter?.overview === true || page.frontmatter?.pageType === 'overview';
/** The section an overview page lists: its route without a trailing `index` or `overview`. */
const sectionOf = (page: PageEntry) => page.routePath.replace(/(index|overview)$/, '');

export function slimPages(pages: PageEntry[]): PageEntry[] {
  const sections = pages.filter(isOverview).map(sectionOf);
  return pages.map((page) => {
    const slim: PageEntry = { routePath: page.routePath };
    for (const [key, value] of Object.entries(page)) {
      if (!(DROPPED as readonly string[]).includes(key)) slim[key] = value;
    }
    const listed = sections.some((section) => page.routePath.startsWith(section) && page.routePath !== section);
    if (listed && page.toc) {
      slim.toc = page.toc.filter((entry) => entry.depth === OVERVIEW_DEPTH).map(({ id, text, depth }) => ({ id, text, depth }));
    }
    return slim;
  });
}

const MODULE_START = 'export const pageData = ';
const MODULE_SEPARATOR = ';\n';

/** Rewrites the generated module `export const pageData = {…};\n export const searchIndexHash = …`. */
export function slimPageDataModule(code: string): string {
  if (!code.startsWith(MODULE_START)) {
    throw new Error(
      `virtual-page-data: unexpected module shape (starts with ${JSON.stringify(code.slice(0, 40))}); update plugins/slimPageData.ts`,
    );
  }
  const end = code.indexOf(MODULE_SEPARATOR);
  const data = JSON.parse(code.slice(MODULE_START.length, end)) as { pages: PageEntry[] };
  return `${MODULE_START}${JSON.stringify({ ...data, pages: slimPages(data.pages) })}${code.slice(end)}`;
}

export function pluginSlimPageData(): RspressPlugin {
  return {
    name: 'module-federation-docs:slim-page-data',
    builderConfig: {
      plugins: [
        {
          name: 'module-federation-docs:slim-page-data:transform',
          setup(api) {
            api.transform({ test: /[\\/]\.rspress[\\/]virtual-page-data\.js$/, order: 'post' }, ({ code }: { code: string }) =>
              code ? slimPageDataModule(code) : code,
            );
          },
        },
      ],
    },
  };
}
