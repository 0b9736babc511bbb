import { defineConfig } from '@rspress/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  root: 'docs',
  title: 'Docs',
  builderConfig: {
    // Rspress turns on Rspack's persistent cache (node_modules/.cache/rspack); a build
    // that reused it provided no React to the share scope, so each build starts from scratch
    performance: { buildCache: false },
    server: { port: 3221, strictPort: true },
    plugins: [
      pluginModuleFederation({
        name: 'docs',
        remotes: {
          components: 'components@http://localhost:3220/mf-manifest.json',
        },
        shared: {
          react: { singleton: true, requiredVersion: '19.3.1' },
          'react-dom': { singleton: true, requiredVersion: '19.3.1' },
        },
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: { asyncStartup: true },
      }),
    ],
  },
});
