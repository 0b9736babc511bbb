/**
 * The live demo of the runtime page: a real remote (demo/remote/, published with the
 * site as /demo/remote/v1/ and v2/) loaded with @module-federation/runtime, every runtime hook
 * listed as it fires. Nothing of it loads before the reader presses Run: the runtime and the
 * demo's code (./runDemo.ts, which the page shows) are imported on demand.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import * as React from 'react';
import { useSiteI18n, type SiteStringKey } from '../../theme/i18n';
import type { CounterModule } from './runDemo';

type DemoCode = typeof import('./runDemo');
type Federation = ReturnType<DemoCode['createDemoInstance']>;

/** A line of the hook list: the control the reader pressed, then each hook it made fire. */
type LogEntry = { kind: 'action'; label: SiteStringKey } | { kind: 'hook'; hook: string; summary: string; ms: number };

type Output = { kind: 'idle' } | { kind: 'loading' } | { kind: 'remote'; module: CounterModule } | { kind: 'error'; message: string };

// Inline styles: a stylesheet would join the site-wide CSS that every page loads.
const BOX: CSSProperties = { border: '1px solid var(--rp-c-divider-light)', borderRadius: 8, padding: 12, margin: '12px 0' };
const TOOLBAR: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' };
const BUTTON: CSSProperties = {
  border: '1px solid var(--rp-c-brand)',
  borderRadius: 6,
  padding: '4px 12px',
  color: 'var(--rp-c-brand)',
  background: 'transparent',
  fontWeight: 500,
};
const PRIMARY: CSSProperties = { ...BUTTON, color: '#fff', background: 'var(--rp-c-brand-dark, var(--rp-c-brand))' };
const LOG: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: 'var(--rp-font-family-mono, monospace)',
  fontSize: 12.5,
  lineHeight: 1.5,
  maxHeight: 360,
  overflow: 'auto',
};
const HOOK_LINE: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8, margin: '4px 0' };
// On a phone the summary drops below the hook's name rather than squeezing into a column.
const SUMMARY: CSSProperties = { flex: '1 1 16em', overflowWrap: 'anywhere' };
const ACTION_LINE: CSSProperties = { margin: '8px 0 2px', fontFamily: 'var(--rp-font-family-base, sans-serif)', fontWeight: 600 };
const MUTED: CSSProperties = { color: 'var(--rp-c-text-2)', whiteSpace: 'nowrap' };

function Fallback() {
  const t = useSiteI18n();
  return <p role="alert">{t('federationDemoFallbackText')}</p>;
}

/** What the remote rendered, and whether it used this page's React. */
function RemoteView({ module }: { module: CounterModule }) {
  const t = useSiteI18n();
  const Counter = module.default;
  const sameReact = module.useStateOfRemote === React.useState;
  return (
    <>
      <Counter label={t('federationDemoCountText')} />
      {module.version !== undefined && (
        <p data-same-react={String(sameReact)} style={{ margin: '8px 0 0' }}>
          {sameReact ? t('federationDemoSameReactText') : t('federationDemoOtherReactText')}
        </p>
      )}
    </>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={BOX}>
      <div id={id} style={{ fontWeight: 600, marginBottom: 8 }}>
        {label}
      </div>
      {children(id)}
    </div>
  );
}

/** The hook list, kept scrolled to its newest line. */
function HookLog({ entries, labelledBy }: { entries: LogEntry[]; labelledBy: string }) {
  const t = useSiteI18n();
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new entry, which the effect does not read
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [entries.length]);
  // Addresses on this site read shorter without the origin.
  const local = (text: string) => text.replaceAll(window.location.origin, '');
  return (
    <ol ref={list} aria-labelledby={labelledBy} style={LOG} tabIndex={entries.length > 0 ? 0 : undefined}>
      {entries.map((entry, index) =>
        entry.kind === 'action' ? (
          <li key={index} style={ACTION_LINE}>
            {`▸ ${t(entry.label)}`}
          </li>
        ) : (
          <li key={index} data-hook={entry.hook} style={HOOK_LINE}>
            <code>{entry.hook}</code>
            <span style={MUTED}>{`+${entry.ms} ms`}</span>
            <span style={SUMMARY}>{local(entry.summary)}</span>
          </li>
        ),
      )}
    </ol>
  );
}

export function FederationDemo() {
  const t = useSiteI18n();
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [output, setOutput] = useState<Output>({ kind: 'idle' });
  // One federation instance per visit: Reset forgets the loaded remote, not the instance.
  const demo = useRef<{ code: DemoCode; federation: Federation }>(undefined);
  const actionStart = useRef(0);
  // Run and the other controls replace each other: keyboard focus moves to the first one shown.
  const firstControl = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the controls shown change, which the effect does not read
  useEffect(() => {
    if (moveFocus.current) firstControl.current?.focus();
    moveFocus.current = false;
  }, [started]);

  const log = (hook: string, summary: string) =>
    setEntries((current) => [...current, { kind: 'hook', hook, summary, ms: Math.round(performance.now() - actionStart.current) }]);

  async function act(label: SiteStringKey, prepare: (code: DemoCode, federation: Federation) => void) {
    if (busy) return;
    actionStart.current = performance.now();
    setEntries((current) => [...current, { kind: 'action', label }]);
    setBusy(true);
    setOutput({ kind: 'loading' });
    try {
      if (!demo.current) {
        const code = await import('./runDemo');
        demo.current = { code, federation: code.createDemoInstance(log, { default: Fallback }) };
      }
      const { code, federation } = demo.current;
      prepare(code, federation);
      const module = await code.loadCounter(federation);
      setOutput(module ? { kind: 'remote', module } : { kind: 'error', message: 'null' });
    } catch (error) {
      setOutput({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  const run = () => {
    moveFocus.current = true;
    setStarted(true);
    void act('federationDemoRunText', () => {});
  };
  const switchToV2 = () => act('federationDemoSwitchText', (code, federation) => code.registerRemote(federation, code.manifestOf('v2')));
  const breakRemote = () =>
    act('federationDemoBreakText', (code, federation) => code.registerRemote(federation, code.manifestOf('missing')));
  const reset = () => {
    const current = demo.current;
    if (current) current.code.registerRemote(current.federation, current.code.manifestOf('v1'));
    moveFocus.current = true;
    setStarted(false);
    setEntries([]);
    setOutput({ kind: 'idle' });
  };

  return (
    <div className="mf-federation-demo" style={BOX}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('federationDemoTitle')}</div>
      <div style={TOOLBAR}>
        {!started ? (
          <button ref={firstControl} type="button" style={PRIMARY} onClick={run}>
            {t('federationDemoRunText')}
          </button>
        ) : (
          <>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
            <button ref={firstControl} type="button" style={BUTTON} aria-disabled={busy} onClick={() => void switchToV2()}>
              {t('federationDemoSwitchText')}
            </button>
            <button type="button" style={BUTTON} aria-disabled={busy} onClick={() => void breakRemote()}>
              {t('federationDemoBreakText')}
            </button>
            <button type="button" style={BUTTON} aria-disabled={busy} onClick={() => !busy && reset()}>
              {t('federationDemoResetText')}
            </button>
          </>
        )}
      </div>
      <Labelled label={t('federationDemoOutputText')}>
        {(id) => (
          <section aria-labelledby={id} aria-live="polite" aria-busy={busy}>
            {output.kind === 'idle' && <p style={{ margin: 0 }}>{t('federationDemoIdleText')}</p>}
            {output.kind === 'loading' && <p style={{ margin: 0 }}>{t('federationDemoLoadingText')}</p>}
            {output.kind === 'remote' && <RemoteView module={output.module} />}
            {output.kind === 'error' && <p role="alert">{`${t('federationDemoErrorText')} ${output.message}`}</p>}
          </section>
        )}
      </Labelled>
      <Labelled label={t('federationDemoHooksText')}>{(id) => <HookLog entries={entries} labelledBy={id} />}</Labelled>
    </div>
  );
}
