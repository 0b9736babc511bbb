/**
 * The dialog's results (a chunk of its own, with the engine): waits for the language's index
 * (spinner for at least 1 s, a retry button if it fails), runs each query 150 ms after the last
 * keystroke through the search hooks (beforeSearch, the local engine, onSearch for remote groups,
 * afterSearch), and shows the hits, as tabs when there are several groups. Arrow keys move the
 * selection, Enter opens it.
 */
import { IconEmpty, SvgWrapper, Tab, Tabs, useLinkNavigate } from '@rspress/core/theme-original';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import * as searchHooks from 'virtual-search-hooks';
import { useSiteI18n } from '../i18n';
import type { SearchHit } from './rank';
import type { SearchGroup } from './remote';
import { SearchHitItem } from './SearchHitItem';
import { SearchLoading } from './SearchLoading';
import { getSearcher, loadedSearcher, type SiteSearcher } from './searcher';
import { DEBOUNCE_MS, MIN_LOADING_MS } from './timing';

interface Hooks {
  beforeSearch?: (query: string) => string | void | Promise<string | void>;
  onSearch?: (query: string, groups: SearchGroup[]) => unknown;
  afterSearch?: (query: string, groups: SearchGroup[]) => void | Promise<void>;
  render?: (result: unknown) => ReactNode;
}
const hooks = searchHooks as Hooks;

type ResultGroup = SearchGroup & { custom?: boolean };

const isGroup = (value: unknown): value is ResultGroup =>
  typeof value === 'object' && value !== null && typeof (value as SearchGroup).group === 'string' && 'result' in value;

async function runSearch(searcher: SiteSearcher, localName: string, typed: string): Promise<ResultGroup[]> {
  let query = typed;
  const groups: ResultGroup[] = [];
  try {
    query = (await hooks.beforeSearch?.(query)) || query;
    groups.push({ group: localName, result: await searcher.search(query) });
    const extra = await hooks.onSearch?.(query, groups);
    if (Array.isArray(extra)) {
      for (const group of extra.filter(isGroup)) {
        const custom = (group as { renderType?: string }).renderType === 'custom';
        if (custom || Array.isArray(group.result)) groups.push({ ...group, custom });
      }
    }
    await hooks.afterSearch?.(query, groups);
  } catch (error) {
    console.error(`[search] search hooks failed for "${query}":`, error);
  }
  return groups;
}

export interface SearchResultsProps {
  lang: string;
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onBusyChange: (busy: boolean) => void;
  onNavigate: () => void;
}

const hitId = (group: number, index: number) => `search-hit-${group}-${index}`;

export default function SearchResults({ lang, query, inputRef, onBusyChange, onNavigate }: SearchResultsProps) {
  const t = useSiteI18n();
  const navigate = useLinkNavigate();
  const localName = t('searchLocalGroupText');

  const [searcher, setSearcher] = useState<SiteSearcher | undefined>(() => loadedSearcher(lang));
  const [failed, setFailed] = useState(false);
  // The spinner is already showing when this mounts (the dialog's fallback): its 1 s counts from no earlier than now.
  const [loadingSince, setLoadingSince] = useState(() => performance.now());
  const [results, setResults] = useState<{ query: string; groups: ResultGroup[] } | null>(null);
  const [pending, setPending] = useState(false);
  const [tab, setTab] = useState(0);
  const [selected, setSelected] = useState(0);

  // Load the index (again, after a failure and a click on retry).
  useEffect(() => {
    if (searcher || failed) return;
    let live = true;
    const minimum = new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_LOADING_MS - (performance.now() - loadingSince))));
    getSearcher(lang).then(
      (loaded) => minimum.then(() => live && setSearcher(loaded)),
      (error) => {
        console.error('[search] the search index could not be loaded:', error);
        minimum.then(() => live && setFailed(true));
      },
    );
    return () => {
      live = false;
    };
  }, [lang, searcher, failed, loadingSince]);

  // Search 150 ms after the last keystroke.
  useEffect(() => {
    if (!searcher) return;
    if (!query.trim()) {
      setResults(null);
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    const timer = setTimeout(async () => {
      const groups = await runSearch(searcher, localName, query);
      if (!live) return;
      setResults({ query, groups });
      setTab(0);
      setSelected(0);
      setPending(false);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [searcher, query, localName]);

  const loading = !searcher && !failed;
  useEffect(() => onBusyChange(loading || pending), [loading, pending, onBusyChange]);

  const groups = results?.groups ?? [];
  const current = groups[tab];
  const hits: SearchHit[] = current && !current.custom ? current.result : [];

  // Arrow keys and Enter work from the query box, as in a combobox.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (hits.length > 0) input.setAttribute('aria-activedescendant', hitId(tab, selected));
    else input.removeAttribute('aria-activedescendant');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || hits.length === 0) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = (selected + step + hits.length) % hits.length;
        setSelected(next);
        document.getElementById(hitId(tab, next))?.scrollIntoView({ block: 'nearest' });
      } else if (event.key === 'Enter') {
        event.preventDefault();
        navigate(hits[selected].link);
        onNavigate();
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [inputRef, hits, selected, tab, navigate, onNavigate]);

  if (loading) return <SearchLoading />;
  if (failed) {
    return (
      <div className="mf-search-status mf-search-status--error" role="alert">
        <p>{t('searchLoadErrorText')}</p>
        <button
          type="button"
          className="mf-search-status__retry"
          onClick={() => {
            setLoadingSince(performance.now());
            setFailed(false);
          }}
        >
          {t('searchRetryText')}
        </button>
      </div>
    );
  }
  if (!results) return null;

  const renderHits = (group: ResultGroup, groupIndex: number) => {
    if (group.custom) return hooks.render?.(group.result) ?? null;
    if (group.result.length === 0) return <p className="mf-search-status">{t('searchNoResultsFoundText')}</p>;
    return (
      <ul className="rp-search-panel__group" role="listbox" id="search-results" aria-label={group.group}>
        {group.result.map((hit, i) => (
          <SearchHitItem
            key={`${hit.link}-${i}`}
            id={hitId(groupIndex, i)}
            hit={hit}
            selected={groupIndex === tab && i === selected}
            onSelect={() => setSelected(i)}
            onOpen={onNavigate}
          />
        ))}
      </ul>
    );
  };

  const nothing = groups.every((group) => !group.custom && group.result.length === 0);
  return (
    <div className="rp-search-panel__results rp-scrollbar" aria-busy={pending} data-query={results.query}>
      {nothing ? (
        <div className="rp-no-search-result" role="status">
          <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" aria-hidden />
          <p className="rp-no-search-result__text">
            {t('searchNoResultsText')} <b>&quot;{results.query}&quot;</b>
          </p>
          <p className="rp-no-search-result__suggestion">{t('searchSuggestedQueryText')}</p>
        </div>
      ) : groups.length === 1 ? (
        renderHits(groups[0], 0)
      ) : (
        <Tabs
          key={groups.map((group) => group.group).join('|')}
          className="rp-search-panel__tabs"
          keepDOM={false}
          onChange={(index) => {
            setTab(index);
            setSelected(0);
          }}
        >
          {groups.map((group, i) => (
            <Tab
              key={group.group}
              label={
                <button type="button" className="mf-search-tab" aria-pressed={i === tab}>
                  {group.group}
                </button>
              }
            >
              {renderHits(group, i)}
            </Tab>
          ))}
        </Tabs>
      )}
    </div>
  );
}
