import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

function RemoteUnavailable() {
  return <p role="status">This part of the page is not available right now.</p>;
}

export const remoteFallback = (): ModuleFederationRuntimePlugin => ({
  name: 'remote-fallback',
  errorLoadRemote({ id, error, from, lifecycle }) {
    if (lifecycle !== 'onLoad') {
      return undefined;
    }
    console.error(`[federation] ${id} failed to load`, error);
    const fallback = { __esModule: true, default: RemoteUnavailable };
    // Bundled imports expect a module factory; loadRemote expects the module
    return from === 'build' ? () => fallback : fallback;
  },
});
