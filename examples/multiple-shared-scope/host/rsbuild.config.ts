import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3120,
    strictPort: true,
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'host',
      remotes: {
        // Hand both remotes the 'default' and the 'legacy' scope
        orders: {
          external: 'orders@http://localhost:3121/mf-manifest.json',
          shareScope: ['default', 'legacy'],
        },
        invoices: {
          external: 'invoices@http://localhost:3122/mf-manifest.json',
          shareScope: ['default', 'legacy'],
        },
      },
      // Records the hooks that receive a scope, in every instance
      runtimePlugins: ['./src/scope-log.ts'],
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        lodash: {},
      },
      dts: false,
      experiments: {
        asyncStartup: true,
      },
    }),
  ],
});
