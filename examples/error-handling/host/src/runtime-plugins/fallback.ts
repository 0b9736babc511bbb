import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// A component may return a string, so the fallback needs no React import
const RemoteUnavailable = () => 'The remote button is unavailable right now.';

export default (): ModuleFederationRuntimePlugin => ({
  name: 'remote-fallback',
  errorLoadRemote({ id, lifecycle, from, error }) {
    console.warn(`[host] errorLoadRemote: lifecycle=${lifecycle} from=${from} id=${id}\n${error}`);
    // Only onLoad expects a module back; afterResolve would expect a manifest
    if (lifecycle !== 'onLoad') return undefined;
    // __esModule keeps `default` as the component when import() wraps it
    const fallback = { __esModule: true, default: RemoteUnavailable };
    return from === 'build' ? () => fallback : fallback;
  },
});
