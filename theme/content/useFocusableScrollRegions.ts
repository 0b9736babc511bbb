/**
 * Boxes that scroll sideways (wide tables, long code lines, diagrams on a phone) take keyboard focus while their content
 * overflows, so a keyboard user can scroll them with the arrow keys (WCAG 2.1.1). The framework
 * draws both boxes; this marks them after each render of the page content. A top-down diagram's
 * box (plugins/diagrams marks it `data-opens="middle"`) opens scrolled to its middle.
 */
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { FRAMEWORK_DOM } from '../frameworkDom';

export const SCROLL_REGIONS = `${FRAMEWORK_DOM.tableScrollBox}, ${FRAMEWORK_DOM.codeScrollBox}, .mf-diagram__picture`;

/** Focusable exactly while the content is wider than the box, unless focus can already land inside it
 * (the highlighter makes most code blocks' <pre> focusable, which scrolls the box just as well). */
export function markScrollRegion(element: HTMLElement) {
  const focusableInside = element.querySelector('[tabindex]:not([tabindex="-1"]), a[href], button');
  if (element.scrollWidth > element.clientWidth && !focusableInside) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
}

export function useFocusableScrollRegions() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: marks the new page's regions after each navigation
  useEffect(() => {
    const centred = new WeakSet<Element>();
    const resized = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        markScrollRegion(element);
        // A top-down diagram starts from a box in its middle: a phone shows that part first (once,
        // so a reader's own scrolling is kept when the box resizes).
        if (element.dataset.opens === 'middle' && !centred.has(element) && element.scrollWidth > element.clientWidth) {
          centred.add(element);
          element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
        }
      }
    });
    const seen = new WeakSet<Element>();
    const observeAll = () => {
      for (const element of document.querySelectorAll(SCROLL_REGIONS)) {
        if (seen.has(element)) continue;
        seen.add(element);
        resized.observe(element);
      }
    };
    observeAll();
    // Boxes drawn later (content rendered after this effect) are picked up as they appear; a tab
    // switched into view resizes its box from zero, which the resize observer sees.
    const added = new MutationObserver(observeAll);
    added.observe(document.getElementById(FRAMEWORK_DOM.rootId) ?? document.body, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      added.disconnect();
    };
  }, [pathname]);
}
