/**
 * Rspress plugin: before a production build writes anything, checks every page for the mistakes a
 * writer makes (MDX that does not parse, frontmatter of the wrong type, links to missing pages or
 * anchors, missing images, a page in one language only) and fails the build with one line per
 * problem, `file:line:column: message`. The dev server checks each page as it compiles it and
 * shows the same lines in the terminal and the error overlay (inDevServer.ts).
 */
import { logger, type RouteService, type RspressPlugin, type UserConfig } from '@rspress/core';
import { diagramDataFiles } from './checkDiagrams';
import { checkLanguageParity } from './checkLanguageParity';
import { checkPage } from './checkPage';
import { checkSearchNames } from './checkSearchNames';
import { type CheckSource, pluginPageChecksInDev } from './inDevServer';
import { formatProblem, type Problem, sortProblems } from './problem';
import { type Page, parsePage, readPage } from './readPage';

export interface PageChecksOptions {
  /** Route paths of pages that must carry a `date` in their frontmatter (blog posts). */
  datedPages?: RegExp;
}

export const PAGE_CHECKS_PLUGIN = 'module-federation-docs:page-checks';

export class PageChecksError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${problems.length} problem(s) in the pages, listed above; nothing was built.`);
    this.name = 'PageChecksError';
    // A writer's mistake, not a crash: where the check threw is of no use to the reader.
    this.stack = `${this.name}: ${this.message}`;
  }
}

export function pluginPageChecks({ datedPages }: PageChecksOptions = {}): RspressPlugin {
  let routeService: RouteService | undefined;
  let siteConfig: UserConfig | undefined;

  const checkSource: CheckSource = (file, source, watch) => {
    const route = routeService?.getRoutePageByFilePath(file)?.routeMeta;
    if (!route || !routeService || !siteConfig) return undefined;
    const page = parsePage(file, source);
    // Anchors in another page are read from disk; its edits check this page again.
    const pageAt = (target: string) => (target === file ? page : (watch(target), readPage(target)));
    const problems = checkPage(page, route.routePath, { config: siteConfig, routeService, pageAt, datedPages });
    for (const data of diagramDataFiles(page)) watch(data);
    return { problems, parses: page.tree !== undefined };
  };

  return {
    name: PAGE_CHECKS_PLUGIN,
    builderConfig: { plugins: [pluginPageChecksInDev(checkSource)] },
    routeServiceGenerated(service: RouteService) {
      routeService = service;
    },
    beforeBuild(config, isProd) {
      siteConfig = config;
      if (!isProd || !routeService) return;
      const started = performance.now();
      const pages = new Map<string, Page>();
      const pageAt = (file: string) => pages.get(file) ?? pages.set(file, readPage(file)).get(file)!;
      const routes = routeService.getRoutes().filter((route) => /\.mdx?$/.test(route.absolutePath));
      const problems: Problem[] = [];
      const warnings: Problem[] = [];
      for (const route of routes) {
        problems.push(...checkPage(pageAt(route.absolutePath), route.routePath, { config, routeService, pageAt, datedPages }));
        warnings.push(...checkSearchNames(pageAt(route.absolutePath), route.routePath));
      }
      if (warnings.length > 0) {
        logger.warn(
          `Page checks warn:\n${sortProblems(warnings)
            .map((warning) => `  ${formatProblem(warning)}`)
            .join('\n')}`,
        );
      }
      problems.push(...checkLanguageParity(routes, config, routeService.getDocsDir()));
      if (problems.length === 0) {
        logger.info(`Page checks passed: ${routes.length} pages in ${Math.round(performance.now() - started)} ms.`);
        return;
      }
      const sorted = sortProblems(problems);
      logger.error(`Page checks failed:\n${sorted.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`);
      throw new PageChecksError(sorted);
    },
  };
}
