/**
 * The accessibility check the browser tests share: axe-core with the WCAG 2.0/2.1 A and AA rules,
 * its findings turned into one readable line per rule and element.
 *
 * Colour contrast is by far axe's slowest rule: on a page with long code blocks it measures every
 * highlighted token, thousands of elements that share a dozen colours (14 s of a 16 s run on the
 * longest page). Whether a text passes depends only on its own colour, size, weight, text shadow
 * and opacity and on the colours, images, opacity and filters of the boxes it is drawn on, so the
 * rule is given one visible element of each such combination on the page (its "signature") and
 * every other rule runs on every element. A faint token class, a faint paragraph at the end of a
 * long page or a faint menu entry is still reported, once, at the first element that has it; the
 * self-test in accessibility.spec.ts plants such faults in a long page and expects each reported.
 */

import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Marks the elements that the contrast rule is given. */
const SAMPLE_ATTRIBUTE = 'data-contrast-sample';

/**
 * Runs in the page: marks one element per contrast signature, preferring one that is visible
 * and on screen (axe skips hidden text, so a hidden sample would hide a visible twin), and every
 * form field (their text is a value, not a text node).
 */
function markContrastSamples(attribute: string): void {
  for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
  const backdrops = new Map<Element, string>();
  /** What an element and the boxes around it contribute to the colour behind its text. */
  const backdrop = (element: Element | null): string => {
    if (!element) return '';
    const known = backdrops.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const own = [style.backgroundColor, style.backgroundImage, style.opacity, style.filter, style.mixBlendMode].join(' ');
    const value = `${own}|${backdrop(element.parentElement)}`;
    backdrops.set(element, value);
    return value;
  };
  const signature = (element: Element): string => {
    const style = getComputedStyle(element);
    const disabled = element.closest('[disabled], [aria-disabled="true"], [inert]') !== null;
    return [
      element.localName,
      disabled,
      style.color,
      style.fontSize,
      style.fontWeight,
      style.textShadow,
      style.webkitTextStroke,
      style.visibility,
      backdrop(element),
    ].join(';');
  };
  const onScreen = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
  };

  const holders = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() && node.parentElement) holders.add(node.parentElement);
  }
  const firstOf = new Map<string, Element>();
  const chosen = new Map<string, Element>();
  for (const element of holders) {
    const key = signature(element);
    if (!firstOf.has(key)) firstOf.set(key, element);
    if (!chosen.has(key) && onScreen(element)) chosen.set(key, element);
  }
  for (const [key, element] of firstOf) (chosen.get(key) ?? element).setAttribute(attribute, '');
  for (const field of document.querySelectorAll('input, select, textarea')) field.setAttribute(attribute, '');
}

interface Finding {
  id: string;
  nodes: { target: string; summary: string }[];
}

/** Runs in the page, where axe-core has been injected: every rule of `tags`, contrast on the samples. */
async function runAxe({ tags, attribute }: { tags: string[]; attribute: string }): Promise<Finding[]> {
  const { axe: inPage } = window as unknown as { axe: typeof axe };
  inPage.configure({ rules: [{ id: 'color-contrast', selector: `[${attribute}]` }] });
  const { violations } = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '',
    })),
  }));
}

/** What axe reports on the page as it is now (theme, width, open menus), one line per rule and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await page.evaluate(markContrastSamples, SAMPLE_ATTRIBUTE);
  const findings = await page.evaluate(runAxe, { tags: WCAG_TAGS, attribute: SAMPLE_ATTRIBUTE });
  return findings.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target} (${node.summary})`));
}
