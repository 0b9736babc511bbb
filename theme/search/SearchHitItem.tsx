/** One search hit: an icon for its type (page, heading, text), the label and the sentence, with the matches marked. */
import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import type { HitType, SearchHit } from './rank';
import type { Range } from './snippet';

const ICONS: Record<HitType, typeof IconFile> = { title: IconTitle, header: IconHeader, content: IconFile };

/** `text` with the `ranges` wrapped in <mark>; React escapes every piece, so page text is never parsed as HTML. */
function Marked({ text, ranges }: { text: string; ranges: Range[] }) {
  const pieces: React.ReactNode[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    if (start < at) continue;
    pieces.push(
      text.slice(at, start),
      <mark key={start} className="rp-suggest-item__mark">
        {text.slice(start, start + length)}
      </mark>,
    );
    at = start + length;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}

export interface SearchHitItemProps {
  id: string;
  hit: SearchHit;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
}

export function SearchHitItem({ id, hit, selected, onSelect, onOpen }: SearchHitItemProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={`rp-suggest-item${selected ? ' rp-suggest-item--current' : ''}`}
      data-type={hit.type}
      onMouseMove={selected ? undefined : onSelect}
    >
      <Link href={hit.link} className="rp-suggest-item__link" tabIndex={-1} onClick={onOpen}>
        <span className="rp-suggest-item__container">
          <span className="rp-suggest-item__icon">
            <SvgWrapper icon={ICONS[hit.type]} aria-hidden />
          </span>
          <span className="rp-suggest-item__content">
            {hit.type === 'content' ? (
              <>
                <span className="rp-suggest-item__statement">
                  <Marked text={hit.statement ?? ''} ranges={hit.statementHighlights} />
                </span>
                <span className="rp-suggest-item__title">{hit.label}</span>
              </>
            ) : (
              <span className="rp-suggest-item__header">
                <Marked text={hit.label} ranges={hit.labelHighlights} />
              </span>
            )}
          </span>
          <span className="rp-suggest-item__action-icon">
            <SvgWrapper icon={IconJump} aria-hidden />
          </span>
        </span>
      </Link>
    </li>
  );
}
