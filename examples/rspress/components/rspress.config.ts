import { defineConfig } from '@rspress/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export default defineConfig({
  root: 'docs',
  title: 'Components',
  builderConfig: {
    // Rspress turns on Rspack's persistent cache (node_modules/.cache/rspack); a build
    // that reused it provided no React to the share scope, so each build starts from scratch
    performance: { buildCache: false },
    server: { port: 3220, strictPort: true },
    // Chunk URLs in the manifest must point at this site, not at the docs site
    dev: { assetPrefix: 'http://localhost:3220/' },
    output: { assetPrefix: 'http://localhost:3220/' },
    splitChunks: {
      cacheGroups: {
        // Rspress puts all CSS into one site-wide "styles" chunk; keep that for the
        // site's own entry, so an exposed component only ships its own CSS
        styles: { chunks: 'initial' },
      },
    },
    plugins: [
      pluginModuleFederation(
        {
          name: 'components',
          filename: 'remoteEntry.js',
          exposes: {
            './Counter': './src/Counter.tsx',
          },
          shared: {
            react: { singleton: true, requiredVersion: '19.3.1' },
            'react-dom': { singleton: true, requiredVersion: '19.3.1' },
          },
          dts: false,
          // The shared React is loaded before the first render, in Node too
          experiments: { asyncStartup: true },
        },
        // Also emit a CommonJS container (doc_build/ssr/) for sites that render it in Node
        { target: 'dual' },
      ),
    ],
  },
});
