import { createModuleFederationConfig } from '@module-federation/modern-js-v3';

export default createModuleFederationConfig({
  name: 'remote',
  // Modern.js serves only dist/static/ in production, so the remote entry
  // and the manifest go there
  filename: 'static/remoteEntry.js',
  manifest: {
    filePath: 'static',
  },
  exposes: {
    './Counter': './src/components/Counter.tsx',
  },
  shared: {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  },
});
