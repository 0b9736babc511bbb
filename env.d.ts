/** Module types the bundler understands but TypeScript does not know by itself. */
declare module '*?url' {
  const url: string;
  export default url;
}
