/**
 * The UI query flags: `?navbar=0&sidebar=0&outline=0&footer=0` hide those parts,
 * `?globalUIComponents=0|1` hides or shows the global extra components.
 * Pure data and parsing, free of runtime imports: `rspress.config.ts` loads it in Node.
 */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

export interface QueryFlags {
  /** Parts of the page the query asks to hide, as frontmatter overrides (`{ navbar: false }`). */
  hidden: Partial<Record<HideablePart, false>>;
  /** `false` for `globalUIComponents=0`, `true` for `=1`, `undefined` when absent. */
  globalUIComponents?: boolean;
}

export function parseQueryFlags(search: string): QueryFlags {
  const query = new URLSearchParams(search);
  const hidden: QueryFlags['hidden'] = {};
  for (const part of HIDEABLE_PARTS) {
    if (query.get(part) === '0') hidden[part] = false;
  }
  const global = query.get('globalUIComponents');
  return {
    hidden,
    globalUIComponents: global === '0' ? false : global === '1' ? true : undefined,
  };
}

/**
 * Inline script for <head>: hides the flagged parts before React hydrates (see Layout.css),
 * so a page opened with `?navbar=0` never flashes its navbar.
 */
export const HIDE_FLAGS_HEAD_SCRIPT = `<script>(function(){var q=new URLSearchParams(location.search),h=[];${JSON.stringify(
  HIDEABLE_PARTS,
)}.forEach(function(p){if(q.get(p)==='0')h.push(p)});if(h.length)document.documentElement.dataset.hide=h.join(' ')})()</script>`;
