/**
 * Rspress plugin: before a production build writes anything, checks every page for the mistakes a
 * writer makes (MDX that does not parse, frontmatter of the wrong type, links to missing pages or
 * anchors, missing images, a page in one language only) and fails the build with one line per
 * problem, `file:line:column: message`. Dev builds are not checked.
 */
import { logger, type RouteService, type RspressPlugin } from '@rspress/core';
import { checkFrontmatter } from './checkFrontmatter';
import { checkLanguageParity } from './checkLanguageParity';
import { checkLinks } from './checkLinks';
import { formatProblem, sortProblems, type Problem } from './problem';
import { readPage, type Page } from './readPage';

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
  return {
    name: PAGE_CHECKS_PLUGIN,
    routeServiceGenerated(service: RouteService) {
      routeService = service;
    },
    beforeBuild(config, isProd) {
      if (!isProd || !routeService) return;
      const started = performance.now();
      const pages = new Map<string, Page>();
      const pageAt = (file: string) => pages.get(file) ?? pages.set(file, readPage(file)).get(file)!;
      const routes = routeService.getRoutes().filter((route) => /\.mdx?$/.test(route.absolutePath));
      const problems: Problem[] = [];
      for (const route of routes) {
        const page = pageAt(route.absolutePath);
        problems.push(...page.problems);
        problems.push(...checkFrontmatter(page, datedPages?.test(route.routePath) ?? false));
        problems.push(...checkLinks(page, { config, routeService, pageAt }));
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
