import { expect, test } from '@playwright/test';
import { routes as siteRoutes } from '../routes';

for (const lang of ['en', 'zh'] as const) {
  test(`every ${lang} route of the spec is served with one h1, a unique title, a description, a canonical URL and a social card`, async ({
    request,
  }) => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const route of siteRoutes(lang)) {
      const response = await request.get(route);
      const html = await response.text();
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${route}: not exactly one <h1>`);
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${route}: no <title>`);
      if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push(`${route}: no description`);
      if (lang === 'zh' && !/<html lang="zh"/.test(html)) problems.push(`${route}: not lang="zh"`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      if (titles.has(title)) problems.push(`${route}: same <title> as ${titles.get(title)}`);
      titles.set(title, route);
      if (!html.includes(`<link rel="canonical" href="https://module-federation.io${route}">`)) {
        problems.push(`${route}: no canonical URL`);
      }
      if (!/<meta property="og:image" content="https:\/\/[^"]+">/.test(html)) problems.push(`${route}: no og:image`);
      if (!html.includes('<meta name="twitter:card" content="summary_large_image">')) problems.push(`${route}: no twitter card`);
    }
    expect(problems).toEqual([]);
  });
}
