/**
 * Plays a short enter animation on the page content after each client-side navigation when
 * `themeConfig.enableContentAnimation` is on (the framework reads the setting but does nothing with it).
 */
import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import './useContentAnimation.css';
import { FRAMEWORK_DOM } from '../frameworkDom';

export const CONTENT_ANIMATION_CLASS = 'mf-content-enter';

export function useContentAnimation(): void {
  const { site } = useSite();
  const enabled = site.themeConfig.enableContentAnimation ?? false;
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: animates after each navigation, which the effect does not read
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!enabled) return;
    const content = document.querySelector<HTMLElement>(FRAMEWORK_DOM.docColumn);
    if (!content) return;
    content.classList.remove(CONTENT_ANIMATION_CLASS);
    void content.offsetWidth; // restart the CSS animation
    content.classList.add(CONTENT_ANIMATION_CLASS);
  }, [pathname, enabled]);
}
