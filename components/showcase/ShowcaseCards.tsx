/**
 * The showcase grid: one card per entry, each a single link (keyboard reachable, whole card
 * clickable), grouped by kind. Text only: no third-party logos.
 */
import { useLang } from '@rspress/core/runtime';
import { useSiteI18n } from '../../theme/i18n';
import { SHOWCASE } from './data';
import type { ShowcaseEntry } from './types';
import './ShowcaseCards.css';

function Card({ entry, lang }: { entry: ShowcaseEntry; lang: 'en' | 'zh' }) {
  // In the page's Markdown twin a card is a list item: the link, then what it is.
  if (import.meta.env.SSG_MD) {
    return (
      <li>
        <a href={entry.url}>{entry.name}</a>: {entry.federates[lang]} ({entry.stack.join(', ')})
      </li>
    );
  }
  const host = new URL(entry.url).hostname.replace(/^www\./, '');
  return (
    <li className="mf-showcase__item">
      <a className="mf-showcase__card" href={entry.url} target="_blank" rel="noopener noreferrer">
        <span className="mf-showcase__name">{entry.name}</span>
        <span className="mf-showcase__what">{entry.federates[lang]}</span>
        <span className="mf-showcase__meta">
          {entry.stack.map((item) => (
            <span key={item} className="mf-showcase__tag">
              {item}
            </span>
          ))}
          <span className="mf-showcase__host">{host} ↗</span>
        </span>
      </a>
    </li>
  );
}

export function ShowcaseCards({ kind }: { kind: ShowcaseEntry['kind'] }) {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const t = useSiteI18n();
  const entries = SHOWCASE.filter((entry) => entry.kind === kind);
  return (
    <ul className="mf-showcase" aria-label={t(kind === 'project' ? 'showcaseProjectsLabel' : 'showcaseExamplesLabel')}>
      {entries.map((entry) => (
        <Card key={entry.url} entry={entry} lang={lang} />
      ))}
    </ul>
  );
}
