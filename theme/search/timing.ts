/** The search input's debounce and the shortest time the loading indicator stays, in milliseconds. */
export const DEBOUNCE_MS = 150;
export const MIN_LOADING_MS = 1000;
