import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// One host, four builds: how it names the provider, and whether the snapshot plugin is kept
const variants = {
  manifest: { entry: 'mf-manifest.json', disableSnapshot: false },
  'remote-entry': { entry: 'remoteEntry.js', disableSnapshot: false },
  'no-snapshot': { entry: 'remoteEntry.js', disableSnapshot: true },
  'no-snapshot-manifest': { entry: 'mf-manifest.json', disableSnapshot: true },
};
type Variant = keyof typeof variants;
const variant = (process.env.VARIANT ?? 'manifest') as Variant;
const { entry, disableSnapshot } = variants[variant];

export default defineConfig(({ command }) => ({
  server: {
    port: 3140,
    strictPort: true,
  },
  output: {
    // Each variant is built into dist/<variant>/; the preview serves all of dist/
    distPath: { root: command === 'preview' ? 'dist' : `dist/${variant}` },
    assetPrefix: `/${variant}/`,
  },
  plugins: [
    pluginModuleFederation({
      name: 'host',
      remotes: {
        provider: `provider@http://localhost:3141/${entry}`,
      },
      dts: false,
      experiments: {
        optimization: { disableSnapshot },
      },
    }),
  ],
}));
