/** Where the Module Federation packages define what the reference pages document. */
const BLOB = 'https://github.com/module-federation/core/blob/main/packages';

export const SOURCE = {
  pluginOptions: `${BLOB}/sdk/src/types/plugins/ModuleFederationPlugin.ts`,
  runtime: `${BLOB}/runtime/src/index.ts`,
  runtimeCore: `${BLOB}/runtime-core/src/core.ts`,
  runtimePluginType: `${BLOB}/runtime-core/src/type/plugin.ts`,
} as const;
