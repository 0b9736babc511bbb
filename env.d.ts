/** Module types the bundler understands but TypeScript does not know by itself. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** The search hooks module named by `search.searchHooks` (theme/search/hooks.ts); each hook is optional. */
declare module 'virtual-search-hooks' {
  export const beforeSearch: unknown;
  export const onSearch: unknown;
  export const afterSearch: unknown;
  export const render: unknown;
}

/** Set by the framework: true while it renders the pages' Markdown twins (SSG-MD), false otherwise. */
interface ImportMetaEnv {
  readonly SSG_MD: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
