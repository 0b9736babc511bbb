/**
 * A floating "back to top" button for narrow screens, where the outline (and the framework's
 * own back-to-top row inside it) is folded away. Registered as a global UI component, so
 * `?globalUIComponents=0` hides it.
 */
import { useI18n } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper, useReadPercent } from '@rspress/core/theme-original';
import { useQueryFlags } from './useQueryFlags';
import './ScrollToTopButton.css';

/** Scroll distance (px) after which the button appears, as the framework's own button does. */
export const SHOW_AFTER_SCROLL = 100;

export default function ScrollToTopButton() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  const { globalUIComponents } = useQueryFlags();
  if (globalUIComponents === false || scrollTop < SHOW_AFTER_SCROLL) return null;
  return (
    <button
      type="button"
      className="mf-scroll-to-top"
      aria-label={t('scrollToTopText')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <SvgWrapper icon={IconScrollToTop} width="18" height="18" />
    </button>
  );
}
