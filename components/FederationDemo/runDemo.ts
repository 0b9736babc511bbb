// The code the runtime page's demo runs; the page shows this file as it is.
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';

/** What `demo/remote` exposes as `./Counter`. */
export interface CounterModule {
  default: React.ComponentType<{ label: string }>;
  version?: string;
  useStateOfRemote?: typeof React.useState;
}

export type Log = (hook: string, summary: string) => void;

export const REMOTE = 'federation_demo';
export const manifestOf = (version: string) => `/demo/remote/${version}/mf-manifest.json`;

/** A runtime plugin that logs each hook as it fires, with a short summary of its arguments. */
export function logHooks(log: Log, fallback: CounterModule): ModuleFederationRuntimePlugin {
  return {
    name: 'log-hooks',
    beforeInit(args) {
      log('beforeInit', `name: ${args.userOptions.name}`);
      return args;
    },
    init({ options }) {
      log('init', `remotes: ${options.remotes.map((remote) => remote.name).join(', ')}`);
    },
    beforeRequest(args) {
      log('beforeRequest', `id: ${args.id}`);
      return args;
    },
    afterResolve(args) {
      log('afterResolve', `${args.pkgNameOrAlias} ${args.expose} from ${'entry' in args.remote ? args.remote.entry : args.remote.version}`);
      return args;
    },
    loadRemoteSnapshot(args) {
      log('loadRemoteSnapshot', `manifest: ${'entry' in args.moduleInfo ? args.moduleInfo.entry : ''}`);
      return args;
    },
    loadEntry({ remoteInfo }) {
      log('loadEntry', `${remoteInfo.entryGlobalName} from ${remoteInfo.entry}`);
    },
    beforeInitContainer(args) {
      log('beforeInitContainer', `share scope: ${String(args.shareScope ? Object.keys(args.shareScope).join(', ') : '')}`);
      return args;
    },
    resolveShare(args) {
      log(
        'resolveShare',
        `${args.pkgName} ${args.version} from ${args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version]?.from ?? ''}`,
      );
      return args;
    },
    onLoad(args) {
      log('onLoad', `${args.id}: ${Object.keys(args.exposeModule ?? {}).join(', ')}`);
    },
    errorLoadRemote({ id, lifecycle, error }) {
      log('errorLoadRemote', `${lifecycle}, ${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      // In `afterResolve` the runtime wants a manifest: give none, so loadRemote fails and asks again.
      if (lifecycle === 'onLoad') return fallback;
    },
  };
}

/** A federation instance of the page, with the page's React and React DOM as shared singletons. */
export function createDemoInstance(log: Log, fallback: CounterModule): ModuleFederation {
  const singleton = { singleton: true, requiredVersion: '^19.0.0' };
  return createInstance({
    name: 'runtime_page',
    remotes: [{ name: REMOTE, entry: manifestOf('v1') }],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: singleton },
      'react-dom': { version: ReactDOM.version, lib: () => ReactDOM, shareConfig: singleton },
    },
    plugins: [logHooks(log, fallback)],
  });
}

/** Points the remote at another manifest; the next loadRemote fetches it. */
export function registerRemote(federation: ModuleFederation, entry: string): void {
  federation.registerRemotes([{ name: REMOTE, entry }], { force: true });
}

export const loadCounter = (federation: ModuleFederation) => federation.loadRemote<CounterModule>(`${REMOTE}/Counter`);
