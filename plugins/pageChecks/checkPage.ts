/** Every check that looks at one page: its own parse problems, its frontmatter, its links and images. */
import { checkDiagrams } from './checkDiagrams';
import { checkFrontmatter } from './checkFrontmatter';
import { checkLinks, type LinkContext } from './checkLinks';
import type { Problem } from './problem';
import type { Page } from './readPage';

export interface PageContext extends LinkContext {
  /** Route paths of pages that must carry a `date` in their frontmatter (blog posts). */
  datedPages?: RegExp;
}

export function checkPage(page: Page, routePath: string, context: PageContext): Problem[] {
  return [
    ...page.problems,
    ...checkFrontmatter(page, context.datedPages?.test(routePath) ?? false),
    ...checkLinks(page, context),
    ...checkDiagrams(page),
  ];
}
