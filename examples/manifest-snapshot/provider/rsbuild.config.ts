import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3141,
    strictPort: true,
  },
  output: {
    // Chunk URLs are resolved from the manifest or the remote entry that loads them
    assetPrefix: 'auto',
  },
  plugins: [
    pluginModuleFederation({
      name: 'provider',
      filename: 'remoteEntry.js',
      exposes: {
        './Widget': './src/Widget.ts',
      },
      dts: false,
    }),
  ],
});
