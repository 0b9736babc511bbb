import { expect, test } from '@playwright/test';
import { specRoutes } from '../spec-routes';

for (const lang of ['en', 'zh'] as const) {
  test(`every ${lang} route of the spec is served as a titled page with one h1`, async ({ request }) => {
    const problems: string[] = [];
    for (const route of specRoutes(lang)) {
      const response = await request.get(route);
      const html = await response.text();
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${route}: not exactly one <h1>`);
      if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${route}: no <title>`);
      if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push(`${route}: no description`);
      if (lang === 'zh' && !/<html lang="zh"/.test(html)) problems.push(`${route}: not lang="zh"`);
    }
    expect(problems).toEqual([]);
  });
}
