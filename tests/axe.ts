/**
 * The accessibility check the browser tests share: axe-core with the WCAG 2.0/2.1 A and AA rules,
 * its findings turned into one readable line per rule and element.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe reports on the page as it is now, one line per rule and offending element.
 * Two settings make a run about three times faster on a long page, without changing what is
 * checked: legacy mode runs axe inside the page itself (the default opens a second page for
 * every run, to merge results across cross-origin frames, which the site does not have), and
 * only violations are collected in full (not every element that passed).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // options() replaces all options, withTags() then adds the rule selection: in this order.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`,
    ),
  );
}
