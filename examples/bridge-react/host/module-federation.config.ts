import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'host',
  // Contact the remote only when its module is requested, so that a remote
  // that is down reaches the fallback instead of blanking the page
  shareStrategy: 'loaded-first',
  remotes: {
    remote: 'remote@http://localhost:3041/mf-manifest.json',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
  bridge: {
    // The host keeps the real react-router-dom and passes basename itself
    enableBridgeRouter: false,
  },
  dts: false,
  experiments: {
    asyncStartup: true,
  },
});
