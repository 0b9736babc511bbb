import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

const federation = {
  name: 'remote',
  filename: 'remoteEntry.js',
  exposes: {
    './Button': './src/Button.tsx',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
};

export default defineConfig({
  server: {
    port: 3210,
    strictPort: true,
  },
  environments: {
    // The browser build, loaded by the host's page
    web: {
      output: {
        // Chunk URLs are resolved from the remote entry that loads them
        assetPrefix: 'auto',
      },
    },
    // A second build for Node.js, loaded by the host's tests over HTTP
    node: {
      output: {
        target: 'node',
        distPath: { root: 'dist/node' },
        assetPrefix: 'http://localhost:3210/node/',
      },
    },
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      {
        ...federation,
        // Writes @mf-types.zip next to the remote entry for the host to download
        dts: { generateTypes: true, consumeTypes: false },
        experiments: { asyncStartup: true },
      },
      { environment: 'web' },
    ),
    pluginModuleFederation(
      { ...federation, dts: false },
      { environment: 'node', target: 'node' },
    ),
  ],
});
