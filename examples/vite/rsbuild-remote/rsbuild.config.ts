import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: { port: 3011, strictPort: true },
  // Load chunks from this server even when the page comes from another origin
  output: { assetPrefix: 'auto' },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'rsbuild_remote',
      filename: 'remoteEntry.js',
      exposes: {
        './Counter': './src/Counter.tsx',
      },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
      },
      // Resolve shared modules before src/index.tsx runs (no bootstrap file)
      experiments: { asyncStartup: true },
    }),
  ],
});
