/**
 * The accessibility check the browser tests share: axe-core with the WCAG 2.0/2.1 A and AA rules,
 * its findings turned into one readable line per rule and element.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe reports on the page as it is now, one line per rule and offending element.
 * Legacy mode runs axe inside the page itself; the default mode opens a second page for every
 * run to merge results across cross-origin frames, which the site does not have (~40% slower).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`),
  );
}
