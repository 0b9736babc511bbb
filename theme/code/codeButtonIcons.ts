// Copy of @rspress/core's IconCopy (dist/theme/assets/copy.js): the four code-button icons as markup strings, one element each for React instead of an svg and its paths.
/**
 * The framework's four code-button icons (dist/theme/assets/copy.js, success.js, wrap.js,
 * wrapped.js) as markup strings. Drawn as React components they are an `<svg>` and its paths for
 * React to hydrate, four times per code block (over 900 elements on the longest page); as strings
 * each is one `<span>` whose content React leaves alone (the framework's SvgWrapper draws a string
 * icon so). Sized by `.rp-code-button-group__icon` in CodeButtonGroup.css.
 */
const icon = (...paths: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">${paths
    .map((d) => `<path fill="currentColor" d="${d}"/>`)
    .join('')}</svg>`;

export const ICON_COPY = icon(
  'M20 8v12H8V8zm0-2H8a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2',
  'M4 16H2V4a2 2 0 0 1 2-2h12v2H4Z',
);
export const ICON_SUCCESS = icon('m9.55 18-5.7-5.7 1.425-1.425L9.55 15.15l9.175-9.175L20.15 7.4z');
export const ICON_WRAP = icon('M16 7H3V5h13zM3 19h13v-2H3zm19-7-4-3v2H3v2h15v2z');
export const ICON_WRAPPED = icon(
  'M21 5H3v2h18zM3 19h7v-2H3zm0-6h15c1 0 2 .43 2 2s-1 2-2 2h-2v-2l-4 3 4 3v-2h2c2.95 0 4-1.27 4-4 0-2.72-1-4-4-4H3z',
);
