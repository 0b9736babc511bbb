import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'host',
  remotes: {
    remote: 'remote@http://localhost:3191/mf-manifest.json',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
    // The bridge and the apps' entries import createRoot from here: one copy for the page
    'react-dom/client': { singleton: true },
  },
  bridge: {
    enableBridgeRouter: false,
  },
  dts: false,
  experiments: {
    asyncStartup: true,
  },
});
