/** When the navbar hides, per `themeConfig.hideNavbar`. Used by useHideNavbar. */
export type HideNavbarMode = 'never' | 'always' | 'auto';

/** Scroll handlers run at most once per this many milliseconds. */
export const SCROLL_THROTTLE_MS = 200;
const NAV_HEIGHT = 64;

/**
 * Whether the navbar should be hidden after scrolling from `previousY` to `y`: never near the
 * top of the page; 'always' hides it once scrolled; 'auto' hides it on the way down only.
 */
export function shouldHideNavbar(mode: HideNavbarMode, previousY: number, y: number): boolean {
  if (mode === 'never' || y <= NAV_HEIGHT) return false;
  if (mode === 'always') return true;
  return y > previousY;
}
