import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3001,
    strictPort: true,
  },
  output: {
    // Chunk URLs are resolved from the file that loads them
    assetPrefix: 'auto',
  },
  environments: {
    // Browser build: the plugin's default `environment` is 'web'
    web: {},
    // CommonJS build of the same container, for server-side rendering
    node: {
      dev: {
        // The plugin points dev assets at http://localhost:3001/, but these
        // files are served from /node/: keep their URLs relative instead
        assetPrefix: 'auto',
      },
      output: {
        target: 'node',
        distPath: { root: 'dist/node' },
      },
      tools: {
        rspack: (config) => {
          // Emit only the remote entry, not the app's browser entry
          config.entry = {};
        },
      },
    },
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation(moduleFederationConfig),
    pluginModuleFederation(moduleFederationConfig, { target: 'node' }),
  ],
});
