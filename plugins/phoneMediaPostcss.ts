import { PHONE_MEDIA, WIDE_MEDIA } from '../theme/layout/breakpoint';

/** A PostCSS plugin: `(--mf-phone)` and `(--mf-wide)` in `@media` rules become the phone layout's queries (theme/layout/breakpoint.ts). */
export const phoneMediaPostcss = {
  postcssPlugin: 'mf-phone-media',
  AtRule: {
    media(rule: { params: string }) {
      rule.params = rule.params.replaceAll('(--mf-phone)', PHONE_MEDIA).replaceAll('(--mf-wide)', WIDE_MEDIA);
    },
  },
};
