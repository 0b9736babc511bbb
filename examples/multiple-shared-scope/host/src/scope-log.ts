import { registerGlobalPlugins } from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

declare global {
  var __SCOPE_LOG__: string[];
}

const log = (line: string) => {
  globalThis.__SCOPE_LOG__ ??= [];
  globalThis.__SCOPE_LOG__.push(line);
};

export default function scopeLog(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'scope-log',
    beforeInitContainer(args) {
      const keys = JSON.stringify(args.remoteEntryInitOptions.shareScopeKeys);
      log(`${args.origin.name} beforeInitContainer ${args.remoteInfo.name}: shareScopeKeys ${keys}`);
      return args;
    },
    initContainerShareScopeMap(args) {
      const same = args.shareScope === args.hostShareScopeMap?.[args.scopeName];
      log(`${args.origin.name} initContainerShareScopeMap ${args.scopeName}: host's object ${same}`);
      return args;
    },
    resolveShare(args) {
      log(`${args.shareInfo.from} resolveShare ${args.pkgName} in ${args.scope}: ${args.version}`);
      return args;
    },
  };
  // Instances created later (the remotes' containers) get global plugins too
  registerGlobalPlugins([plugin]);
  return plugin;
}
