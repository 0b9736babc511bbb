/**
 * The Share lab of /playground/ shows what the real runtime decides. For each preset, negotiate() must give what a
 * second, independent drive of @module-federation/runtime (written here with createInstance / initShareScopeMap /
 * initializeSharing / loadShare directly, no remotes, no plugin) gives for the same inputs, and a runtime plugin
 * that changes the runtime's choice must change negotiate()'s answer: it cannot have been computed elsewhere.
 */
import * as runtime from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { negotiate, type LabApp, type LabInput, type LabMarker } from '../../components/ShareLab/negotiate';
import { PRESETS } from '../../components/ShareLab/presets';

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
      const extra =
        app.provides === null
          ? {
              customShareInfo: {
                shareConfig: {
                  singleton: app.singleton,
                  strictVersion: app.strictVersion,
                  eager: app.eager,
                  requiredVersion: app.requiredVersion as string,
                },
                scope: ['default'],
              },
            }
          : undefined;
      try {
        const factory = app.eager
          ? instance.loadShareSync<LabMarker>(input.pkg, extra)
          : await instance.loadShare<LabMarker>(input.pkg, extra);
        const module = typeof factory === 'function' ? factory() : undefined;
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

const summary = (outcome: Awaited<ReturnType<typeof negotiate>>) =>
  Object.fromEntries(
    outcome.apps.map((app) => [app.name, { got: app.got, messages: app.messages, ...(app.error ? { error: app.error } : {}) }]),
  );

describe('share lab: negotiate() is what the runtime decides', () => {
  for (const [name, input] of Object.entries(PRESETS) as Array<[string, LabInput]>) {
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
