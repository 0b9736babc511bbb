/**
 * Where the Share lab reaches into `@module-federation/runtime` beyond its typed API, all in one
 * place: the runtime prints its share warnings through `console`, a remote's container is handed to
 * `loadEntry` as the bundler runtime would build it (the two share-scope calls take the runtime's
 * internal types), and a finished run's instances and share scopes are taken out of the runtime's
 * globals. These are written against RUNTIME_VERSION, the version NOTES.md's line references are
 * from; tests/unit/share-lab.test.ts fails when another version is installed, so these reaches and
 * NOTES.md are read again against it.
 */
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export const RUNTIME_VERSION = '2.9.3';

const CONSOLE_METHODS = ['warn', 'error', 'info', 'log'] as const;

/**
 * Sends whatever is printed through `console` to `print` until the returned function is called;
 * the runtime has no option to route its messages elsewhere.
 */
export function captureConsole(print: (args: unknown[]) => void): () => void {
  const original = CONSOLE_METHODS.map((method) => console[method]);
  for (const method of CONSOLE_METHODS) console[method] = (...args: unknown[]) => print(args);
  return () =>
    CONSOLE_METHODS.forEach((method, index) => {
      console[method] = original[index];
    });
}

/**
 * A remote's init as the bundler runtime's `initContainerEntry` and `initializeSharing` do it:
 * adopt the host's share scope, then register the remote's own versions into it.
 */
export function initRemoteSharing(
  instance: ModuleFederation,
  scope: string,
  strategy: 'version-first' | 'loaded-first',
  shared: { shareScope: Record<string, unknown>; initScope?: unknown[]; hostShareScopeMap?: Record<string, never> },
): Promise<void> {
  instance.initShareScopeMap(scope, shared.shareScope as never, { hostShareScopeMap: shared.hostShareScopeMap ?? {} });
  return Promise.all(instance.initializeSharing(scope, { strategy, initScope: shared.initScope as never, from: 'build' })).then(
    () => undefined,
  );
}

type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;

/** A container object as what `loadEntry` resolves to (the runtime types it as its internal RemoteEntryExports). */
export const asRemoteEntry = (container: object) => container as Awaited<ReturnType<LoadEntry>>;

/** Takes a run's instances, share scope maps and cached remote entries out of the runtime's globals. */
export function forgetRun(instances: ModuleFederation[], runId: string) {
  const global = globalThis as unknown as {
    __FEDERATION__?: { __INSTANCES__?: unknown[]; __SHARE__?: Record<string, unknown> };
    __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
  };
  const federation = global.__FEDERATION__;
  if (federation?.__INSTANCES__) {
    for (const instance of instances) {
      const index = federation.__INSTANCES__.indexOf(instance);
      if (index >= 0) federation.__INSTANCES__.splice(index, 1);
    }
  }
  if (federation?.__SHARE__) {
    for (const key of Object.keys(federation.__SHARE__)) if (key.endsWith(`@${runId}`)) delete federation.__SHARE__[key];
  }
  const loading = global.__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (loading) for (const key of Object.keys(loading)) if (key.includes(runId)) delete loading[key];
}
