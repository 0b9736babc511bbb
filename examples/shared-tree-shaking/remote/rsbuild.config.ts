import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// measure.mjs builds four variants, chosen by TREE_SHAKING: unset (the setup the page
// recommends), 'no-list' (no usedExports), 'server-calc', and 'off' (no tree shaking)
const variant = process.env.TREE_SHAKING || 'runtime-infer';
// Every lodash-es export that the host or the remote imports
const usedExports = ['chunk', 'sum', 'uniq'];
const variants = {
  'runtime-infer': { mode: 'runtime-infer' as const, usedExports },
  'no-list': { mode: 'runtime-infer' as const },
  'server-calc': { mode: 'server-calc' as const, usedExports },
};
const treeShaking = variant === 'off' ? undefined : variants[variant as keyof typeof variants];

export default defineConfig({
  server: { port: 3111, strictPort: true },
  output: {
    // Chunk URLs are resolved from the remote entry, wherever it is loaded
    assetPrefix: 'auto',
    distPath: { root: variant === 'runtime-infer' ? 'dist' : `dist-${variant}` },
  },
  plugins: [
    pluginModuleFederation({
      name: 'remote',
      exposes: { './stats': './src/stats.ts' },
      shared: {
        'lodash-es': treeShaking ? { treeShaking } : {},
      },
      dts: false,
    }),
  ],
});
