/**
 * The search dialog: a modal with the query box. It keeps keyboard focus inside while open
 * (Tab cycles, Esc closes) and gives it back to where it was on close. The results part, with
 * the engine, is a separate chunk loaded on first open.
 */
import './search.css';
import { IconClose, IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FRAMEWORK_DOM } from '../frameworkDom';
import { useSiteI18n } from '../i18n';
import { loadSearchResultStyles } from '../internals';
import { SearchLoading } from './SearchLoading';

/** The results code and its styles: fetched on first use, and shown only once both have arrived. */
export const loadSearchResults = () => Promise.all([import('./SearchResults'), loadSearchResultStyles()]).then(([results]) => results);

const SearchResults = lazy(loadSearchResults);

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

export interface SearchDialogProps {
  lang: string;
  onClose: () => void;
  /** The query the box opens with (the 404 page passes the words of the address). */
  initialQuery?: string;
}

export function SearchDialog({ lang, onClose, initialQuery = '' }: SearchDialogProps) {
  const t = useSiteI18n();
  const [query, setQuery] = useState(initialQuery);
  const [busy, setBusy] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && modalRef.current) {
      const focusable = [...modalRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const container = document.getElementById(FRAMEWORK_DOM.modalContainerId) ?? document.body;
  return createPortal(
    <div className="rp-search-panel__mask" onClick={onClose}>
      <div
        ref={modalRef}
        className="rp-search-panel__modal"
        role="dialog"
        aria-modal="true"
        aria-label={t('searchPlaceholderText')}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="rp-search-panel__header">
          <div className="rp-search-panel__input-form">
            <SvgWrapper
              icon={IconSearch}
              aria-hidden
              className={`rp-search-panel__search-icon${busy ? ' rp-search-panel__search-icon--loading' : ''}`}
            />
            <input
              ref={inputRef}
              className="rp-search-panel__input"
              type="search"
              role="combobox"
              aria-expanded={query.length > 0}
              aria-controls="search-results"
              aria-autocomplete="list"
              aria-label={t('searchPlaceholderText')}
              placeholder={t('searchPlaceholderText')}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button
              type="button"
              className="rp-search-panel__close"
              aria-label={query ? t('searchClearText') : t('searchCloseText')}
              onClick={() => {
                if (!query) onClose();
                else {
                  setQuery('');
                  inputRef.current?.focus();
                }
              }}
            >
              <SvgWrapper icon={IconClose} aria-hidden />
            </button>
          </div>
          <button type="button" className="rp-search-panel__cancel" onClick={onClose}>
            {t('searchPanelCancelText')}
          </button>
        </div>
        <Suspense fallback={<SearchLoading />}>
          <SearchResults lang={lang} query={query} inputRef={inputRef} onBusyChange={setBusy} onNavigate={onClose} />
        </Suspense>
      </div>
    </div>,
    container,
  );
}
