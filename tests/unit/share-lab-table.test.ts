/**
 * The Share lab's table stands for exactly the runtime input the reader sees (empty version = provides
 * nothing, empty requiredVersion = the runtime's default), and the configuration it prints would make a
 * build register and consume the package the way the lab runs it.
 */
import { describe, expect, it } from 'vitest';
import { configCode } from '../../components/ShareLab/configCode';
import { PRESETS } from '../../components/ShareLab/presets';
import { inputOf, tableOf, withRemoteAdded } from '../../components/ShareLab/table';

describe('share lab table', () => {
  it('gives back each preset unchanged', () => {
    for (const preset of Object.values(PRESETS)) expect(inputOf(tableOf(preset))).toEqual(preset);
  });

  it('reads an empty version as import: false, an empty range as the default and "false" as any version', () => {
    const table = tableOf(PRESETS.twoMajorSingletons);
    table.rows[1] = { ...table.rows[1], provides: ' ', requiredVersion: 'false' };
    table.rows[0] = { ...table.rows[0], requiredVersion: '' };
    const [host, remote] = inputOf(table).apps;
    expect(host.requiredVersion).toBeUndefined();
    expect(remote).toMatchObject({ provides: null, requiredVersion: false });
  });

  it('keeps an empty package name empty instead of putting react in its place', () => {
    const table = { ...tableOf(PRESETS.twoMajorSingletons), pkg: '  ' };
    expect(inputOf(table).pkg).toBe('');
  });

  it('adds remotes up to three, with free names', () => {
    let table = tableOf(PRESETS.twoMajorSingletons);
    table = withRemoteAdded(withRemoteAdded(table));
    expect(table.rows.map((row) => row.name)).toEqual(['host', 'remote_a', 'remote_b', 'remote_c']);
    expect(withRemoteAdded(table)).toBe(table);
  });
});

describe('share lab configuration', () => {
  it('writes the shared entry of each application', () => {
    const input = PRESETS.loadedFirstKeepsOld;
    expect(configCode(input, input.apps[1])).toBe(
      [
        "import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';",
        '',
        'export default createModuleFederationConfig({',
        "  name: 'remote_a',",
        "  shareStrategy: 'loaded-first',",
        '  shared: {',
        '    react: {',
        "      version: '18.3.1',",
        "      requiredVersion: '^18.3.0',",
        '      singleton: true,',
        '    },',
        '  },',
        '});',
      ].join('\n'),
    );
  });

  it('writes import: false for no provider, and strictVersion: false where the build would turn it on', () => {
    const input = { ...PRESETS.noProvider, pkg: 'react-dom' };
    expect(configCode(input, input.apps[0])).toContain(
      "'react-dom': {\n      import: false,\n      requiredVersion: '^18.0.0',\n      singleton: true,\n      eager: true,",
    );
    const lazy = { ...input.apps[1], provides: '1.0.0', singleton: false };
    expect(configCode(input, lazy)).toContain('strictVersion: false');
  });
});
