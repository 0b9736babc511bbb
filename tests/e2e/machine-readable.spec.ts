import { expect, test } from '@playwright/test';
import { specRoutes } from '../spec-routes';

const ORIGIN = 'https://module-federation.io';

test.describe('machine-readable outputs', () => {
  test('the sitemap lists exactly the pages the site serves, as URLs that answer', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(ORIGIN, '')).sort();
    expect(paths).toEqual([...specRoutes('en'), ...specRoutes('zh')].sort());
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
});
