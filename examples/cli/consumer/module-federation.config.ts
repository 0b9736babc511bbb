import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

export default createModuleFederationConfig({
  name: 'consumer',
  remotes: {
    provider: 'provider@http://localhost:3150/mf-manifest.json',
  },
  experiments: {
    asyncStartup: true,
  },
});
