// Copy of @rspress/core's NavTitle (dist/theme/components/NavTitle/index.js): decorative logos, without the framework's repeated id="logo" and alt "logo".
/**
 * The logo link at the left of the navbar. The logos are decorative: the link's name is the site
 * name written beside them.
 */
import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import './NavTitle.css';

export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const { logo, logoText, logoHref } = site;
  const home = lang === (site.lang ?? '') ? '/' : addLeadingSlash(addTrailingSlash(lang));
  const title = site.themeConfig.locales?.find((locale) => locale.lang === lang)?.title ?? site.title;
  const logos = typeof logo === 'string' ? { '': logo } : logo ? { light: logo.light, dark: logo.dark } : {};

  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            {Object.entries(logos).map(([mode, src]) => (
              <img
                key={mode}
                src={normalizeImagePath(src)}
                alt=""
                aria-hidden="true"
                // Lazy: the variant the theme hides is never fetched, and the one shown waits for
                // layout instead of competing with the stylesheet for a phone's bandwidth.
                loading="lazy"
                width={32}
                height={32}
                className={`rspress-logo rp-nav__title__logo-image${mode ? ` rp-nav__title__logo-image--${mode}` : ''}`}
              />
            ))}
          </div>
        )}
        <span>{logoText || title}</span>
      </Link>
    </div>
  );
}
