import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tableCells } from '../reference/markdown';
import { routes as siteRoutes } from '../routes';

const ORIGIN = 'https://module-federation.io';
const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

/** The served path of an absolute URL of the published site. */
const local = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  return url.slice(ORIGIN.length);
};
/** The Markdown twin of a page: `/a/b` → `/a/b.md`, `/a/` → `/a/index.md`. */
const markdownTwin = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);
const langPrefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

async function text(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { body: await response.text(), type: response.headers()['content-type'] ?? '' };
}

/** Parses XML with the browser's own parser; returns the root element's name or the parser's error. */
const parseXml = (page: Page, xml: string) =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror');
    return error ? `parse error: ${error.textContent}` : doc.documentElement.nodeName;
  }, xml);

test.describe('machine-readable outputs', () => {
  test('the sitemap lists exactly the pages the site serves, as URLs that answer', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(ORIGIN, '')).sort();
    expect(paths).toEqual([...siteRoutes('en'), ...siteRoutes('zh')].sort());
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('pages link their other-language twin with absolute hreflang URLs, and only when it exists', async ({ request }) => {
    const alternates = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/<link rel="alternate" hreflang="(\w+)" href="([^"]+)">/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    expect(await alternates('/guide/start/quick-start')).toEqual([
      `en ${ORIGIN}/guide/start/quick-start`,
      `zh ${ORIGIN}/zh/guide/start/quick-start`,
    ]);
    expect(await alternates('/plugin/plugins/')).toEqual([]);
    expect(await alternates('/zh/plugin/dev/hooks')).toEqual([]);
  });

  for (const lang of LANGS) {
    test(`llms.txt (${lang}) has the site's title and links to a Markdown twin of each page, which answer`, async ({ request }) => {
      const { body } = await text(request, `${langPrefix(lang)}/llms.txt`);
      expect(body).toMatch(lang === 'en' ? /^# Module Federation\n\n> Share code/ : /^# Module Federation 模块联邦\n\n> 在运行时/);
      const links = [...body.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => local(m[1]));
      const expected = siteRoutes(lang)
        .filter((route) => route !== `${langPrefix(lang)}/`)
        .map(markdownTwin);
      expect([...links].sort()).toEqual([...expected].sort());
      for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
    });

    test(`llms-full.txt (${lang}) holds every page's Markdown`, async ({ request }) => {
      const { body } = await text(request, `${langPrefix(lang)}/llms-full.txt`);
      const urls = [...body.matchAll(/^url: (\S+)$/gm)].map((m) => local(m[1]));
      const expected = siteRoutes(lang).map(markdownTwin);
      expect([...urls].sort()).toEqual([...expected].sort());
      expect(body).toContain(lang === 'en' ? '# Quick start' : '# 快速上手');
    });
  }

  /**
   * The page for AI coding tools tells readers how much of a model's context each file takes. Its
   * figures are rounded (KB and MB of 1000), so they may drift a little as pages are added; beyond
   * 15% the page misleads and must be updated from a new build.
   */
  for (const lang of LANGS) {
    test(`the AI tools page (${lang}) states the sizes of the llms files and a Markdown twin that the site serves`, async ({ request }) => {
      const prefix = langPrefix(lang);
      const rows = (await text(request, `${prefix}/ai/index.md`)).body
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map(tableCells);
      const stated = (file: string) => {
        const row = rows.find((cells) => cells[0] === `\`${prefix}${file}\``);
        expect(row, `the files table has a row for ${prefix}${file}`).toBeDefined();
        const cell = row!.at(-1)!;
        const bytes = [...cell.matchAll(/(\d+(?:\.\d+)?) (KB|MB)/g)].map((m) => Number(m[1]) * (m[2] === 'KB' ? 1e3 : 1e6));
        const count = /(\d+) (?:pages|个页面)/.exec(cell)?.[1];
        return { bytes, count: count === undefined ? undefined : Number(count) };
      };
      const near = (statedValue: number, actual: number, what: string) =>
        expect(
          Math.abs(statedValue - actual) / actual,
          `${what}: the page says ${statedValue}, the build has ${actual}`,
        ).toBeLessThanOrEqual(0.15);
      const size = async (path: string) => Buffer.byteLength((await text(request, path)).body);

      const index = (await text(request, `${prefix}/llms.txt`)).body;
      const indexFigures = stated('/llms.txt');
      near(indexFigures.bytes[0], Buffer.byteLength(index), `${prefix}/llms.txt bytes`);
      near(indexFigures.count!, index.match(/^- \[/gm)!.length, `${prefix}/llms.txt pages`);
      near(stated('/llms-full.txt').bytes[0], await size(`${prefix}/llms-full.txt`), `${prefix}/llms-full.txt bytes`);
      const twin = stated(lang === 'en' ? '/<page>.md' : '/<页面>.md');
      near(twin.bytes[0], await size(`${prefix}/guide/start/quick-start.md`), 'quick start Markdown bytes');
      near(twin.bytes[1], await size(`${prefix}/guide/start/quick-start`), 'quick start HTML bytes');
    });
  }

  test('every page has a Markdown twin with its title, served as Markdown', async ({ request }) => {
    for (const route of [...siteRoutes('en'), ...siteRoutes('zh')]) {
      const { body, type } = await text(request, markdownTwin(route));
      expect(type, route).toContain('text/markdown');
      // The home page is a hero without a Markdown heading; every other page starts with its title.
      if (route !== '/' && route !== '/zh/') expect(body, route).toMatch(/^# \S/m);
      // Headings without their MDX anchor suffix (`## Setup \{#setup}`).
      expect(body, route).not.toMatch(/^#{1,6} .*\\\{#/m);
    }
    // The showcase cards read as a list of links.
    expect((await text(request, '/showcase/index.md')).body).toMatch(
      /^- \[@module-federation\/rsbuild-plugin\]\(https:\/\/github\.com\/[^)]+\): \S/m,
    );
    expect((await text(request, '/guide/start/quick-start.md')).body).toMatch(/^# Quick start$/m);
    expect((await text(request, '/zh/guide/start/quick-start.md')).body).toMatch(/^# 快速上手$/m);
  });

  for (const [lang, feed] of [
    ['en', '/rss/blog.rss'],
    ['zh', '/rss/blog-zh.rss'],
  ] as const) {
    test(`the ${lang} blog feed is valid RSS listing that language's posts at served URLs`, async ({ page, request }) => {
      const { body, type } = await text(request, feed);
      expect(type).toContain('application/rss+xml');
      expect(await parseXml(page, body)).toBe('rss');
      expect(body).toContain(`<language>${lang}</language>`);
      const links = [...body.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => local(m[1]));
      const posts = siteRoutes(lang).filter((route) => /\/blog\/[^/]+$/.test(route));
      expect([...links].sort()).toEqual([...posts].sort());
      for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
      expect(body).toMatch(/<pubDate>Wed, 03 Apr 2024 00:00:00 GMT<\/pubDate>/);
    });

    test(`the ${lang} blog pages announce the ${lang} feed, other pages none`, async ({ request }) => {
      const feedLinks = async (path: string) =>
        [...(await text(request, path)).body.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map(
          (m) => m[1],
        );
      for (const path of siteRoutes(lang).filter((route) => route.includes('/blog/'))) {
        expect(await feedLinks(path), path).toEqual([`${ORIGIN}${feed}`]);
      }
      expect(await feedLinks(`${langPrefix(lang)}/guide/start/quick-start`)).toEqual([]);
    });
  }
});
