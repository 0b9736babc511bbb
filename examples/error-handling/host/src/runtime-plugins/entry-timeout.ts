import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// Give up on a remote entry script after 3 seconds instead of the runtime's 20
export default (): ModuleFederationRuntimePlugin => ({
  name: 'entry-timeout',
  createScript() {
    return { timeout: 3000 };
  },
});
