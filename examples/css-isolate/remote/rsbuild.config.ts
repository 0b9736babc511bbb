import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import prefixSelector from 'postcss-prefix-selector';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3191,
    strictPort: true,
  },
  output: {
    // Chunk URLs are resolved from the file that loads them
    assetPrefix: 'auto',
  },
  tools: {
    postcss: (_config, { addPlugins }) => {
      // Only the CSS files of src/prefixed/: .card becomes .remote-scope .card
      addPlugins(prefixSelector({ prefix: '.remote-scope', includeFiles: [/src\/prefixed\//] }));
    },
  },
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
});
