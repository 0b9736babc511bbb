/**
 * The 404 page's way on: the pages the address most likely meant (ranked by `suggest.ts` on the
 * language's built search index), each with its title and where it sits, and a search box that
 * opens the site search with the address's words. Loaded by the 404 page only, after it paints.
 */
import type { PageIndexInfo } from '@rspress/core';
import { getSidebarDataGroup, useLocaleSiteData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { type FormEvent, useEffect, useState } from 'react';
import { useSiteI18n } from '../i18n';
import { loadLocalProvider } from '../internals';
import { SearchDialog } from '../search/SearchDialog';
import { sectionOf } from './sections';
import { addressWords, type SuggestablePage, suggestPages } from './suggest';
import './NotFoundSuggestions.css';

interface Suggestion extends SuggestablePage {
  section?: string;
}

async function languagePages(lang: string): Promise<SuggestablePage[]> {
  const provider = new (await loadLocalProvider())();
  const pages: PageIndexInfo[] = await provider.fetchSearchIndex({ currentLang: lang, currentVersion: '' });
  return pages.map((page) => ({ routePath: page.routePath, title: page.title, headings: page.toc.map((heading) => heading.text) }));
}

export default function NotFoundSuggestions({ lang }: { lang: string }) {
  const t = useSiteI18n();
  const { nav, sidebar } = useLocaleSiteData();
  const [pathname] = useState(() => window.location.pathname);
  const [query, setQuery] = useState(() => addressWords(pathname).join(' '));
  const [suggestions, setSuggestions] = useState<Suggestion[] | undefined>(undefined);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    let live = true;
    languagePages(lang).then(
      (pages) => {
        if (!live) return;
        const found = suggestPages(pathname, pages);
        setSuggestions(
          found.map((page) => ({
            ...page,
            section: sectionOf(page.routePath, Array.isArray(nav) ? nav : [], getSidebarDataGroup(sidebar ?? {}, page.routePath)),
          })),
        );
      },
      () => live && setSuggestions([]),
    );
    return () => {
      live = false;
    };
  }, [lang, pathname, nav, sidebar]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearching(true);
  };

  const listed = suggestions !== undefined && suggestions.length > 0;
  return (
    // Without suggestions (an address with no word of any page) the section is only the search box.
    <section className="mf-not-found-suggestions" aria-labelledby={listed ? 'mf-not-found-suggestions-title' : undefined}>
      {listed && (
        <>
          <h2 id="mf-not-found-suggestions-title" className="mf-not-found-suggestions__title">
            {t('notFoundSuggestionsTitle')}
          </h2>
          <ul className="mf-not-found-suggestions__list">
            {suggestions.map((page) => (
              <li key={page.routePath}>
                <Link href={page.routePath} className="mf-not-found-suggestions__link">
                  {page.title}
                </Link>
                {page.section && <span className="mf-not-found-suggestions__section">{page.section}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <form className="mf-not-found-suggestions__search" role="search" onSubmit={onSubmit}>
        <label htmlFor="mf-not-found-query">{t('notFoundSearchLabel')}</label>
        <div className="mf-not-found-suggestions__row">
          <input id="mf-not-found-query" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit">{t('notFoundSearchButton')}</button>
        </div>
      </form>
      {searching && <SearchDialog lang={lang} initialQuery={query} onClose={() => setSearching(false)} />}
    </section>
  );
}
