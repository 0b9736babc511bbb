import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// SHARE_STRATEGY=loaded-first npm run build
const shareStrategy = process.env.SHARE_STRATEGY ?? 'version-first';
// WITH_DOWN=0 leaves the unreachable remote out
const withDown = process.env.WITH_DOWN !== '0';

export default defineConfig({
  server: { port: 3070, strictPort: true },
  output: { distPath: { root: `dist-${shareStrategy}${withDown ? '' : '-all-up'}` } },
  html: { template: './index.html' },
  plugins: [
    pluginModuleFederation({
      name: 'host',
      remotes: {
        remote_new: 'remote_new@http://localhost:3071/mf-manifest.json',
        // nothing listens on 3072: a remote that is down
        ...(withDown ? { remote_down: 'remote_down@http://localhost:3072/mf-manifest.json' } : {}),
      },
      shareStrategy,
      shared: { nanoid: { singleton: true } },
      dts: false,
    }),
  ],
});
