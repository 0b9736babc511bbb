import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3150,
    strictPort: true,
  },
  output: {
    // Chunk and type archive URLs are resolved from the manifest's address
    assetPrefix: 'auto',
  },
  plugins: [pluginModuleFederation(moduleFederationConfig)],
});
