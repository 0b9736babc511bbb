import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'host',
  // Contact the remote only when one of its modules is requested (the default,
  // 'version-first', loads every remote entry when the page starts)
  shareStrategy: 'loaded-first',
  remotes: {
    // Data loaders are looked up in the snapshot that the runtime makes
    // from this manifest
    remote: 'remote@http://localhost:3181/mf-manifest.json',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
  dts: false,
  experiments: {
    asyncStartup: true,
  },
});
