import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3170,
    strictPort: true,
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'host',
      remotes: {
        remote: 'remote@http://localhost:3171/mf-manifest.json',
      },
      // The file's default export is called with these options (written as JSON)
      runtimePlugins: [
        [
          './src/runtime-plugins/resilient-remote.ts',
          {
            retries: 2,
            delayMs: 500,
            failureThreshold: 4,
            cooldownMs: 5000,
            fallbackText: 'The remote button is unavailable right now.',
          },
        ],
      ],
      // Resolve remotes when they are first loaded, not at startup
      shareStrategy: 'loaded-first',
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
      },
      dts: false,
      experiments: {
        // Load shared React before the app's code runs
        asyncStartup: true,
      },
    }),
  ],
});
