/**
 * Where the phone layout ends, in one place for the theme's code and its CSS: up to this width the
 * framework shows the sidebar as a drawer and the navbar as a full-screen menu.
 *
 * CSS files write `@media (--mf-phone)` or `@media (--mf-wide)`; the build puts the queries below in
 * their place (`phoneMediaPostcss`, in rspress.config.ts), so no stylesheet repeats the number.
 */
import { useEffect, useEffectEvent } from 'react';

export const PHONE_MAX_WIDTH = 768;
export const PHONE_MEDIA = `(width <= ${PHONE_MAX_WIDTH}px)`;
export const WIDE_MEDIA = `(width > ${PHONE_MAX_WIDTH}px)`;

/** A PostCSS plugin: `(--mf-phone)` and `(--mf-wide)` in `@media` rules become the queries above. */
export const phoneMediaPostcss = {
  postcssPlugin: 'mf-phone-media',
  AtRule: {
    media(rule: { params: string }) {
      rule.params = rule.params.replaceAll('(--mf-phone)', PHONE_MEDIA).replaceAll('(--mf-wide)', WIDE_MEDIA);
    },
  },
};

/** Calls `onWide` each time the window grows out of the phone layout, while `active`. */
export function useOnLeavingPhoneLayout(onWide: () => void, active = true) {
  const leave = useEffectEvent(onWide);
  useEffect(() => {
    if (!active) return;
    const wide = window.matchMedia(WIDE_MEDIA);
    const onChange = () => wide.matches && leave();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [active]);
}
