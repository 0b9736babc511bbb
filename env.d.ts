/** Module types the bundler understands but TypeScript does not know by itself. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** A stylesheet imported for its rules (the bundler adds them to the page); it exports nothing. */
declare module '*.css' {}

/** The search hooks module named by `search.searchHooks` (theme/search/searchHooks.ts); each hook is optional. */
declare module 'virtual-search-hooks' {
  export const beforeSearch: unknown;
  export const onSearch: unknown;
  export const afterSearch: unknown;
  export const render: unknown;
}

/** The framework's table of social-link icons (SVG markup by icon name) for the configured links. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** Build-time flags the framework defines; SSG_MD is on while it renders pages to Markdown (llms.txt, .md twins). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The framework's image-zoom component (FRAMEWORK_MEDIUM_ZOOM of plugins/internals.ts), aliased in rspress.config.ts. */
declare module 'rspress-medium-zoom' {
  import type { ZoomOptions } from 'medium-zoom';
  export default function MediumZoom(props: { selector?: string; options?: ZoomOptions }): null;
}

/** What each walkthrough's project under examples/ holds, defined by plugins/exampleProjects at build time. */
declare const __EXAMPLE_PROJECTS__: Record<string, { files: number; bytes: number; apps: { dir: string; port: number }[]; node?: string }>;
