import { defineConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// REMOTE_SCOPE=legacy tells the host which scope remote_legacy uses
const remoteScope = process.env.REMOTE_SCOPE;

export default defineConfig({
  server: { port: 3070, strictPort: true },
  output: { distPath: { root: `dist-${remoteScope ?? 'plain'}` } },
  html: { template: './index.html' },
  plugins: [
    pluginModuleFederation({
      name: 'host',
      remotes: {
        remote_new: 'remote_new@http://localhost:3071/mf-manifest.json',
        remote_legacy: remoteScope
          ? { external: 'remote_legacy@http://localhost:3072/mf-manifest.json', shareScope: remoteScope }
          : 'remote_legacy@http://localhost:3072/mf-manifest.json',
      },
      shared: { nanoid: { singleton: true } },
      dts: false,
    }),
  ],
});
