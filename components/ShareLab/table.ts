// The Share lab's table as the reader edits it (text fields as typed), and the runtime input it stands for.
import type { LabApp, LabInput, ShareStrategy } from './negotiate';

export interface Row {
  name: string;
  role: LabApp['role'];
  /** As typed: empty means the application provides nothing (`import: false`). */
  provides: string;
  /** As typed: empty leaves the runtime's default (`^` + the provided version); `false` accepts any version. */
  requiredVersion: string;
  singleton: boolean;
  strictVersion: boolean;
  eager: boolean;
  loaded: boolean;
}

export interface Table {
  pkg: string;
  shareStrategy: ShareStrategy;
  rows: Row[];
}

export type Flag = 'singleton' | 'strictVersion' | 'eager' | 'loaded';
export const FLAGS: Flag[] = ['singleton', 'strictVersion', 'eager', 'loaded'];

/** A host and at most three remotes, named as the presets name them. */
export const REMOTE_NAMES = ['remote_a', 'remote_b', 'remote_c'];

export function tableOf(input: LabInput): Table {
  return {
    pkg: input.pkg,
    shareStrategy: input.shareStrategy,
    rows: input.apps.map((app) => ({
      name: app.name,
      role: app.role,
      provides: app.provides ?? '',
      requiredVersion: app.requiredVersion === undefined ? '' : String(app.requiredVersion),
      singleton: app.singleton,
      strictVersion: app.strictVersion,
      eager: app.eager,
      loaded: app.loaded,
    })),
  };
}

function requiredVersionOf(typed: string): string | false | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  return text === 'false' ? false : text;
}

export function inputOf(table: Table): LabInput {
  return {
    // As typed: an empty name stays empty (the lab asks for one), it is never replaced by a default.
    pkg: table.pkg.trim(),
    shareStrategy: table.shareStrategy,
    apps: table.rows.map((row) => ({
      name: row.name,
      role: row.role,
      provides: row.provides.trim() === '' ? null : row.provides.trim(),
      requiredVersion: requiredVersionOf(row.requiredVersion),
      singleton: row.singleton,
      strictVersion: row.strictVersion,
      eager: row.eager,
      loaded: row.loaded,
    })),
  };
}

/** The table with one more remote (the first free name), or unchanged when it already has three. */
export function withRemoteAdded(table: Table): Table {
  const name = REMOTE_NAMES.find((candidate) => !table.rows.some((row) => row.name === candidate));
  if (!name) return table;
  const remote: Row = {
    name,
    role: 'remote',
    provides: '',
    requiredVersion: '',
    singleton: false,
    strictVersion: false,
    eager: false,
    loaded: false,
  };
  // A new remote starts like the host: same package version and options, so one change shows its effect.
  const host = table.rows.find((row) => row.role === 'host');
  const start = host ? { ...host, name, role: 'remote' as const, loaded: false } : remote;
  return { ...table, rows: [...table.rows, start] };
}
