import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'remote',
  filename: 'remoteEntry.js',
  // One exposed module per way of styling the same card
  exposes: {
    './GlobalCard': './src/global/GlobalCard.tsx',
    './ModuleCard': './src/modules/ModuleCard.tsx',
    './PrefixedCard': './src/prefixed/PrefixedCard.tsx',
    './ShadowCard': './src/shadow/ShadowCard.tsx',
    './BridgeApp': './src/bridge/BridgeApp.tsx',
    './GooberCard': './src/goober/GooberCard.tsx',
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
