/**
 * Two topics are explained in one place each, their home, and the other pages that touch them
 * link there instead of explaining them again:
 *
 * - server-side rendering: /practice/scenario/#server-side-rendering ("Server-side rendering
 *   with Node.js"), which in turn links every framework page with a section about it;
 * - fallbacks: /guide/advanced/error-handling ("Error handling and fallbacks").
 *
 * For each language, every listed section (or, without an anchor, the whole page) must contain a
 * link to its topic's home, outside code blocks. A page edit that drops the link fails here with
 * the page's path and the section's anchor.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, fileToRoute, LANGS, type Lang, ONLY_IN, withLang } from '../routes';
import { sectionText, linkTargets as siteLinkTargets } from '../siteLinks';

interface Place {
  /** Page file relative to docs/<lang>. */
  file: string;
  /** Heading id of the section that must hold the link; the whole page when absent. */
  section?: string;
}

interface Topic {
  name: string;
  /** The home; with a section, links must point at that section's anchor. */
  home: Place;
  pages: Place[];
  /** Whether the home section must link back to each of `pages`. */
  linksBack: boolean;
}

const TOPICS: Topic[] = [
  {
    name: 'server-side rendering',
    home: { file: 'practice/scenario/index.mdx', section: 'server-side-rendering' },
    linksBack: true,
    pages: [
      { file: 'guide/data/data-fetch.mdx', section: 'ssr' },
      { file: 'guide/framework/modernjs.mdx', section: 'ssr' },
      { file: 'guide/framework/nextjs.mdx' },
      { file: 'practice/frameworks/next/index.mdx', section: 'how-it-works' },
      { file: 'practice/frameworks/next/express.mdx', section: 'ssr' },
      { file: 'practice/frameworks/angular/mf-ssr-angular.mdx' },
      { file: 'plugin/plugins/index.mdx', section: 'server-side-example' },
    ],
  },
  {
    name: 'fallbacks',
    home: { file: 'guide/advanced/error-handling.mdx' },
    linksBack: false,
    pages: [
      { file: 'practice/scenario/index.mdx', section: 'offline-and-fallback' },
      { file: 'plugin/retry-plugin.mdx', section: 'fallback' },
      { file: 'plugin/custom-retry-plugin.mdx', section: 'step-3-fallback' },
      { file: 'plugin/dev/index.mdx', section: 'example-retry-with-fallback' },
      { file: 'practice/frameworks/next/dynamic-remotes.mdx', section: 'fallback-ui' },
      { file: 'guide/bridge/react/load-app.mdx', section: 'loading-and-fallback' },
    ],
  },
];

const pageFile = (lang: Lang, file: string) => path.join(DOCS_DIR, lang, file);
const rel = (file: string) => path.relative(path.dirname(DOCS_DIR), file);

/** Whether the page exists in another language only (the English-only Node.js plugin page). */
const onlyElsewhere = (lang: Lang, file: string) => LANGS.some((other) => other !== lang && ONLY_IN[other](fileToRoute(file)));

/** A page's links as `route#anchor`, without the route's trailing slash. */
function linkTargets(text: string, lang: Lang, file: string): string[] {
  return siteLinkTargets(text, withLang(lang, fileToRoute(file))).map(({ route, anchor }) => {
    const bare = route.replace(/\/$/, '');
    return anchor === undefined ? bare : `${bare}#${anchor}`;
  });
}

const withoutAnchor = (target: string) => target.split('#')[0].replace(/\/$/, '');

describe.each(TOPICS.map((topic) => [topic.name, topic] as const))('the home of %s', (_, topic) => {
  const homeRoute = fileToRoute(topic.home.file);

  it.each(LANGS)('exists in %s', (lang) => {
    const file = pageFile(lang, topic.home.file);
    expect(existsSync(file), rel(file)).toBe(true);
    if (topic.home.section)
      expect(sectionText(file, topic.home.section), `${rel(file)} has no heading {#${topic.home.section}}`).toBeDefined();
  });

  it.each(LANGS)('is linked from every %s page about it', (lang) => {
    const home = withLang(lang, homeRoute).replace(/\/$/, '');
    const wanted = topic.home.section ? `${home}#${topic.home.section}` : home;
    const problems = topic.pages
      .filter((place) => !onlyElsewhere(lang, place.file))
      .flatMap((place) => {
        const file = pageFile(lang, place.file);
        const where = `${rel(file)}${place.section ? `#${place.section}` : ''}`;
        if (!existsSync(file)) return [`${rel(file)}: the page does not exist`];
        const text = sectionText(file, place.section);
        if (text === undefined) return [`${where}: no heading {#${place.section}}`];
        const targets = linkTargets(text, lang, place.file);
        // Without a home section, a link to any anchor of the home page counts
        const found = topic.home.section ? targets.includes(wanted) : targets.some((t) => withoutAnchor(t) === home);
        return found ? [] : [`${where}: no link to ${withLang(lang, homeRoute)}${topic.home.section ? `#${topic.home.section}` : ''}`];
      });
    expect(problems).toEqual([]);
  });

  if (topic.linksBack) {
    it.each(LANGS)('links back to every %s page about it', (lang) => {
      const file = pageFile(lang, topic.home.file);
      const targets = linkTargets(sectionText(file, topic.home.section) ?? '', lang, topic.home.file).map(withoutAnchor);
      const missing = topic.pages
        .filter((place) => !onlyElsewhere(lang, place.file))
        .map((place) => withLang(lang, fileToRoute(place.file)).replace(/\/$/, ''))
        .filter((route) => !targets.includes(route));
      expect(missing, `${rel(file)}#${topic.home.section} does not link these pages`).toEqual([]);
    });
  }
});
