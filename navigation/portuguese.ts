/**
 * The query a Portuguese address of the official site lands with (navigation/redirects.ts), so the
 * landed page can say, in Portuguese, which languages this site has. Its own module: the theme
 * reads it without bundling the redirect table.
 */
export const FROM_PORTUGUESE = 'from=pt-BR';
