import { getInstance } from '@module-federation/runtime';
import { lazyLoadComponentPlugin } from '@module-federation/bridge-react/lazy-load-component-plugin';
import { CacheSize, configureCache } from '@module-federation/bridge-react/data-fetch';

// The runtime instance the build created for this host
const federation = getInstance();
if (!federation) throw new Error('The Module Federation runtime is not initialised');

// Adds createLazyComponent, prefetch and collectSSRAssets to the instance,
// and registers the runtime plugin that finds each remote module's loader
federation.registerPlugins([lazyLoadComponentPlugin()]);

// Limit of the in-memory store that every cache() of the page shares
// (default: 1 GB); it applies when the store is created
configureCache({ maxSize: CacheSize.MB * 10 });

export const instance = federation;
