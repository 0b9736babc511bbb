import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: {
    port: 3200,
    strictPort: true,
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'host',
      // No remote at build time: src/release.ts picks the release when the page starts
      remotes: {},
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
