/** Module types the bundler understands but TypeScript does not know by itself. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** Set by the framework: true while it renders the pages' Markdown twins (SSG-MD), false otherwise. */
interface ImportMetaEnv {
  readonly SSG_MD: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
