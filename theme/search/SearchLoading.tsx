import { useSiteI18n } from '../i18n';

/** What the dialog shows while the search index loads: a spinner and a line of text. */
export function SearchLoading() {
  const t = useSiteI18n();
  return (
    <div className="mf-search-status" role="status">
      <span className="mf-search-status__spinner" aria-hidden />
      {t('searchLoadingText')}
    </div>
  );
}
