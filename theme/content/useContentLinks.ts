/**
 * Links inside prose that reached the browser as HTML (plugins/proseAsHtml.ts) have no React Link
 * behind them. One handler on the document gives them what the framework's Link gives its links:
 * a link to a page of the site preloads that page when the pointer rests on it or a finger touches
 * it, and a plain click opens it without reloading the document. A click with a modifier key or
 * another button, a link with its own `target` or `download`, a link off the site and a link within
 * the page are left to the browser, as Link leaves them; links React draws handle themselves
 * (their click arrives here already handled).
 */
import { preloadLink } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import { useEffect } from 'react';
import { FRAMEWORK_DOM } from '../frameworkDom';

/** The link of the site an event is on, as a path to navigate to, or undefined when the browser should handle it. */
function siteLink(event: Event): { anchor: HTMLAnchorElement; url: URL } | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.closest(FRAMEWORK_DOM.doc) || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? { anchor, url } : undefined;
}

const samePage = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;

export function useContentLinks() {
  const navigate = useLinkNavigate();
  useEffect(() => {
    const preload = (event: Event) => {
      const link = siteLink(event);
      if (link && !samePage(link.url)) preloadLink(link.url.pathname);
    };
    const open = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = siteLink(event);
      if (!link || (samePage(link.url) && link.url.hash)) return;
      event.preventDefault();
      navigate(`${link.url.pathname}${link.url.search}${link.url.hash}`);
    };
    document.addEventListener('mouseover', preload);
    document.addEventListener('touchstart', preload, { passive: true });
    document.addEventListener('click', open);
    return () => {
      document.removeEventListener('mouseover', preload);
      document.removeEventListener('touchstart', preload);
      document.removeEventListener('click', open);
    };
  }, [navigate]);
}
