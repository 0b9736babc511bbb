/**
 * "Skip to main content": the first thing Tab reaches on every page, visible only while focused.
 * It moves keyboard focus to the page's <main>, past the navbar and the sidebar.
 */
import type { MouseEvent } from 'react';
import { useSiteI18n } from '../i18n';
import './SkipLink.css';

/** The id our own <main> elements carry (home, 404); doc pages' <main> is the framework's. */
export const MAIN_CONTENT_ID = 'main-content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  // Focusable by script only: it must not become a Tab stop of its own.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  const t = useSiteI18n();
  return (
    <a className="mf-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      {t('skipToContentText')}
    </a>
  );
}
