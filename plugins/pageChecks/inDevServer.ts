/**
 * Rsbuild plugin for the dev server: each page is checked when the dev server compiles it (first
 * opened, then on every save) and its problems are reported as the build reports them,
 * `file:line:column: message`, in the terminal and in the browser's error overlay.
 *
 * The framework's MDX loader reports a compile error without its place, and Rsbuild then heads it
 * `File: page.mdx:1:1`. So the check runs as a `pre` transform, before that loader, and stops a
 * page that does not parse; when the compilation is done, each page's problems become errors of
 * their own, one line each, replacing the error of the stopped page. They belong to no module, so
 * no misleading `File:` heading comes before them.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { formatProblem, type Problem, sortProblems } from './problem';

export interface PageReport {
  problems: Problem[];
  /** False when the page is not valid MDX: the framework's compiler would fail on it too. */
  parses: boolean;
}

/**
 * Checks a page from the text being compiled; `watch` makes another file a dependency of the page
 * (a page whose anchors it links to). Undefined for a file that is not a page.
 */
export type CheckSource = (file: string, source: string, watch: (file: string) => void) => PageReport | undefined;

export const PAGE_CHECKS_DEV_PLUGIN = 'module-federation-docs:page-checks-dev';

const MARKDOWN = /\.mdx?$/;
/** The framework also imports pages with `?raw`, as text; those copies are not compiled as pages. */
const RAW_QUERY = /[?&]raw(?:&|=|$)/;

class PageDoesNotParseError extends Error {
  /** Rspack prints the message only. */
  readonly hideStack = true;
}

function resourceOf(error: { module?: unknown }): string | undefined {
  const { module } = error;
  return module && typeof module === 'object' && 'resource' in module ? String(module.resource) : undefined;
}

export function pluginPageChecksInDev(checkSource: CheckSource): RsbuildPlugin {
  return {
    name: PAGE_CHECKS_DEV_PLUGIN,
    apply: 'serve',
    setup(api) {
      /** The problems of every page compiled so far, replaced each time the page is compiled again. */
      const problemsByFile = new Map<string, Problem[]>();
      /** Pages stopped before the framework's compiler: their module error is replaced by their problems. */
      const stopped = new Set<string>();

      api.transform({ test: MARKDOWN, resourceQuery: { not: RAW_QUERY }, order: 'pre' }, ({ code, resourcePath, addDependency }) => {
        const report = checkSource(resourcePath, code, addDependency);
        if (report?.problems.length) problemsByFile.set(resourcePath, report.problems);
        else problemsByFile.delete(resourcePath);
        if (!report || report.parses) {
          stopped.delete(resourcePath);
          return code;
        }
        stopped.add(resourcePath);
        throw new PageDoesNotParseError(report.problems.map((problem) => formatProblem(problem)).join('\n'));
      });

      api.processAssets({ stage: 'report' }, ({ compilation, compiler }) => {
        const { errors } = compilation;
        for (let index = errors.length - 1; index >= 0; index--) {
          const resource = resourceOf(errors[index]);
          if (resource && stopped.has(resource)) errors.splice(index, 1);
        }
        for (const problem of sortProblems([...problemsByFile.values()].flat())) {
          errors.push(new compiler.webpack.WebpackError(formatProblem(problem)));
        }
      });
    },
  };
}
