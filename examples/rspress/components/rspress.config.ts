import { defineConfig } from '@rspress/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// Rspress points react and react-dom at their files; the federation plugin provides a
// shared package only where it is imported by its name, so without this the site
// would provide no React to the share scope and each site would use its own copy
const withoutReactAlias = (alias: Record<string, unknown>) => {
  for (const name of Object.keys(alias)) if (/^react(-dom)?(\/|$)/.test(name)) delete alias[name];
};

export default defineConfig({
  root: 'docs',
  title: 'Components',
  builderConfig: {
    environments: {
      // "web" builds the browser bundle, "node" the bundle that renders the static HTML
      web: { resolve: { alias: withoutReactAlias } },
      node: { resolve: { alias: withoutReactAlias } },
    },
    // Rspress keeps a persistent build cache (node_modules/.cache); a cached build kept
    // emitting no shared React after the alias change, so the example builds from scratch
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
