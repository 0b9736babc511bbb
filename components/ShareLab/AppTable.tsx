/**
 * The Share lab's table of applications: one row per application, every cell a native input named by
 * its row and column headers (aria-labelledby), so a screen reader announces "remote_a singleton".
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useSiteI18n } from '../../theme/i18n';
import { FLAGS, type Flag, type Row } from './table';

/**
 * Option names are code the reader types into a config, the same in both languages. A long name may
 * break before its second word, so that the table fits the text column of a laptop.
 */
const FLAG_HEADERS: Record<Flag, ReactNode> = {
  singleton: 'singleton',
  strictVersion: (
    <>
      strict
      <wbr />
      Version
    </>
  ),
  eager: 'eager',
  loaded: null,
};

interface TextCellProps {
  labelledBy: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** A version or range: typed as code, so no spelling or address suggestions. */
function TextCell({ labelledBy, value, placeholder, onChange }: TextCellProps) {
  return (
    <td>
      <input
        type="text"
        aria-labelledby={labelledBy}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </td>
  );
}

/**
 * Whether the scroller's content is wider than the scroller, and whether part of it is still hidden on the
 * right. Measured in the browser only (the server's HTML shows no cue), again when either box changes size.
 */
function useSideScroll(scroller: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState({ overflows: false, more: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const overflows = hidden > 1;
      const more = overflows && hidden - element.scrollLeft > 1;
      setState((old) => (old.overflows === overflows && old.more === more ? old : { overflows, more }));
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [scroller]);
  return state;
}

interface AppTableProps {
  rows: Row[];
  onChange: (index: number, row: Row) => void;
  onRemove: (index: number) => void;
  /** Takes the focus when the last remote's row is removed (its remove button is gone with it). */
  addButton: RefObject<HTMLButtonElement | null>;
}

export function AppTable({ rows, onChange, onRemove, addButton }: AppTableProps) {
  const t = useSiteI18n();
  const id = useId();
  const column = (name: string) => `${id}-col-${name}`;
  const rowHeader = (index: number) => `${id}-row-${index}`;
  const labelled = (index: number, name: string) => `${rowHeader(index)} ${column(name)}`;
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, more } = useSideScroll(scroller);

  // A removed row takes its remove button with it: the focus goes to the next row's remove button, or to
  // "Add a remote" after the last row, instead of falling back to the page's body.
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<{ name: string | null } | null>(null);
  // After every render: the one after a removal finds the request and moves the focus.
  useEffect(() => {
    const next = focusAfterRemove.current;
    if (!next) return;
    focusAfterRemove.current = null;
    (next.name === null ? addButton.current : removeButtons.current.get(next.name))?.focus();
  });
  const remove = (index: number) => {
    focusAfterRemove.current = { name: rows.slice(index + 1).find((row) => row.role === 'remote')?.name ?? null };
    onRemove(index);
  };

  return (
    <>
      {/* The table's name sits above the scroller, not in a <caption>, so it stays in view while a phone scrolls the table. */}
      <div className="mf-share-lab__caption-row">
        <div className="mf-share-lab__caption" id={`${id}-caption`}>
          {t('shareLabTableCaption')}
        </div>
        {/* Only when the table is wider than the page: on a phone the checkbox columns start off screen. */}
        {overflows && (
          <span className="mf-share-lab__scroll-hint" aria-hidden="true">
            {t('shareLabScrollHintText')}
          </span>
        )}
      </div>
      <div className="mf-share-lab__scroll-frame" data-more={more}>
        <div className="mf-share-lab__scroller" ref={scroller}>
          <table aria-labelledby={`${id}-caption`}>
            <thead>
              <tr>
                <th scope="col" id={column('app')}>
                  {t('shareLabAppColumn')}
                </th>
                <th scope="col" id={column('provides')}>
                  {t('shareLabProvidesColumn')}
                </th>
                <th scope="col" id={column('requiredVersion')}>
                  <code>
                    required
                    <wbr />
                    Version
                  </code>
                </th>
                {FLAGS.map((flag) => (
                  <th scope="col" id={column(flag)} key={flag}>
                    {FLAG_HEADERS[flag] ? <code>{FLAG_HEADERS[flag]}</code> : t('shareLabLoadedColumn')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.name}>
                  <th scope="row">
                    <span className="mf-share-lab__app">
                      <code id={rowHeader(index)}>{row.name}</code>
                      {/* In the name's cell, not a column of its own, so the table fits the text column on a laptop. */}
                      {row.role === 'remote' && (
                        <button
                          type="button"
                          className="mf-share-lab__remove"
                          aria-label={`${t('shareLabRemoveText')} ${row.name}`}
                          title={`${t('shareLabRemoveText')} ${row.name}`}
                          ref={(button) => {
                            if (button) removeButtons.current.set(row.name, button);
                            else removeButtons.current.delete(row.name);
                          }}
                          onClick={() => remove(index)}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      )}
                    </span>
                  </th>
                  <TextCell
                    labelledBy={labelled(index, 'provides')}
                    value={row.provides}
                    placeholder="import: false"
                    onChange={(provides) => onChange(index, { ...row, provides })}
                  />
                  <TextCell
                    labelledBy={labelled(index, 'requiredVersion')}
                    value={row.requiredVersion}
                    placeholder={row.provides.trim() ? `^${row.provides.trim()}` : ''}
                    onChange={(requiredVersion) => onChange(index, { ...row, requiredVersion })}
                  />
                  {FLAGS.map((flag) => (
                    <td className="mf-share-lab__check" key={flag}>
                      <input
                        type="checkbox"
                        aria-labelledby={labelled(index, flag)}
                        checked={row[flag]}
                        onChange={(event) => onChange(index, { ...row, [flag]: event.target.checked })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
