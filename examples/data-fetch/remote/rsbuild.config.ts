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
    // The manifest's publicPath becomes "auto": a host on another port loads
    // remoteEntry.js and the chunks from the address of this remote's manifest
    assetPrefix: 'auto',
  },
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
});
