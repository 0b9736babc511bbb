/**
 * Honours `themeConfig.hideNavbar`: 'never' keeps the navbar, 'always' hides it once the page
 * is scrolled past it, 'auto' hides it while scrolling down and shows it again on scroll up.
 * The state is published as `html[data-nav-hidden]`; `Nav.css` does the rest.
 */
import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { FRAMEWORK_DOM } from '../frameworkDom';
import { type HideNavbarMode, SCROLL_THROTTLE_MS, shouldHideNavbar } from './navbarVisibility';

export function useHideNavbar(): void {
  const { site } = useSite();
  const mode: HideNavbarMode = site.themeConfig.hideNavbar ?? 'never';

  useEffect(() => {
    if (mode === 'never') return;
    const root = document.documentElement;
    let previousY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const y = window.scrollY;
      // An open mobile menu or search dialog needs its navbar.
      const keep = document.querySelector(FRAMEWORK_DOM.overlays) !== null;
      root.toggleAttribute('data-nav-hidden', !keep && shouldHideNavbar(mode, previousY, y));
      previousY = y;
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
      root.removeAttribute('data-nav-hidden');
    };
  }, [mode]);
}
