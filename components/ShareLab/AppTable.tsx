/**
 * The Share lab's table of applications: one row per application, every cell a native input named by
 * its row and column headers (aria-labelledby), so a screen reader announces "remote_a singleton".
 */
import { useId, type ReactNode } from 'react';
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

interface AppTableProps {
  rows: Row[];
  onChange: (index: number, row: Row) => void;
  onRemove: (index: number) => void;
}

export function AppTable({ rows, onChange, onRemove }: AppTableProps) {
  const t = useSiteI18n();
  const id = useId();
  const column = (name: string) => `${id}-col-${name}`;
  const rowHeader = (index: number) => `${id}-row-${index}`;
  const labelled = (index: number, name: string) => `${rowHeader(index)} ${column(name)}`;

  return (
    <>
      {/* The table's name sits above the scroller, not in a <caption>, so it stays in view while a phone scrolls the table. */}
      <div className="mf-share-lab__caption" id={`${id}-caption`}>
        {t('shareLabTableCaption')}
      </div>
      <div className="mf-share-lab__scroller">
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
                        onClick={() => onRemove(index)}
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
    </>
  );
}
