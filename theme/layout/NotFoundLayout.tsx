// Copy of @rspress/core's NotFoundLayout (dist/theme/layout/NotFountLayout/index.js): the link named by its visible text, and the page a <main>.
/**
 * The 404 page: "404", "PAGE NOT FOUND" and a "Take me home" link to the home of the
 * reader's language, then the pages the address most likely meant and a search box with its words
 * (loaded after the page paints, by this page only). A path carrying the default language's prefix
 * (`/en/...`, which the site never uses) is first sent to the same path without it.
 */

import { usePageData, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { useSiteI18n } from '../i18n';
import { MAIN_CONTENT_ID } from './SkipLink';

/** The same path without the default language's prefix, or undefined when it has none. */
function withoutDefaultLangPrefix(pathname: string, defaultLang: string): string | undefined {
  const prefix = new RegExp(`^/${defaultLang}(/|$)`);
  return defaultLang && prefix.test(pathname) ? pathname.replace(prefix, '/') : undefined;
}

export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useSiteI18n();

  useLayoutEffect(() => {
    const target = withoutDefaultLangPrefix(window.location.pathname, siteData.lang);
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [siteData.lang]);

  const [Suggestions, setSuggestions] = useState<ComponentType<{ lang: string }> | null>(null);
  useEffect(() => {
    import('../notFound/NotFoundSuggestions').then((module) => setSuggestions(() => module.default));
  }, []);

  const home = page.lang && page.lang !== siteData.lang ? `/${page.lang}/` : '/';
  return (
    <main id={MAIN_CONTENT_ID} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={withBase(home)}>
          {t('takeMeHomeText')}
        </Link>
      </div>
      {Suggestions && <Suggestions lang={page.lang || siteData.lang} />}
    </main>
  );
}
