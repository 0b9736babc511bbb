// The Share lab's engine: it sets up one host and its remotes with the real `@module-federation/runtime`
// and lets the runtime decide which version each application gets. Nothing here compares versions or
// picks a winner: the outcome is what `loadShare` / `loadShareSync` returned, called the way a build's
// generated consume code calls them, and the messages are what the runtime printed or threw (see
// NOTES.md for the runtime and bundler runtime code this mirrors).
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { asRemoteEntry, captureConsole, forgetRun, initRemoteSharing } from './runtimeReach';

export type ShareStrategy = 'version-first' | 'loaded-first';

export interface LabApp {
  /** The application's federation name (host name or remote container name). */
  name: string;
  role: 'host' | 'remote';
  /** The version this application provides to the share scope (`shared[pkg].version`), or null for `import: false`. */
  provides: string | null;
  /** `shareConfig.requiredVersion`; undefined lets the runtime default it to `^<provides>`. */
  requiredVersion?: string | false;
  singleton: boolean;
  strictVersion: boolean;
  /** `shareConfig.eager`: the provided module is in the entry (sync getter) and it is consumed with `loadShareSync`. */
  eager: boolean;
  /** Already loaded before the others: consumes (and for a remote, gets loaded by the host) first. */
  loaded: boolean;
}

export interface LabInput {
  /** The one shared package, e.g. `react`. */
  pkg: string;
  /** The `shareStrategy` of every application: each instance is created with it, as each build would pass it. */
  shareStrategy: ShareStrategy;
  apps: LabApp[];
}

export interface AppOutcome {
  name: string;
  /** The runtime call that resolved this application's consumption. */
  call: 'loadShare' | 'loadShareSync';
  /** The module the application ends up with, read from the marker object its getter produced; null if none. */
  got: { version: string; from: string } | null;
  /**
   * `loadShare` returned `false` (nothing registered matches) and the application got its own bundled copy,
   * as the build's consume code falls back to it; `got` is then that copy and `returned` is `'false'`.
   */
  ownCopy?: true;
  /** What the runtime returned when it was not a module (e.g. `false` from `loadShare` when nothing matched). */
  returned?: string;
  /** Everything the runtime printed (console.warn / console.error / console.info / console.log) during this application's step, verbatim. */
  messages: string[];
  /** The message of what the runtime threw during this application's step, verbatim. */
  error?: string;
}

export interface LabOutcome {
  /** In the order the applications were run (loaded ones first, then table order). */
  apps: AppOutcome[];
  /** The shared share scope's entries for the package at the end (note: `from` is rewritten by whoever loaded it, see NOTES.md). */
  scope: Array<{ version: string; from: string; loaded: boolean; useIn: string[] }>;
}

/** What a provided module evaluates to: it names the application whose getter produced it. */
export interface LabMarker {
  shareLab: true;
  from: string;
  version: string;
}

type Runtime = typeof import('@module-federation/runtime');
type Shared = NonNullable<Parameters<Runtime['createInstance']>[0]['shared']>[string];

const SCOPE = 'default';
const EXPOSE = './lab';
let runCounter = 0;

const isMarker = (value: unknown): value is LabMarker =>
  typeof value === 'object' && value !== null && (value as LabMarker).shareLab === true;

/** The module an application bundles: what its provided getter and its consume fallback both evaluate to. */
const markerOf = (app: LabApp, version: string): LabMarker => ({ shareLab: true, from: app.name, version });

function shareConfigOf(app: LabApp) {
  const config: { singleton: boolean; strictVersion: boolean; eager: boolean; requiredVersion?: string | false } = {
    singleton: app.singleton,
    strictVersion: app.strictVersion,
    eager: app.eager,
  };
  if (app.requiredVersion !== undefined) config.requiredVersion = app.requiredVersion;
  return config as { singleton: boolean; strictVersion: boolean; eager: boolean; requiredVersion: string | false };
}

/**
 * The `shared` entry a build generates for a provided version: an eager one has a synchronous getter
 * (the module is in the entry chunk), a lazy one an asynchronous getter (a chunk to load).
 */
function providedShared(app: LabApp, version: string): Shared {
  const marker = markerOf(app, version);
  const factory = () => marker;
  return {
    version,
    scope: SCOPE,
    get: app.eager ? () => factory : () => Promise.resolve(factory),
    shareConfig: shareConfigOf(app),
  };
}

function format(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error
        ? arg.stack?.startsWith(`${arg.name}: ${arg.message}`)
          ? `${arg.name}: ${arg.message}`
          : String(arg)
        : typeof arg === 'string'
          ? arg
          : safeJson(arg),
    )
    .join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Runs the applications through the real runtime. `runtime` defaults to `import('@module-federation/runtime')`,
 * so the page pays for the runtime only when Run is pressed.
 */
export async function negotiate(input: LabInput, runtime?: Runtime): Promise<LabOutcome> {
  const mf = runtime ?? (await import('@module-federation/runtime'));
  const hostApp = input.apps.find((app) => app.role === 'host');
  if (!hostApp) throw new Error('The lab needs a host');
  if (!input.pkg) throw new Error('The lab needs the name of a shared package');
  const remoteApps = input.apps.filter((app) => app.role === 'remote');
  const runId = `${Date.now().toString(36)}${(runCounter++).toString(36)}`;
  const entryOf = (name: string) => `share-lab:${runId}/${name}/remoteEntry.js`;

  // Every message the runtime prints goes to the application whose step is running.
  let current: string[] = [];
  const restoreConsole = captureConsole((args) => current.push(format(args)));

  const instances: ModuleFederation[] = [];
  const remoteInstances = new Map<string, ModuleFederation>();
  const create = (
    app: LabApp,
    extra: { remotes?: Array<{ name: string; entry: string; shareScope: string }>; plugins?: ModuleFederationRuntimePlugin[] } = {},
  ) => {
    const instance = mf.createInstance({
      name: app.name,
      version: runId,
      shareStrategy: input.shareStrategy,
      remotes: extra.remotes ?? [],
      plugins: extra.plugins,
      shared: app.provides === null ? {} : { [input.pkg]: providedShared(app, app.provides) },
    });
    instances.push(instance);
    return instance;
  };

  /**
   * A remote's container as its remoteEntry exposes it. `init` does what the bundler runtime's
   * initContainerEntry + initializeSharing do: adopt the host's share scope, then register the
   * remote's provided versions into it (`initializeSharing(..., { from: 'build' })`).
   */
  const containerOf = (app: LabApp) => {
    const instance = create(app);
    remoteInstances.set(app.name, instance);
    return {
      init(shareScope: Record<string, unknown>, initScope?: unknown[], options?: { shareScopeMap?: Record<string, never> }) {
        return initRemoteSharing(instance, SCOPE, input.shareStrategy, {
          shareScope,
          initScope,
          hostShareScopeMap: options?.shareScopeMap,
        });
      },
      get: async () => () => ({ remote: app.name }),
    };
  };

  // The remotes' entries are "downloaded" by this plugin instead of a script tag: no request leaves the page.
  const entries: ModuleFederationRuntimePlugin = {
    name: 'share-lab-entries',
    loadEntry({ remoteInfo }) {
      const app = remoteApps.find((remote) => entryOf(remote.name) === remoteInfo.entry);
      return app ? asRemoteEntry(containerOf(app)) : undefined;
    },
  };

  const outcomes: AppOutcome[] = [];
  let host: ModuleFederation | undefined;
  try {
    current = [];
    host = create(hostApp, {
      remotes: remoteApps.map((app) => ({ name: app.name, entry: entryOf(app.name), shareScope: SCOPE })),
      plugins: [entries],
    });
    const hostStartup = current;

    const order = [...input.apps.filter((app) => app.loaded), ...input.apps.filter((app) => !app.loaded)];
    for (const app of order) {
      const outcome: AppOutcome = {
        name: app.name,
        call: app.eager ? 'loadShareSync' : 'loadShare',
        got: null,
        messages: app === hostApp ? [...hostStartup] : [],
      };
      outcomes.push(outcome);
      current = outcome.messages;
      try {
        let instance: ModuleFederation | undefined = host;
        if (app.role === 'remote') {
          // The host loads the remote (its container's init registers the remote's versions), then the remote consumes.
          await host.loadRemote(`${app.name}/${EXPOSE.slice(2)}`);
          instance = remoteInstances.get(app.name);
          if (!instance) throw new Error(`The host did not load the remote "${app.name}"`);
        }
        // As a build's consume code does (webpack-bundler-runtime consumes.js / installInitialConsumes.js): every
        // application passes its consume options as `customShareInfo`, whether it provides the package or not.
        const extra = {
          customShareInfo: { shareConfig: shareConfigOf(app), scope: [SCOPE] },
          context: { trigger: 'build' as const, moduleId: `webpack/sharing/consume/${SCOPE}/${input.pkg}` },
        };
        const result = app.eager ? instance.loadShareSync(input.pkg, extra) : await instance.loadShare(input.pkg, extra);
        if (result === false && app.provides !== null) {
          // Nothing registered matches: the build's code then runs the application's own bundled module (the
          // consume's fallback getter) and leaves the share scope as it is. With `import: false` there is no
          // fallback, and a build throws RUNTIME-012; the lab shows the `false` itself.
          const own = markerOf(app, app.provides);
          outcome.got = { version: own.version, from: own.from };
          outcome.ownCopy = true;
          outcome.returned = 'false';
        } else {
          const module = typeof result === 'function' ? (result as () => unknown)() : result;
          if (isMarker(module)) outcome.got = { version: module.version, from: module.from };
          else outcome.returned = safeJson(module);
        }
      } catch (thrown) {
        outcome.error = thrown instanceof Error ? thrown.message : String(thrown);
      }
    }
  } finally {
    restoreConsole();
  }

  const versions = (host?.shareScopeMap[SCOPE]?.[input.pkg] ?? {}) as Record<
    string,
    { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] }
  >;
  const scope = Object.entries(versions).map(([version, shared]) => ({
    version,
    from: shared.from,
    loaded: Boolean(shared.loaded),
    useIn: [...(shared.useIn ?? [])],
  }));
  forgetRun(instances, runId);
  return { apps: outcomes, scope };
}
