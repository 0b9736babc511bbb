import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'remote',
  filename: 'remoteEntry.js',
  // The plugin adds './Forecast.data' for src/Forecast.data.ts and
  // './CachedForecast.data' for src/CachedForecast.data.ts
  exposes: {
    './Forecast': './src/Forecast.tsx',
    './CachedForecast': './src/CachedForecast.tsx',
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
