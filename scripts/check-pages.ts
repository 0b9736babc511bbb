/**
 * The production build's page checks (plugins/pageChecks: MDX that does not parse, frontmatter,
 * dead links and anchors, missing images, language parity) over every page, without building:
 * the configuration is loaded and the routes are scanned as `rspress build` does, then the
 * configured page-checks plugin runs on them. Prints `file:line:column: message` per problem and
 * exits 1 when there is one. Part of `npm run check`.
 *   tsx scripts/check-pages.ts [config file]   (default: the rspress.config.* of the working directory)
 */
import { PluginDriver, RouteService, type RspressPlugin } from '@rspress/core';
import { loadConfigFile, resolveDocRoot } from '../plugins/internals';
import { PAGE_CHECKS_PLUGIN } from '../plugins/pageChecks';

async function checkPages(configFile?: string): Promise<void> {
  const { content: config } = await loadConfigFile(configFile);
  config.root = resolveDocRoot(process.cwd(), undefined, config.root);
  // The build's order: plugins adjust the configuration and add pages, then the routes are scanned.
  const driver = await PluginDriver.create(config, true);
  const modifiedConfig = await driver.modifyConfig();
  const routeService = await RouteService.create({ config: modifiedConfig, scanDir: config.root, externalPages: await driver.addPages() });
  const plugin: RspressPlugin | undefined = driver.getPlugins().find(({ name }) => name === PAGE_CHECKS_PLUGIN);
  if (!plugin?.routeServiceGenerated || !plugin.beforeBuild) {
    throw new Error(`${configFile ?? 'the configuration'} does not use the page-checks plugin (${PAGE_CHECKS_PLUGIN})`);
  }
  await plugin.routeServiceGenerated(routeService, true);
  // The plugin prints each problem as `file:line:column: message` before it throws.
  await plugin.beforeBuild(modifiedConfig, true);
}

process.env.NODE_ENV = 'production';
checkPages(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    // The configuration loads its own copy of the plugin, so the error is known by its name.
    if ((error as Error).name !== 'PageChecksError') console.error(error);
    process.exit(1);
  },
);
