const {
  bundleMFHostCommand,
  bundleMFRemoteCommand,
} = require('@module-federation/metro-plugin-rnc-cli');

// Adds the bundle-mf-host and bundle-mf-remote commands to the React Native CLI
module.exports = {
  commands: [bundleMFHostCommand, bundleMFRemoteCommand],
};
