import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// Each release is built into the folder it is served from: dist/remote/<RELEASE>/
const release = process.env.RELEASE ?? '1.1.0';
// VARIANT changes one setting, to show what breaks, in dist/remote/<RELEASE>-<VARIANT>/:
// 'root-prefix' keeps Rsbuild's default assetPrefix ('/'),
// 'crossorigin' adds crossorigin="anonymous" to the chunks' <script> tags
const variant = process.env.VARIANT as 'root-prefix' | 'crossorigin' | undefined;

export default defineConfig({
  server: {
    port: 3201,
    strictPort: true,
  },
  source: {
    define: {
      RELEASE: JSON.stringify(release),
    },
  },
  output: {
    distPath: {
      root: variant ? `dist/remote/${release}-${variant}` : `dist/remote/${release}`,
    },
    // 'auto': chunk URLs are resolved from the URL of the manifest or remote entry
    assetPrefix: variant === 'root-prefix' ? undefined : 'auto',
  },
  html: {
    crossorigin: variant === 'crossorigin',
  },
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'remote',
      filename: 'remoteEntry.js',
      exposes: {
        './Banner': './src/Banner.tsx',
      },
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
