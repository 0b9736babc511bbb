import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [
    {
      // For npm: an ES module bundle plus type declarations
      format: 'esm',
      dts: true,
      output: {
        distPath: './dist/esm',
      },
    },
    {
      // For the browser: a remote that hosts load at run time
      format: 'mf',
      output: {
        distPath: './dist/mf',
        // Load chunks from wherever mf-manifest.json / remoteEntry.js are served
        assetPrefix: 'auto',
      },
      plugins: [
        pluginModuleFederation({
          name: 'button_library',
          filename: 'remoteEntry.js',
          exposes: {
            './Button': './src/Button.tsx',
          },
          shared: {
            react: { singleton: true },
            'react-dom': { singleton: true },
          },
        }),
      ],
    },
  ],
  // Used by `rslib mf-dev`
  server: {
    port: 3021,
    strictPort: true,
  },
  output: {
    target: 'web',
  },
  plugins: [pluginReact()],
});
