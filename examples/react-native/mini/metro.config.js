const { getDefaultConfig } = require('@react-native/metro-config');
const { withModuleFederation } = require('@module-federation/metro');

// The mini app is a remote: it exposes Info and takes react and react-native from the host
module.exports = withModuleFederation(
  getDefaultConfig(__dirname),
  {
    name: 'mini',
    filename: 'mini.bundle',
    exposes: {
      './Info': './src/Info.tsx',
    },
    shared: {
      react: {
        singleton: true,
        eager: false,
        version: '19.1.0',
        requiredVersion: '19.1.0',
        // The host provides it: no copy of react is bundled with the remote
        import: false,
      },
      'react-native': {
        singleton: true,
        eager: false,
        version: '0.80.3',
        requiredVersion: '0.80.3',
        import: false,
      },
    },
  },
  {
    // Without unstable_patchRuntimeRequire the bundles call <name>__r(), which nothing defines
    flags: {
      unstable_patchHMRClient: true,
      unstable_patchInitializeCore: true,
      unstable_patchRuntimeRequire: true,
    },
  },
);
