import { defineConfig } from '@rsbuild/core';
import { pluginVue } from '@rsbuild/plugin-vue';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  server: {
    port: 3031,
    strictPort: true,
  },
  output: {
    assetPrefix: 'auto',
  },
  plugins: [pluginVue(), pluginModuleFederation(moduleFederationConfig)],
});
