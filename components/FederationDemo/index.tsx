/**
 * The live demo of the runtime page: a real remote (demo/remote/, published with the
 * site as /demo/remote/v1/ and v2/) loaded with @module-federation/runtime, every runtime hook
 * listed as it fires. Nothing of it loads before the reader presses Run: the runtime and the
 * demo's code (./runDemo.ts, which the page shows) are imported on demand.
 */

import * as React from 'react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type SiteStringKey, useSiteI18n } from '../../theme/i18n';
// As a URL, not a stylesheet import: a static CSS import would join the stylesheet every page carries.
import stylesheet from './FederationDemo.css?url';
import type { CounterModule } from './runDemo';

type DemoCode = typeof import('./runDemo');
type Federation = ReturnType<DemoCode['createDemoInstance']>;

/** A line of the hook list: the control the reader pressed, then each hook it made fire. */
type LogEntry = { kind: 'action'; label: SiteStringKey } | { kind: 'hook'; hook: string; summary: string; ms: number };

type Output = { kind: 'idle' } | { kind: 'loading' } | { kind: 'remote'; module: CounterModule } | { kind: 'error'; message: string };

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
        <p data-same-react={String(sameReact)} className="mf-federation-demo__react-note">
          {sameReact ? t('federationDemoSameReactText') : t('federationDemoOtherReactText')}
        </p>
      )}
    </>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="mf-federation-demo__box">
      <div id={id} className="mf-federation-demo__title">
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
    <ol ref={list} aria-labelledby={labelledBy} className="mf-federation-demo__log" tabIndex={entries.length > 0 ? 0 : undefined}>
      {entries.map((entry, index) =>
        entry.kind === 'action' ? (
          <li key={index} className="mf-federation-demo__action">
            {`▸ ${t(entry.label)}`}
          </li>
        ) : (
          <li key={index} data-hook={entry.hook} className="mf-federation-demo__hook">
            <code>{entry.hook}</code>
            <span className="mf-federation-demo__elapsed">{`+${entry.ms} ms`}</span>
            <span className="mf-federation-demo__summary">{local(entry.summary)}</span>
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
    <div className="mf-federation-demo">
      {/* A stylesheet link is allowed in the body; a <style> element is not. The Markdown twin has no use for it. */}
      {!import.meta.env.SSG_MD && <link rel="stylesheet" href={stylesheet} />}
      <div className="mf-federation-demo__title">{t('federationDemoTitle')}</div>
      <div className="mf-federation-demo__toolbar">
        {!started ? (
          <button ref={firstControl} type="button" className="mf-federation-demo__button mf-federation-demo__button--primary" onClick={run}>
            {t('federationDemoRunText')}
          </button>
        ) : (
          <>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
            <button
              ref={firstControl}
              type="button"
              className="mf-federation-demo__button"
              aria-disabled={busy}
              onClick={() => void switchToV2()}
            >
              {t('federationDemoSwitchText')}
            </button>
            <button type="button" className="mf-federation-demo__button" aria-disabled={busy} onClick={() => void breakRemote()}>
              {t('federationDemoBreakText')}
            </button>
            <button type="button" className="mf-federation-demo__button" aria-disabled={busy} onClick={() => !busy && reset()}>
              {t('federationDemoResetText')}
            </button>
          </>
        )}
      </div>
      <Labelled label={t('federationDemoOutputText')}>
        {(id) => (
          <section aria-labelledby={id} aria-live="polite" aria-busy={busy}>
            {output.kind === 'idle' && <p className="mf-federation-demo__status">{t('federationDemoIdleText')}</p>}
            {output.kind === 'loading' && <p className="mf-federation-demo__status">{t('federationDemoLoadingText')}</p>}
            {output.kind === 'remote' && <RemoteView module={output.module} />}
            {output.kind === 'error' && <p role="alert">{`${t('federationDemoErrorText')} ${output.message}`}</p>}
          </section>
        )}
      </Labelled>
      <Labelled label={t('federationDemoHooksText')}>{(id) => <HookLog entries={entries} labelledBy={id} />}</Labelled>
    </div>
  );
}
