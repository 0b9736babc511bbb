/**
 * The navbar's search: a button (and a compact one on phones) that opens the search dialog on
 * click or Ctrl/Cmd+K. Nothing heavy loads with the page: the results code, the engine and the
 * language's index are fetched when the reader focuses or hovers the button, or opens the dialog.
 */
import { usePageData } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteI18n } from '../i18n';
import { loadSearchResults, SearchDialog } from './SearchDialog';
import { isSearchShortcut } from './shortcut';

/** Starts downloading the results code, the engine and the index for `lang`. */
function prefetchSearch(lang: string) {
  import('./searcher').then(({ getSearcher }) => getSearcher(lang).catch(() => {}));
  loadSearchResults();
}

export function Search() {
  const t = useSiteI18n();
  const { page, siteData } = usePageData();
  const [open, setOpen] = useState(false);
  const [shortcutLabel, setShortcutLabel] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lang = page.lang ?? '';
  const enabled = siteData.search !== false;

  const openSearch = useCallback(() => setOpen(true), []);

  useEffect(() => {
    setShortcutLabel(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.isComposing) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    window.__searchReady = true;
    if (window.__searchRequested) {
      window.__searchRequested = false;
      setOpen(true);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.__searchReady = false;
    };
  }, []);

  if (!enabled) return null;
  const prefetch = () => prefetchSearch(lang);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rp-search-button"
        onClick={openSearch}
        onFocus={prefetch}
        onPointerEnter={prefetch}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: shortcutLabel ? 1 : 0 }} aria-hidden>
          <span>{shortcutLabel}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className="rp-search-button--mobile"
        onClick={openSearch}
        onFocus={prefetch}
        onPointerDown={prefetch}
        aria-label={t('searchPlaceholderText')}
      >
        <SvgWrapper icon={IconSearch} aria-hidden />
      </button>
      {open && <SearchDialog lang={lang} onClose={() => setOpen(false)} />}
    </>
  );
}
