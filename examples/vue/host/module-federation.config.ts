import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'host',
  remotes: {
    remote: 'remote@http://localhost:3031/mf-manifest.json',
  },
  // Contact the remote only when one of its modules is imported,
  // so that the host still starts when the remote is down
  shareStrategy: 'loaded-first',
  shared: {
    vue: { singleton: true },
  },
  // Types of the remote come from src/remotes.d.ts
  dts: false,
});
