import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

type Experiments = Parameters<typeof pluginModuleFederation>[0]['experiments'];

// VARIANT=<name> npm run build writes that variant to dist-<name>/ (measure.mjs builds
// them all); without VARIANT, the default variant goes to dist/.
// `null` builds the same app without Module Federation, as the baseline.
const variants: Record<string, Experiments | null> = {
  'no-federation': null,
  default: undefined,
  disableSnapshot: { optimization: { disableSnapshot: true } },
  disableRemote: { optimization: { disableRemote: true } },
  disableShared: { optimization: { disableShared: true } },
  'target-web': { optimization: { target: 'web' } },
  externalRuntime: { provideExternalRuntime: true },
  combined: { optimization: { disableSnapshot: true, disableShared: true, target: 'web' } },
};
const variant = process.env.VARIANT ?? 'default';
if (!(variant in variants)) throw new Error(`Unknown VARIANT: ${variant}`);
const experiments = variants[variant];

export default defineConfig({
  server: { port: 3100, strictPort: true },
  output: {
    distPath: { root: process.env.VARIANT ? `dist-${variant}` : 'dist' },
  },
  // The baseline bundles the remote's module instead of loading it
  resolve:
    experiments === null ? { alias: { 'remote/greeting': '../remote/src/greeting.ts' } } : {},
  plugins:
    experiments === null
      ? []
      : [
          pluginModuleFederation({
            name: 'size_host',
            remotes: { remote: 'size_remote@http://localhost:3101/remoteEntry.js' },
            dts: false,
            experiments,
          }),
        ],
});
