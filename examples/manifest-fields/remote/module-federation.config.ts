import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'fields_remote',
  filename: 'remoteEntry.js',
  exposes: {
    './Greeting': './src/Greeting.tsx',
    './format': './src/format.ts',
  },
  shared: {
    react: { singleton: true },
    'react-dom': { singleton: true },
  },
  experiments: {
    asyncStartup: true,
  },
});
