import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// STRICT_REACT=1 builds a copy into dist/shared/ that accepts only React 18 from its host
const strictReact = process.env.STRICT_REACT === '1';

export default defineConfig({
  server: {
    port: 3161,
    strictPort: true,
  },
  output: {
    distPath: { root: strictReact ? 'dist/shared' : 'dist' },
    // Chunk URLs are resolved from the manifest that loads them
    assetPrefix: 'auto',
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'remote',
      filename: 'remoteEntry.js',
      exposes: {
        './Button': './src/Button.tsx',
        './Broken': './src/Broken.tsx',
      },
      shared: {
        react: strictReact
          ? { singleton: true, strictVersion: true, requiredVersion: '^18.3.1' }
          : { singleton: true },
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
