/**
 * The live demo of the runtime page (issue 16): a real remote (demo/remote/, published with the
 * site as /demo/remote/v1/ and v2/) loaded with @module-federation/runtime, every runtime hook
 * listed as it fires. Nothing of it loads before the reader presses Run: the runtime and the
 * demo's code (./runDemo.ts, which the page shows) are imported on demand.
 */
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import * as React from 'react';
import { useSiteI18n } from '../../theme/i18n';
import type { CounterModule } from './runDemo';

type DemoCode = typeof import('./runDemo');
type Federation = ReturnType<DemoCode['createDemoInstance']>;

interface HookEntry {
  hook: string;
  summary: string;
}

type Output = { kind: 'idle' } | { kind: 'loading' } | { kind: 'remote'; module: CounterModule } | { kind: 'error'; message: string };

// Inline styles: a stylesheet would join the site-wide CSS that every page loads.
const BOX: CSSProperties = { border: '1px solid var(--rp-c-divider-light, #ddd)', borderRadius: 8, padding: 12, margin: '12px 0' };
const BUTTON: CSSProperties = { border: '1px solid var(--rp-c-brand, #2563eb)', borderRadius: 6, padding: '4px 12px', marginRight: 8 };
const LOG: CSSProperties = { fontFamily: 'var(--rp-font-family-mono, monospace)', fontSize: 13, maxHeight: 320, overflow: 'auto' };

function Fallback() {
  const t = useSiteI18n();
  return <p role="alert">{t('federationDemoFallbackText')}</p>;
}

/** What the remote rendered, and whether it used this page's React. */
function RemoteView({ module }: { module: CounterModule }) {
  const t = useSiteI18n();
  const Counter = module.default;
  const fromRemote = module.version !== undefined;
  return (
    <>
      <Counter label={t('federationDemoCountText')} />
      {fromRemote && (
        <p data-same-react={String(module.useStateOfRemote === React.useState)}>
          {module.useStateOfRemote === React.useState ? t('federationDemoSameReactText') : t('federationDemoOtherReactText')}
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

export function FederationDemo() {
  const t = useSiteI18n();
  const [started, setStarted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [hooks, setHooks] = useState<HookEntry[]>([]);
  const [output, setOutput] = useState<Output>({ kind: 'idle' });
  // One federation instance per visit: Reset forgets the loaded remote, not the instance.
  const demo = useRef<{ code: DemoCode; federation: Federation }>(undefined);

  const log = (hook: string, summary: string) => setHooks((entries) => [...entries, { hook, summary }]);

  async function load(prepare: (code: DemoCode, federation: Federation) => void) {
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
    setStarted(true);
    setHooks([]);
    void load(() => {});
  };
  const switchToV2 = () => load((code, federation) => code.registerRemote(federation, code.manifestOf('v2')));
  const breakRemote = () => load((code, federation) => code.registerRemote(federation, code.manifestOf('missing')));
  const reset = () => {
    const current = demo.current;
    if (current) current.code.registerRemote(current.federation, current.code.manifestOf('v1'));
    setStarted(false);
    setHooks([]);
    setOutput({ kind: 'idle' });
  };

  return (
    <div className="mf-federation-demo" style={BOX}>
      <div>
        {!started ? (
          <button type="button" style={BUTTON} onClick={run}>
            {t('federationDemoRunText')}
          </button>
        ) : (
          <>
            <button type="button" style={BUTTON} disabled={busy} onClick={() => void switchToV2()}>
              {t('federationDemoSwitchText')}
            </button>
            <button type="button" style={BUTTON} disabled={busy} onClick={() => void breakRemote()}>
              {t('federationDemoBreakText')}
            </button>
            <button type="button" style={BUTTON} disabled={busy} onClick={reset}>
              {t('federationDemoResetText')}
            </button>
          </>
        )}
      </div>
      <Labelled label={t('federationDemoOutputText')}>
        {(id) => (
          <section aria-labelledby={id} aria-live="polite" aria-busy={busy}>
            {output.kind === 'idle' && <p>{t('federationDemoIdleText')}</p>}
            {output.kind === 'loading' && <p>{t('federationDemoLoadingText')}</p>}
            {output.kind === 'remote' && <RemoteView module={output.module} />}
            {output.kind === 'error' && <p role="alert">{`${t('federationDemoErrorText')} ${output.message}`}</p>}
          </section>
        )}
      </Labelled>
      <Labelled label={t('federationDemoHooksText')}>
        {(id) => (
          <ol aria-labelledby={id} style={LOG}>
            {hooks.map((entry, index) => (
              <li key={index} data-hook={entry.hook}>
                <code>{entry.hook}</code> {entry.summary}
              </li>
            ))}
          </ol>
        )}
      </Labelled>
    </div>
  );
}
