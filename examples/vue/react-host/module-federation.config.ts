import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'react_host',
  remotes: {
    remote: 'remote@http://localhost:3031/mf-manifest.json',
  },
  // No router in this host: resolve @module-federation/bridge-react to its router-free entry
  bridge: {
    enableBridgeRouter: false,
  },
  // Types of the remote come from src/remotes.d.ts
  dts: false,
});
