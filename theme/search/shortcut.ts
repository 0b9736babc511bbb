/**
 * Ctrl/Cmd+K opens search from the first keypress: an inline <head> script notes a press made
 * before the page has hydrated (and keeps the browser from acting on it); the search button
 * opens the dialog as soon as it mounts.
 */

export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

declare global {
  interface Window {
    /** Set by the head script when Ctrl/Cmd+K was pressed before the search button mounted. */
    __searchRequested?: boolean;
    /** Set by the search button once it listens for the shortcut itself. */
    __searchReady?: boolean;
  }
}

export const SEARCH_SHORTCUT_HEAD_SCRIPT = `<script>document.addEventListener('keydown',function(e){if(!window.__searchReady&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key&&e.key.toLowerCase()==='k'){e.preventDefault();window.__searchRequested=true}})</script>`;
