import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  server: { port: 3010, strictPort: true },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'rsbuild_host',
      remotes: {
        // The manifest tells the runtime that this remote entry is an ES module
        remote: 'remote@http://localhost:5174/mf-manifest.json',
      },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        // The Vite remote also shares these subpaths; without them here it
        // downloads its own copy of React and react-dom/client
        'react/jsx-runtime': { singleton: true },
        'react-dom/client': { singleton: true },
      },
      // Resolve shared modules before src/index.tsx runs (no bootstrap file)
      experiments: { asyncStartup: true },
      // Types of the remote come from src/remotes.d.ts
      dts: false,
    }),
  ],
});
