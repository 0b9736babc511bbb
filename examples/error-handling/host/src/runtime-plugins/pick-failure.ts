import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// Only for this example: /?fail=<mode> loads the remote from http://localhost:3161/<mode>/,
// a path where remote/server.mjs fails in that way
export default (): ModuleFederationRuntimePlugin => ({
  name: 'pick-failure',
  beforeInit(args) {
    const mode = new URLSearchParams(location.search).get('fail');
    for (const remote of args.userOptions.remotes ?? []) {
      if (mode && remote.name === 'remote' && 'entry' in remote) {
        remote.entry = `http://localhost:3161/${mode}/mf-manifest.json`;
      }
    }
    return args;
  },
});
