import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// SCOPE=default builds the same remote without its own share scope
const shareScope = process.env.SCOPE ?? 'legacy';

export default defineConfig({
  server: { port: 3072, strictPort: true },
  output: { assetPrefix: 'http://localhost:3072/', distPath: { root: `dist-${shareScope}` } },
  plugins: [
    pluginModuleFederation({
      name: 'remote_legacy',
      exposes: { './widget': './src/widget.js' },
      shareScope,
      shared: { nanoid: { singleton: true } },
      dts: false,
    }),
  ],
});
