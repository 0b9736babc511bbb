/**
 * The Share lab of /playground/ shows what the real runtime decides. For each preset, negotiate() must give what a
 * second, independent drive of @module-federation/runtime (written here with createInstance / initShareScopeMap /
 * initializeSharing / loadShare directly, no remotes, no plugin) gives for the same inputs, and a runtime plugin
 * that changes the runtime's choice must change negotiate()'s answer: it cannot have been computed elsewhere.
 * Both call loadShare / loadShareSync as a build's generated consume code does: with `customShareInfo`, and with
 * the application's own copy when loadShare returns false. For the case where that matters, a third drive runs
 * the real consume handlers of @module-federation/webpack-bundler-runtime.
 */
import * as runtime from '@module-federation/runtime';
import runtimePackage from '@module-federation/runtime/package.json' with { type: 'json' };
import { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { describe, expect, it } from 'vitest';
import { type LabApp, type LabInput, type LabMarker, negotiate } from '../../components/ShareLab/negotiate';
import { app, PRESETS } from '../../components/ShareLab/presets';
import { RUNTIME_VERSION } from '../../components/ShareLab/runtimeReach';

/**
 * loaded-first; the host, loaded first, provides 18.2.0 but requires ^19.0.0 (not a singleton); remote_a provides
 * 18.3.1 as a singleton requiring ^18.0.0. Nothing registered satisfies the host: a build's loadShare returns false
 * and the host runs its own copy, which stays unloaded in the scope, so loaded-first does not hand it to remote_a.
 */
const NOTHING_MATCHES_HOST: LabInput = {
  pkg: 'react',
  shareStrategy: 'loaded-first',
  apps: [
    app('host', 'host', '18.2.0', { requiredVersion: '^19.0.0', loaded: true }),
    app('remote_a', 'remote', '18.3.1', { requiredVersion: '^18.0.0', singleton: true }),
  ],
};

interface Drive {
  got: { version: string; from: string } | null;
  messages: string[];
  error?: string;
}

/** The same set-up, driven by hand: the host's scope object is given to each remote, as a container's init does. */
async function driveByHand(input: LabInput): Promise<Record<string, Drive>> {
  const id = `byhand${Math.random().toString(36).slice(2)}`;
  const sharedOf = (app: LabApp) => {
    if (app.provides === null) return {};
    const module: LabMarker = { shareLab: true, from: app.name, version: app.provides };
    const shareConfig = {
      singleton: app.singleton,
      strictVersion: app.strictVersion,
      eager: app.eager,
      ...(app.requiredVersion === undefined ? {} : { requiredVersion: app.requiredVersion }),
    };
    return {
      [input.pkg]: {
        version: app.provides,
        scope: 'default',
        shareConfig: shareConfig as never,
        get: app.eager ? () => () => module : async () => () => module,
      },
    };
  };
  const results: Record<string, Drive> = {};
  const warn = console.warn;
  let sink: string[] = [];
  console.warn = (...args: unknown[]) => void sink.push(args.join(' '));
  try {
    const hostApp = input.apps.find((app) => app.role === 'host')!;
    const host = runtime.createInstance({
      name: hostApp.name,
      version: id,
      shareStrategy: input.shareStrategy,
      remotes: [],
      shared: sharedOf(hostApp),
    });
    const scopeMap = host.shareScopeMap;
    const instances = new Map([[hostApp.name, host]]);
    const registerRemote = (app: LabApp) => {
      if (instances.has(app.name)) return;
      const remote = runtime.createInstance({
        name: app.name,
        version: id,
        shareStrategy: input.shareStrategy,
        remotes: [],
        shared: sharedOf(app),
      });
      scopeMap.default ??= {};
      remote.initShareScopeMap('default', scopeMap.default, { hostShareScopeMap: scopeMap });
      remote.initializeSharing('default', { strategy: input.shareStrategy, from: 'build', initScope: [] });
      instances.set(app.name, remote);
    };
    const remotes = input.apps.filter((app) => app.role === 'remote');
    let hostStarted = false;
    for (const app of [...input.apps.filter((a) => a.loaded), ...input.apps.filter((a) => !a.loaded)]) {
      sink = [];
      const result: Drive = { got: null, messages: sink };
      results[app.name] = result;
      // version-first: the host's first loadShare initialises every remote (async, so a sync call does not wait).
      const versionFirstAtStart = input.shareStrategy === 'version-first' && !hostStarted;
      hostStarted = true;
      if (versionFirstAtStart && !app.eager) remotes.forEach(registerRemote);
      if (app.role === 'remote') registerRemote(app);
      const instance = instances.get(app.name)!;
      // Every consume passes its options, as webpack-bundler-runtime's consumes / installInitialConsumes do.
      const extra = {
        customShareInfo: {
          shareConfig: {
            singleton: app.singleton,
            strictVersion: app.strictVersion,
            eager: app.eager,
            requiredVersion: app.requiredVersion as string,
          },
          scope: ['default'],
        },
      };
      try {
        const factory = app.eager
          ? instance.loadShareSync<LabMarker>(input.pkg, extra)
          : await instance.loadShare<LabMarker>(input.pkg, extra);
        // false: the build's code falls back to the application's own module.
        const module =
          typeof factory === 'function'
            ? factory()
            : factory === false && app.provides !== null
              ? { version: app.provides, from: app.name }
              : undefined;
        if (module) result.got = { version: module.version, from: module.from };
      } catch (error) {
        result.error = (error as Error).message;
      }
      if (versionFirstAtStart && app.eager) remotes.forEach(registerRemote);
    }
  } finally {
    console.warn = warn;
  }
  return results;
}

/**
 * The same set-up run by the real bundler runtime: each application gets a stand-in `__webpack_require__` with the
 * consume data a build generates (webpack-bundler-runtime's updateConsumeOptions reads it), and its shared module is
 * required through `consumes` (lazy) or `installInitialConsumes` (eager); each remote's container init is the real
 * `initContainerEntry` and `I`. Gives, per application, the module it ends up with (or what was thrown).
 */
async function driveLikeABuild(input: LabInput) {
  const id = `build${Math.random().toString(36).slice(2)}`;
  const moduleId = `webpack/sharing/consume/default/${input.pkg}`;
  const markerOf = (app: LabApp): LabMarker => ({ shareLab: true, from: app.name, version: app.provides! });
  const sharedOf = (app: LabApp) =>
    app.provides === null
      ? {}
      : {
          [input.pkg]: {
            version: app.provides,
            scope: 'default',
            shareConfig: {
              singleton: app.singleton,
              strictVersion: app.strictVersion,
              eager: app.eager,
              requiredVersion: app.requiredVersion,
            } as never,
            get: app.eager ? () => () => markerOf(app) : async () => () => markerOf(app),
          },
        };
  type Require = ((id: string) => unknown) & Record<string, unknown>;
  const requireOf = (app: LabApp, instance: runtime.ModuleFederation): Require => {
    const modules: Record<string, (module: { exports: unknown }) => void> = {};
    const req = ((id: string) => {
      const module = { exports: {} as unknown };
      modules[id](module);
      return module.exports;
    }) as Require;
    const initPromises = {};
    const initTokens = {};
    Object.assign(req, {
      m: modules,
      c: {},
      S: {},
      o: (object: object, key: string) => Object.hasOwn(object, key),
      I: (shareScopeName: string, initScope: unknown) =>
        bundlerRuntime.I({ shareScopeName, webpackRequire: req as never, initPromises, initTokens, initScope: initScope as never }),
      federation: { instance, initOptions: { name: app.name, shareStrategy: input.shareStrategy }, bundlerRuntimeOptions: {} },
      consumesLoadingData: {
        moduleIdToConsumeDataMapping: {
          [moduleId]: {
            // The generated fallback: the application's own module, from a chunk (lazy) or from the entry (eager).
            fallback: app.provides === null ? undefined : app.eager ? () => () => markerOf(app) : async () => () => markerOf(app),
            shareScope: ['default'],
            singleton: app.singleton,
            requiredVersion: app.requiredVersion,
            strictVersion: app.strictVersion,
            eager: app.eager,
            shareKey: input.pkg,
          },
        },
        chunkMapping: app.eager ? {} : { main: [moduleId] },
        initialConsumes: app.eager ? [moduleId] : [],
      },
    });
    return req;
  };
  const requires = new Map<string, Require>();
  const remotes = input.apps.filter((app) => app.role === 'remote');
  const entryOf = (name: string) => `${id}/${name}/remoteEntry.js`;
  const hostApp = input.apps.find((app) => app.role === 'host')!;
  const host = runtime.createInstance({
    name: hostApp.name,
    version: id,
    shareStrategy: input.shareStrategy,
    remotes: remotes.map((remote) => ({ name: remote.name, entry: entryOf(remote.name), shareScope: 'default' })),
    shared: sharedOf(hostApp),
    plugins: [
      {
        name: 'share-lab-test-build-entries',
        loadEntry({ remoteInfo }) {
          const remote = remotes.find((candidate) => entryOf(candidate.name) === remoteInfo.entry);
          if (!remote) return undefined;
          const instance = runtime.createInstance({
            name: remote.name,
            version: id,
            shareStrategy: input.shareStrategy,
            remotes: [],
            shared: sharedOf(remote),
          });
          const req = requireOf(remote, instance);
          requires.set(remote.name, req);
          return {
            init: (shareScope: unknown, initScope: unknown, remoteEntryInitOptions: unknown) =>
              bundlerRuntime.initContainerEntry!({
                shareScope: shareScope as never,
                initScope: initScope as never,
                remoteEntryInitOptions: remoteEntryInitOptions as never,
                shareScopeKey: 'default',
                webpackRequire: req as never,
              }),
            get: async () => () => ({}),
          } as never;
        },
      },
    ],
  });
  requires.set(hostApp.name, requireOf(hostApp, host));
  const results: Record<string, { got: { version: string; from: string } | null; error?: string }> = {};
  const { warn, error } = console;
  console.warn = console.error = () => undefined;
  try {
    for (const app of [...input.apps.filter((a) => a.loaded), ...input.apps.filter((a) => !a.loaded)]) {
      try {
        if (app.role === 'remote') await host.loadRemote(`${app.name}/lab`);
        const req = requires.get(app.name)!;
        const options = { installedModules: {}, moduleToHandlerMapping: {}, webpackRequire: req as never };
        if (app.eager) bundlerRuntime.installInitialConsumes({ ...options, initialConsumes: [] });
        else {
          const promises: Promise<unknown>[] = [];
          bundlerRuntime.consumes({ ...options, chunkId: 'main', promises, chunkMapping: {} });
          await Promise.all(promises);
        }
        const module = req(moduleId) as LabMarker;
        results[app.name] = { got: { version: module.version, from: module.from } };
      } catch (thrown) {
        results[app.name] = { got: null, error: (thrown as Error).message };
      }
    }
  } finally {
    console.warn = warn;
    console.error = error;
  }
  const scope = Object.entries(host.shareScopeMap.default?.[input.pkg] ?? {}).map(([version, shared]) => ({
    version,
    loaded: Boolean(shared.loaded),
  }));
  return { apps: results, scope };
}

const summary = (outcome: Awaited<ReturnType<typeof negotiate>>) =>
  Object.fromEntries(
    outcome.apps.map((app) => [app.name, { got: app.got, messages: app.messages, ...(app.error ? { error: app.error } : {}) }]),
  );

describe('share lab: negotiate() is what the runtime decides', () => {
  for (const [name, input] of [...Object.entries(PRESETS), ['nothingMatchesHost', NOTHING_MATCHES_HOST]] as Array<[string, LabInput]>) {
    it(`${name}: same outcome as driving the runtime by hand`, async () => {
      const lab = await negotiate(input);
      expect(summary(lab)).toEqual(await driveByHand(input));
    });
  }

  it('(a) two majors as singletons: one copy for everyone, and the runtime warns the host', async () => {
    const { apps } = await negotiate(PRESETS.twoMajorSingletons);
    expect(apps.map((app) => app.got)).toEqual([
      { version: '18.3.1', from: 'remote_a' },
      { version: '18.3.1', from: 'remote_a' },
    ]);
    expect(apps[0].messages).toEqual([
      '[ Federation Runtime ] Version 18.3.1 from remote_a of shared singleton module react does not satisfy the requirement of host which needs ^17.0.0)',
    ]);
  });

  it('(b) strictVersion on a singleton that cannot be satisfied: the runtime throws instead of warning', async () => {
    const { apps } = await negotiate(PRESETS.strictUnsatisfiable);
    const remote = apps.find((app) => app.name === 'remote_a')!;
    expect(remote.got).toBeNull();
    expect(remote.error).toBe(
      '[ Federation Runtime ]: Version 18.3.1 from host of shared singleton module react does not satisfy the requirement of remote_a which needs ^17.0.0)',
    );
  });

  it('(c) loaded-first keeps the loaded 18.2.0; version-first gives everyone 18.3.1', async () => {
    const loadedFirst = await negotiate(PRESETS.loadedFirstKeepsOld);
    const versionFirst = await negotiate({ ...PRESETS.loadedFirstKeepsOld, shareStrategy: 'version-first' });
    expect(loadedFirst.apps.map((app) => app.got?.version)).toEqual(['18.2.0', '18.2.0']);
    expect(loadedFirst.apps[1].messages[0]).toContain(
      'Version 18.2.0 from host of shared singleton module react does not satisfy the requirement of remote_a which needs ^18.3.0',
    );
    expect(versionFirst.apps.map((app) => app.got?.version)).toEqual(['18.3.1', '18.3.1']);
  });

  it('(d) an eager provider: lazy and eager consumers get the eager, already loaded copy', async () => {
    const { apps } = await negotiate(PRESETS.eagerProviderLazyConsumer);
    expect(apps.map((app) => [app.name, app.call, app.got])).toEqual([
      ['host', 'loadShareSync', { version: '18.2.0', from: 'host' }],
      ['remote_a', 'loadShare', { version: '18.2.0', from: 'host' }],
      ['remote_b', 'loadShareSync', { version: '18.2.0', from: 'host' }],
    ]);
  });

  it('(e) no provider: loadShareSync throws RUNTIME-006, loadShare returns false', async () => {
    const { apps } = await negotiate(PRESETS.noProvider);
    expect(apps[0].error).toContain('#RUNTIME-006');
    expect(apps[0].error).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-006');
    expect(apps[1]).toMatchObject({ got: null, returned: 'false' });
  });

  it('nothing registered matches: loadShare returns false and the application uses its own copy, as in a build', async () => {
    const lab = await negotiate(NOTHING_MATCHES_HOST);
    const build = await driveLikeABuild(NOTHING_MATCHES_HOST);
    // What the build's generated code, run by the real bundler runtime, ends up with.
    expect(build.apps).toEqual({
      host: { got: { version: '18.2.0', from: 'host' } },
      remote_a: { got: { version: '18.3.1', from: 'remote_a' } },
    });
    expect(Object.fromEntries(lab.apps.map((outcome) => [outcome.name, { got: outcome.got }]))).toEqual(build.apps);
    expect(lab.apps[0]).toMatchObject({ name: 'host', call: 'loadShare', ownCopy: true, returned: 'false', messages: [] });
    expect(lab.apps[1].ownCopy).toBeUndefined();
    // The host's own copy is never marked loaded in the scope, so loaded-first does not hand it to remote_a.
    expect(lab.scope.map(({ version, loaded }) => ({ version, loaded }))).toEqual(build.scope);
    expect(build.scope).toEqual([
      { version: '18.2.0', loaded: false },
      { version: '18.3.1', loaded: true },
    ]);
  });

  it('every preset ends with the module and share scope the bundler runtime gives', async () => {
    for (const input of Object.values(PRESETS) as LabInput[]) {
      const lab = await negotiate(input);
      const build = await driveLikeABuild(input);
      for (const outcome of lab.apps) expect(outcome.got, outcome.name).toEqual(build.apps[outcome.name].got);
      expect(lab.scope.map(({ version, loaded }) => ({ version, loaded }))).toEqual(build.scope);
    }
  });

  it('a runtime plugin that changes the choice changes the outcome (nothing is precomputed)', async () => {
    const plugin: runtime.ModuleFederationRuntimePlugin = {
      name: 'share-lab-test-pick-lowest',
      resolveShare(args) {
        const versions = args.shareScopeMap[args.scope][args.pkgName];
        args.resolver = () => ({ shared: versions['17.0.2'], useTreesShaking: false });
        return args;
      },
    };
    runtime.registerGlobalPlugins([plugin]);
    try {
      const { apps } = await negotiate(PRESETS.twoMajorSingletons);
      expect(apps.map((app) => app.got)).toEqual([
        { version: '17.0.2', from: 'host' },
        { version: '17.0.2', from: 'host' },
      ]);
      expect(apps.every((app) => app.messages.length === 0)).toBe(true);
    } finally {
      const globalPlugins = (globalThis as unknown as { __FEDERATION__: { __GLOBAL_PLUGIN__: unknown[] } }).__FEDERATION__
        .__GLOBAL_PLUGIN__;
      globalPlugins.splice(globalPlugins.indexOf(plugin), 1);
    }
  });

  it('leaves no instance of its own in the runtime globals', async () => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ options: { version?: string } }> } })
      .__FEDERATION__;
    const before = federation.__INSTANCES__.length;
    await negotiate(PRESETS.loadedFirstKeepsOld);
    expect(federation.__INSTANCES__.length).toBe(before);
  });
});

describe("the lab's reaches into the runtime", () => {
  it('were written against the installed @module-federation/runtime', () => {
    expect(
      runtimePackage.version,
      `components/ShareLab/runtimeReach.ts and NOTES.md were checked against ${RUNTIME_VERSION}: read them against the installed runtime, then set RUNTIME_VERSION`,
    ).toBe(RUNTIME_VERSION);
  });
});
