import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'remote',
  filename: 'remoteEntry.js',
  exposes: {
    './export-app': './src/export-app.tsx',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
  bridge: {
    // Redirects react-router-dom to the bridge's wrapper, whose BrowserRouter
    // takes its basename from the host
    enableBridgeRouter: true,
  },
  dts: false,
  experiments: {
    asyncStartup: true,
  },
});
