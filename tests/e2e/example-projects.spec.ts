/**
 * From a walkthrough page to its project: the download near the top of the page is the project
 * folder under examples/ exactly (every file, byte for byte, and nothing else but the README and
 * start.mjs it adds), and "All files" shows the same files once opened, loading nothing before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { projectPaths } from '../../plugins/exampleProjects/project';
import { readZip } from '../../plugins/exampleProjects/zip';

const EXAMPLES_DIR = path.resolve(import.meta.dirname, '../../examples');
const EXAMPLE = 'custom-retry-plugin';

test.describe('walkthrough projects', () => {
  for (const [route, label] of [
    ['/plugin/custom-retry-plugin', 'Download the project'],
    ['/zh/plugin/custom-retry-plugin', '下载示例项目'],
  ] as const) {
    test(`${route} offers the project's download, file for file`, async ({ page, request }) => {
      await page.goto(route);
      const box = page.getByRole('complementary', { name: label });
      // Before the page's first section.
      const [boxTop, firstSectionTop] = await Promise.all([
        box.evaluate((el) => el.getBoundingClientRect().top),
        page
          .locator('.rp-doc h2')
          .first()
          .evaluate((el) => el.getBoundingClientRect().top),
      ]);
      expect(boxTop).toBeLessThan(firstSectionTop);
      await expect(box.getByText('node start.mjs')).toBeVisible();
      const href = await box.getByRole('link').getAttribute('href');
      expect(href).toBe(`/examples/${EXAMPLE}.zip`);
      const entries = readZip(Buffer.from(await (await request.get(href!)).body()));
      const expected = projectPaths(EXAMPLES_DIR).get(EXAMPLE)!;
      expect(entries.map((e) => e.path).sort()).toEqual([...expected, 'README.md', 'start.mjs'].map((file) => `${EXAMPLE}/${file}`).sort());
      for (const entry of entries.filter((e) => !/\/(README\.md|start\.mjs)$/.test(e.path)))
        expect(entry.data.equals(readFileSync(path.join(EXAMPLES_DIR, entry.path))), entry.path).toBe(true);
    });
  }

  test('All files loads the project when opened, and shows each file as it is', async ({ page }) => {
    const listings: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('.files.json')) listings.push(r.url());
    });
    await page.goto('/plugin/custom-retry-plugin');
    await page.mouse.wheel(0, 50_000);
    await page.waitForLoadState('networkidle');
    expect(listings).toEqual([]);
    // The heading may be in a run of prose drawn as one string: the first file list after it in the page.
    await page.locator('xpath=(//*[@id="all-files"]/following::details)[1]/summary').click();
    const file = 'host/rsbuild.config.ts';
    const shown = page.locator('.mf-example-file').filter({ has: page.getByText(`${EXAMPLE}/${file}`, { exact: true }) });
    await expect(shown.locator('pre')).toHaveText(readFileSync(path.join(EXAMPLES_DIR, EXAMPLE, file), 'utf8'));
    expect(listings).toHaveLength(1);
  });
});

test.describe('what a walkthrough was tested with', () => {
  for (const [route, title, lockedVersion] of [
    ['/guide/basic/rsbuild', 'Tested with', 'rsbuild-plugin'],
    ['/zh/guide/basic/rsbuild', '测试环境', 'rsbuild-plugin'],
  ] as const) {
    test(`${route} says it in one line under the title, so the topic starts on the first screen`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      const line = page.locator('details.mf-tested-with');
      const summary = line.locator('summary');
      await expect(summary).toContainText(title);
      const host = JSON.parse(readFileSync(path.join(EXAMPLES_DIR, 'rsbuild/host/package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      // The versions come from the example's own pins.
      await expect(summary).toContainText(`Rsbuild ${host.devDependencies['@rsbuild/core']}`);
      // Folded, it is one or two lines; the intro paragraph after it is on the first screen.
      expect((await summary.boundingBox())!.height).toBeLessThan(60);
      const intro = page.locator('.rp-doc h1 ~ p, .rp-doc h1 ~ .mf-static > p').first();
      expect((await intro.boundingBox())!.y).toBeLessThan(900 - 40);
      await summary.click();
      await expect(line.getByText(`@module-federation/${lockedVersion}`).first()).toBeVisible();
    });
  }
});
