import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: { port: 3071, strictPort: true },
  output: { assetPrefix: 'http://localhost:3071/' },
  plugins: [
    pluginModuleFederation({
      name: 'remote_new',
      exposes: { './widget': './src/widget.js' },
      shared: { nanoid: { singleton: true } },
      dts: false,
    }),
  ],
});
