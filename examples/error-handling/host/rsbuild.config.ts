import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3160,
    strictPort: true,
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'host',
      remotes: {
        remote: 'remote@http://localhost:3161/mf-manifest.json',
      },
      // Each file's default export is called to create a runtime plugin
      runtimePlugins: [
        './src/runtime-plugins/pick-failure.ts',
        './src/runtime-plugins/entry-timeout.ts',
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
