import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallback } from './remote-fallback';

// The federation instance that the build created for this app. The page bundles its own copy of
// the runtime, whose global functions (registerRemotes, loadRemote, …) have no instance and throw
// RUNTIME-009, so look the instance up by the app's federation name instead.
export function federation(): ModuleFederation {
  const instance = getInstance((candidate) => candidate.name === 'consumer');
  if (!instance) {
    throw new Error('The federation runtime of "consumer" has not started');
  }
  return instance;
}

// The server loads the Node.js entry, the browser the browser entry
export function remoteEntryUrl(origin: string): string {
  const folder = typeof window === 'undefined' ? 'ssr' : 'chunks';
  return `${origin}/_next/static/${folder}/remoteEntry.js`;
}

// name -> entry URL registered by this process or page
const registered = new Map<string, string>();

export function ensureRemote(name: string, origin: string): void {
  const entry = remoteEntryUrl(origin);
  const current = registered.get(name);
  if (current === entry) {
    return;
  }
  if (registered.size === 0) {
    // Replace the empty placeholder of nextjs-mf with a visible fallback
    federation().registerPlugins([remoteFallback()]);
  }
  // force replaces a remote that was registered earlier with another URL
  federation().registerRemotes([{ name, entry }], { force: current !== undefined });
  registered.set(name, entry);
}
