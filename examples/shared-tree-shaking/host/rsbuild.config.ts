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
// Each variant of the host loads the same variant of the remote (see measure.mjs)
const remotePort = { 'runtime-infer': 3111, 'no-list': 3113, 'server-calc': 3115, off: 3117 }[
  variant as 'runtime-infer' | 'no-list' | 'server-calc' | 'off'
];

export default defineConfig({
  server: { port: 3110, strictPort: true },
  output: {
    distPath: { root: variant === 'runtime-infer' ? 'dist' : `dist-${variant}` },
  },
  plugins: [
    pluginModuleFederation({
      name: 'host',
      remotes: {
        remote: `remote@http://localhost:${remotePort}/mf-manifest.json`,
      },
      shared: {
        'lodash-es': treeShaking ? { treeShaking } : {},
      },
      dts: false,
    }),
  ],
});
