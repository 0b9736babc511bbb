// The Share lab's presets: inputs only. What each one gives is whatever the runtime returns for it.
import type { LabApp, LabInput } from './negotiate';

/** One application of a lab table, with every option off unless given. */
export const app = (name: string, role: LabApp['role'], provides: string | null, options: Partial<LabApp> = {}): LabApp => ({
  name,
  role,
  provides,
  singleton: false,
  strictVersion: false,
  eager: false,
  loaded: false,
  ...options,
});

export const PRESETS = {
  /** (a) Two majors of React as singletons. */
  twoMajorSingletons: {
    pkg: 'react',
    shareStrategy: 'version-first',
    apps: [
      app('host', 'host', '17.0.2', { requiredVersion: '^17.0.0', singleton: true, loaded: true }),
      app('remote_a', 'remote', '18.3.1', { requiredVersion: '^18.0.0', singleton: true }),
    ],
  },
  /** (b) A strict version that cannot be satisfied. */
  strictUnsatisfiable: {
    pkg: 'react',
    shareStrategy: 'version-first',
    apps: [
      app('host', 'host', '18.3.1', { requiredVersion: '^18.0.0', singleton: true, loaded: true }),
      app('remote_a', 'remote', '17.0.2', { requiredVersion: '^17.0.0', singleton: true, strictVersion: true }),
    ],
  },
  /** (c) loaded-first keeps an old version that is already loaded; compare with the same apps under version-first. */
  loadedFirstKeepsOld: {
    pkg: 'react',
    shareStrategy: 'loaded-first',
    apps: [
      app('host', 'host', '18.2.0', { requiredVersion: '^18.0.0', singleton: true, loaded: true }),
      app('remote_a', 'remote', '18.3.1', { requiredVersion: '^18.3.0', singleton: true }),
    ],
  },
  /** (d) An eager provider with a lazy consumer. */
  eagerProviderLazyConsumer: {
    pkg: 'react',
    shareStrategy: 'version-first',
    apps: [
      app('host', 'host', '18.2.0', { requiredVersion: '^18.0.0', singleton: true, eager: true, loaded: true }),
      app('remote_a', 'remote', '18.3.1', { requiredVersion: '^18.0.0', singleton: true }),
      app('remote_b', 'remote', '18.3.1', { requiredVersion: '^18.0.0', singleton: true, eager: true }),
    ],
  },
  /** (e) No provider at all. */
  noProvider: {
    pkg: 'react',
    shareStrategy: 'version-first',
    apps: [
      app('host', 'host', null, { requiredVersion: '^18.0.0', singleton: true, eager: true, loaded: true }),
      app('remote_a', 'remote', null, { requiredVersion: '^18.0.0', singleton: true }),
    ],
  },
} satisfies Record<string, LabInput>;

export type PresetName = keyof typeof PRESETS;
