import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3181,
    strictPort: true,
  },
  output: {
    // Chunk URLs are resolved from the file that loads them
    assetPrefix: 'auto',
  },
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
});
