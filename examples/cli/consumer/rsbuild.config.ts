import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3151,
    strictPort: true,
  },
  plugins: [pluginModuleFederation(moduleFederationConfig)],
});
