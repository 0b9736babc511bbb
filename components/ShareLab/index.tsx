/**
 * The Share lab of /playground/: a table of a host and up to three remotes, each providing a version of one
 * shared package and consuming it with its own options. Run hands the table to the real
 * @module-federation/runtime (./negotiate.ts, imported on demand, so nothing of the runtime loads
 * before the press) and shows what it decided; nothing here compares versions.
 */
import { useId, useRef, useState } from 'react';
import { type SiteStringKey, useSiteI18n } from '../../theme/i18n';
import { AppTable } from './AppTable';
import { ConfigBlocks } from './ConfigBlocks';
import type { LabOutcome, ShareStrategy } from './negotiate';
import { PRESETS, type PresetName } from './presets';
import { Results } from './Results';
import stylesheet from './ShareLab.css?url';
import { inputOf, REMOTE_NAMES, type Row, type Table, tableOf, withRemoteAdded } from './table';

const PRESET_LABELS: Record<PresetName, SiteStringKey> = {
  twoMajorSingletons: 'shareLabPresetTwoMajorSingletons',
  strictUnsatisfiable: 'shareLabPresetStrictUnsatisfiable',
  loadedFirstKeepsOld: 'shareLabPresetLoadedFirstKeepsOld',
  eagerProviderLazyConsumer: 'shareLabPresetEagerProviderLazyConsumer',
  noProvider: 'shareLabPresetNoProvider',
};

const STRATEGIES: ShareStrategy[] = ['version-first', 'loaded-first'];

/** A run's answer, with the table it answered, so an edit afterwards marks it out of date. */
type Result =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; outcome: LabOutcome; of: string }
  | { kind: 'error'; message: string; of: string };

export function ShareLab() {
  const t = useSiteI18n();
  const [table, setTable] = useState<Table>(() => tableOf(PRESETS.twoMajorSingletons));
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const input = inputOf(table);
  const key = JSON.stringify(input);
  const stale = (result.kind === 'done' || result.kind === 'error') && result.of !== key;
  const busy = result.kind === 'running';
  // An empty package name is not replaced by a default: the field says what is missing and Run waits for it.
  const pkgMissing = input.pkg === '';
  const pkgMessageId = useId();
  const pkgField = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // The page's Markdown twin (llms.txt, /x.md) gets a sentence instead of a form it cannot run.
  if (import.meta.env.SSG_MD) return <p>{t('shareLabStaticText')}</p>;

  const setRow = (index: number, row: Row) =>
    setTable((current) => ({ ...current, rows: current.rows.map((old, i) => (i === index ? row : old)) }));
  const removeRow = (index: number) => setTable((current) => ({ ...current, rows: current.rows.filter((_, i) => i !== index) }));
  const full = table.rows.length > REMOTE_NAMES.length;

  async function run() {
    if (busy) return;
    if (pkgMissing) {
      pkgField.current?.focus();
      return;
    }
    setResult({ kind: 'running' });
    try {
      const { negotiate } = await import('./negotiate');
      setResult({ kind: 'done', outcome: await negotiate(input), of: key });
    } catch (error) {
      setResult({ kind: 'error', message: error instanceof Error ? error.message : String(error), of: key });
    }
  }

  return (
    <div className="mf-share-lab">
      {/* A stylesheet link is allowed in the body; a <style> element is not. */}
      <link rel="stylesheet" href={stylesheet} />
      <div className="mf-share-lab__title">{t('shareLabTitle')}</div>
      <div className="mf-share-lab__toolbar" role="group" aria-label={t('shareLabPresetsText')}>
        <span className="mf-share-lab__toolbar-label" aria-hidden="true">
          {t('shareLabPresetsText')}
        </span>
        {(Object.keys(PRESETS) as PresetName[]).map((name) => (
          <button key={name} type="button" data-preset={name} onClick={() => setTable(tableOf(PRESETS[name]))}>
            {t(PRESET_LABELS[name])}
          </button>
        ))}
      </div>
      <div className="mf-share-lab__toolbar">
        <label className="mf-share-lab__field">
          {t('shareLabPackageText')}
          <input
            ref={pkgField}
            type="text"
            value={table.pkg}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={pkgMissing}
            aria-describedby={pkgMissing ? pkgMessageId : undefined}
            onChange={(event) => setTable({ ...table, pkg: event.target.value })}
          />
        </label>
        <label className="mf-share-lab__field">
          {t('shareLabStrategyText')}
          <select
            value={table.shareStrategy}
            onChange={(event) => setTable({ ...table, shareStrategy: event.target.value as ShareStrategy })}
          >
            {STRATEGIES.map((strategy) => (
              <option key={strategy} value={strategy}>
                {strategy}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pkgMissing && (
        <p className="mf-share-lab__invalid mf-share-lab__error" id={pkgMessageId}>
          {t('shareLabPackageMissingText')}
        </p>
      )}
      <AppTable rows={table.rows} onChange={setRow} onRemove={removeRow} addButton={addButton} />
      <p className="mf-share-lab__help">{t('shareLabTableHelpText')}</p>
      <div className="mf-share-lab__toolbar">
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
        <button type="button" ref={addButton} aria-disabled={full} onClick={() => !full && setTable(withRemoteAdded(table))}>
          {t('shareLabAddRemoteText')}
        </button>
        <button type="button" className="mf-share-lab__run" aria-disabled={busy || pkgMissing} onClick={() => void run()}>
          {t('shareLabRunText')}
        </button>
      </div>
      <section
        className="mf-share-lab__results"
        aria-label={t('shareLabResultsText')}
        aria-live="polite"
        aria-busy={busy}
        data-stale={stale}
      >
        <div className="mf-share-lab__title">{t('shareLabResultsText')}</div>
        {result.kind === 'idle' && <p>{t('shareLabIdleText')}</p>}
        {result.kind === 'running' && <p>{t('shareLabRunningText')}</p>}
        {stale && <p className="mf-share-lab__stale">{t('shareLabStaleText')}</p>}
        {result.kind === 'done' && <Results outcome={result.outcome} />}
        {result.kind === 'error' && <p role="alert">{`${t('shareLabErrorText')} ${result.message}`}</p>}
      </section>
      {!pkgMissing && <ConfigBlocks input={input} />}
    </div>
  );
}
