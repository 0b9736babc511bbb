import { createModuleFederationConfig } from '@module-federation/modern-js-v3';

export default createModuleFederationConfig({
  name: 'host_dynamic',
  // No `remotes`: src/routes/page.tsx registers the remote at run time.
  // With nothing exposed and no static remotes there are no types to
  // generate or download, so the type feature is switched off.
  dts: false,
  shareStrategy: 'loaded-first',
  shared: {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  },
});
