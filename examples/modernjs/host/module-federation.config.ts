import { createModuleFederationConfig } from '@module-federation/modern-js-v3';

export default createModuleFederationConfig({
  name: 'host',
  remotes: {
    // '<alias used in imports>': '<remote name>@<URL of its manifest>'
    remote: 'remote@http://localhost:8081/static/mf-manifest.json',
  },
  // Fetch a remote only when one of its modules is imported, so the host
  // still starts and renders when the remote is unreachable
  shareStrategy: 'loaded-first',
  shared: {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  },
});
