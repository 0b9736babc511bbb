import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'remote',
  filename: 'remoteEntry.js',
  exposes: {
    './Counter': './src/Counter.vue',
    './export-app': './src/export-app.ts',
  },
  shared: {
    vue: { singleton: true },
  },
  // The hosts declare the remote's types themselves (see "Type declarations")
  dts: false,
});
