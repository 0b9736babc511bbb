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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../reference/markdown';
import { DOCS_DIR, fileToRoute, type Lang, LANGS, ONLY_IN, withLang } from '../routes';

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

/**
 * The text of a section outside its code blocks: from the heading with `{#id}` to the next
 * heading of the same or a higher level, or the whole page without an id. Undefined when the
 * page has no such heading.
 */
function sectionText(file: string, id?: string): string | undefined {
  const source = readFileSync(file, 'utf8');
  const page = parsePage(source, file);
  const lines = source.split('\n');
  const inCode = new Set(page.blocks.flatMap((b) => Array.from({ length: b.code.split('\n').length + 2 }, (_, i) => b.line + i)));
  let [from, to] = [1, lines.length];
  if (id) {
    const index = page.headings.findIndex((h) => h.id === id);
    if (index === -1) return undefined;
    const heading = page.headings[index];
    const next = page.headings.slice(index + 1).find((h) => h.depth <= heading.depth);
    [from, to] = [heading.line, next ? next.line - 1 : lines.length];
  }
  return lines
    .slice(from - 1, to)
    .filter((_, i) => !inCode.has(from + i))
    .join('\n');
}

// Markdown links `[text](target)` and JSX `href="target"`, with the anchor kept.
const LINK = /\]\(([^)\s]+)\)|href="([^"]+)"/g;

/** Site-internal link targets of a text, as `route#anchor` with the slash before `#` and `.mdx` removed. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)]
    .map((m) => m[1] ?? m[2])
    .filter((target) => target.startsWith('/'))
    .map((target) => {
      const [route, anchor] = target.split('#');
      const clean = route.replace(/\.mdx?$/, '').replace(/\/index$/, '/');
      return anchor === undefined ? clean : `${clean.replace(/\/$/, '')}#${anchor}`;
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
        const targets = linkTargets(text);
        // Without a home section, a link to any anchor of the home page counts
        const found = topic.home.section ? targets.includes(wanted) : targets.some((t) => withoutAnchor(t) === home);
        return found ? [] : [`${where}: no link to ${withLang(lang, homeRoute)}${topic.home.section ? `#${topic.home.section}` : ''}`];
      });
    expect(problems).toEqual([]);
  });

  if (topic.linksBack) {
    it.each(LANGS)('links back to every %s page about it', (lang) => {
      const file = pageFile(lang, topic.home.file);
      const targets = linkTargets(sectionText(file, topic.home.section) ?? '').map(withoutAnchor);
      const missing = topic.pages
        .filter((place) => !onlyElsewhere(lang, place.file))
        .map((place) => withLang(lang, fileToRoute(place.file)).replace(/\/$/, ''))
        .filter((route) => !targets.includes(route));
      expect(missing, `${rel(file)}#${topic.home.section} does not link these pages`).toEqual([]);
    });
  }
});
