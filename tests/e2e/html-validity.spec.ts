/**
 * Every HTML page of the build (doc_build/, the 404 page included) is valid HTML by html-validate
 * with the project's settings (.htmlvalidate.mjs, which says why each rule it turns off is off).
 * Reads the files; needs `npm run build:check` first, like every browser test.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Report } from 'html-validate';

const BUILD = path.resolve(import.meta.dirname, '../../doc_build');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** One line per problem: `file:line:col rule message`. */
function problems(report: Report, relativeTo: string): string[] {
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${path.relative(relativeTo, result.filePath)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
    ),
  );
}

test('every built page is valid HTML', async () => {
  test.setTimeout(240_000); // nearly two hundred pages of up to half a megabyte, beside another worker
  const pages = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages).toContain('404.html');
  expect(pages.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const page of pages) {
    const file = path.join(BUILD, page);
    found.push(...problems(await validator.validateFile(file), process.cwd()));
  }
  expect(found).toEqual([]);
});

test('the validator reports what is wrong in a broken page, with its line and column', async () => {
  const broken = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><title>Broken</title></head>',
    '<body>',
    '<main><div id="twice"></div><p id="twice">Text</p></main>',
    '<button type="button"><div>Block in a button</div></button>',
    '<ul><div>Not a list item</div></ul>',
    '</body>',
    '</html>',
  ].join('\n');
  // Validated as if it were a page of the build, so with the same settings.
  const report = await validator.validateString(broken, path.join(BUILD, 'broken.html'));
  expect(report.valid).toBe(false);
  expect(problems(report, BUILD)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^broken\.html:5:\d+ no-dup-id /),
      expect.stringMatching(/^broken\.html:6:\d+ element-permitted-content /),
      expect.stringMatching(/^broken\.html:7:\d+ element-permitted-content /),
    ]),
  );
});
