/**
 * Where the phone layout ends, in one place for the theme's code and its CSS: up to this width the
 * framework shows the sidebar as a drawer and the navbar as a full-screen menu.
 *
 * CSS files write `@media (--mf-phone)` or `@media (--mf-wide)`; the build puts the queries below in
 * their place (plugins/phoneMediaPostcss.ts), so no stylesheet repeats the number.
 */
const PHONE_MAX_WIDTH = 768;
export const PHONE_MEDIA = `(width <= ${PHONE_MAX_WIDTH}px)`;
export const WIDE_MEDIA = `(width > ${PHONE_MAX_WIDTH}px)`;
