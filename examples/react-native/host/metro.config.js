const { getDefaultConfig } = require('@react-native/metro-config');
const { withModuleFederation } = require('@module-federation/metro');

// The host bundles react and react-native once and lends them to the mini app
module.exports = withModuleFederation(
  getDefaultConfig(__dirname),
  {
    name: 'host',
    remotes: {
      // On an Android emulator, run `adb reverse tcp:3231 tcp:3231` so that localhost reaches this machine
      mini: 'mini@http://localhost:3231/mf-manifest.json',
    },
    shared: {
      react: {
        singleton: true,
        eager: true,
        version: '19.1.0',
        requiredVersion: '19.1.0',
      },
      'react-native': {
        singleton: true,
        eager: true,
        version: '0.80.3',
        requiredVersion: '0.80.3',
      },
    },
    shareStrategy: 'loaded-first',
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
