import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3121,
    strictPort: true,
  },
  output: {
    assetPrefix: 'auto',
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'orders',
      exposes: {
        './Orders': './src/Orders.tsx',
      },
      // The container's scope stays 'default'
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        // lodash 3 lives in its own scope, away from the host's lodash 4;
        // any 3.x will do (package.json pins an exact version)
        lodash: { singleton: true, requiredVersion: '^3.0.0', shareScope: 'legacy' },
      },
      dts: false,
      experiments: {
        asyncStartup: true,
      },
    }),
  ],
});
