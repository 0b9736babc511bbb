/** Module types the bundler understands but TypeScript does not know by itself. */
declare module '*?url' {
  const url: string;
  export default url;
}

/** The framework's table of social-link icons (SVG markup by icon name) for the configured links. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
