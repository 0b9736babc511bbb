/**
 * The Share lab's table of applications: one row per application, every cell a native input named by
 * its row and column headers (aria-labelledby), so a screen reader announces "remote_a singleton".
 */
import { useId } from 'react';
import { useSiteI18n } from '../../theme/i18n';
import { FLAGS, type Flag, type Row } from './table';

/** Option names are code the reader types into a config, the same in both languages. */
const FLAG_HEADERS: Record<Flag, 'singleton' | 'strictVersion' | 'eager' | null> = {
  singleton: 'singleton',
  strictVersion: 'strictVersion',
  eager: 'eager',
  loaded: null,
};

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
    <div className="mf-share-lab__scroller">
      <table>
        <caption>{t('shareLabTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" id={column('app')}>
              {t('shareLabAppColumn')}
            </th>
            <th scope="col" id={column('provides')}>
              {t('shareLabProvidesColumn')}
            </th>
            <th scope="col" id={column('requiredVersion')}>
              <code>requiredVersion</code>
            </th>
            {FLAGS.map((flag) => (
              <th scope="col" id={column(flag)} key={flag}>
                {FLAG_HEADERS[flag] ? <code>{FLAG_HEADERS[flag]}</code> : t('shareLabLoadedColumn')}
              </th>
            ))}
            <th scope="col">{t('shareLabRowColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.name}>
              <th scope="row" id={rowHeader(index)}>
                <code>{row.name}</code>
              </th>
              <td>
                <input
                  type="text"
                  aria-labelledby={labelled(index, 'provides')}
                  value={row.provides}
                  placeholder="import: false"
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => onChange(index, { ...row, provides: event.target.value })}
                />
              </td>
              <td>
                <input
                  type="text"
                  aria-labelledby={labelled(index, 'requiredVersion')}
                  value={row.requiredVersion}
                  placeholder={row.provides.trim() ? `^${row.provides.trim()}` : ''}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => onChange(index, { ...row, requiredVersion: event.target.value })}
                />
              </td>
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
              <td>
                {row.role === 'remote' && (
                  <button type="button" aria-label={`${t('shareLabRemoveText')} ${row.name}`} onClick={() => onRemove(index)}>
                    {t('shareLabRemoveText')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
