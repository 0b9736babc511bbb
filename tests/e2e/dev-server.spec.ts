/**
 * The writer's loop in the dev server: it starts, serves a page and shows an MDX edit, and a new
 * figure in a chart's data file, without a manual reload; and a page saved (or first opened) with a mistake in it shows the build's own
 * `file:line:column: message` line, in the browser's error overlay and in the terminal, until the
 * page is put right. The server runs in a copy of the site (support/siteCopy.ts), so the edits never
 * touch this checkout's pages; each edited page is still restored, as a writer would put it right.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { freePort } from '../../support/freePort';
import { copySite, type SiteCopy } from '../../support/siteCopy';

/** A free port picked when the server starts: a fixed one may be held by another server on the machine. */
let origin = '';
/** The site copy the server runs in, made in `beforeAll` (not on loading this file, which listing tests also does). */
let site: SiteCopy | undefined;
const ROOT = () => site!.root;
const GLOSSARY = 'docs/en/guide/start/glossary.mdx';
/** A page no test opens before the one that breaks it, so the dev server compiles it on opening. */
const UNOPENED = 'docs/en/guide/start/npm-packages.mdx';
/** Rsbuild's error overlay: a custom element whose open shadow root holds the message. */
const OVERLAY = 'rsbuild-error-overlay';

const originals = new Map<string, string>();
const read = (file: string) => readFileSync(path.join(ROOT(), file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(ROOT(), file), text);

/** Writes the edited page, runs `check`, and writes the original back even when `check` fails. */
async function withPageEdited(file: string, edit: (original: string) => string, check: (original: string) => Promise<void>) {
  const original = read(file);
  originals.set(file, originals.get(file) ?? original);
  write(file, edit(original));
  try {
    await check(original);
  } finally {
    write(file, original);
  }
}

/** The page with `text` added as its last paragraph, and the line that paragraph starts on. */
function appended(original: string, text: string) {
  const body = original.replace(/\n*$/, '\n\n');
  return { page: `${body}${text}\n`, line: body.split('\n').length };
}

/** The page with `text` as the first line of its frontmatter, which is the page's line 2. */
const inFrontmatter = (original: string, text: string) => original.replace(/^---\n/, `---\n${text}\n`);

interface BrokenPage {
  name: string;
  edit: (original: string) => string;
  /** The line the build prints for this mistake, given the original page. */
  report: (original: string) => string;
}

const atEnd = (text: string, column: number, message: string): Pick<BrokenPage, 'edit' | 'report'> => ({
  edit: (original) => appended(original, text).page,
  report: (original) => `${GLOSSARY}:${appended(original, text).line}:${column}: ${message}`,
});

const BROKEN_PAGES: BrokenPage[] = [
  {
    name: 'an unclosed expression',
    ...atEnd(
      'A brace that never closes: {open',
      33,
      'MDX syntax error: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    ),
  },
  {
    name: 'an unclosed JSX tag',
    ...atEnd('<span>never closed', 1, 'MDX syntax error: Expected a closing tag for `<span>`'),
  },
  { name: 'a dead link', ...atEnd('See [a missing page](/guide/no-such-page).', 5, 'link to a missing page: /guide/no-such-page') },
  {
    name: 'a dead anchor',
    ...atEnd(
      'See [a missing heading](#no-such-heading).',
      5,
      'link to a missing anchor: #no-such-heading (no heading with the id "no-such-heading" in en/guide/start/glossary.mdx)',
    ),
  },
  { name: 'a missing image', ...atEnd('![A missing diagram](/no-such-diagram.svg)', 1, 'missing image: /no-such-diagram.svg') },
  {
    name: 'frontmatter that is not YAML',
    edit: (original) => inFrontmatter(original, 'title: Glossary: the terms'),
    report: () => `${GLOSSARY}:2:16: frontmatter is not valid YAML: incomplete explicit mapping pair`,
  },
  {
    name: 'a frontmatter value of the wrong type',
    edit: (original) => inFrontmatter(original, 'sidebar_position: first'),
    report: () => `${GLOSSARY}:2: frontmatter "sidebar_position" must be a number, not "first"`,
  },
];

/** Stops the dev server and everything it started; it may linger over its watchers after SIGTERM. */
async function stopProcessGroup(pid: number) {
  const alive = () => {
    try {
      return process.kill(-pid, 0);
    } catch {
      return false;
    }
  };
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 5_000 && alive(); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: ChildProcess | undefined;
  let terminal = '';

  /** What the dev server printed after `since` (a length of `terminal`), without colours. */
  const printedSince = (since: number) => stripVTControlCharacters(terminal.slice(since));

  async function expectReported(page: Page, line: string, since: number) {
    await expect(page.locator(OVERLAY)).toContainText(line, { timeout: 30_000 });
    // What the framework alone says: every mistake at the page's first character.
    await expect(page.locator(OVERLAY)).not.toContainText(`${line.split(':')[0]}:1:1`);
    await expect.poll(() => printedSince(since), { message: `the terminal names ${line}` }).toContain(line);
  }

  test.beforeAll(async () => {
    // The first compile of every page takes a minute or more on a busy two-core machine.
    test.setTimeout(240_000);
    site = copySite('dev-server');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('npx', ['rspress', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: ROOT(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, BROWSER: 'none' },
    });
    const collect = (chunk: Buffer) => {
      terminal += chunk.toString();
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    const deadline = Date.now() + 200_000;
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`rspress dev exited before answering; it printed:\n${stripVTControlCharacters(terminal)}`);
      if ((await fetch(`${origin}/`).catch(() => undefined))?.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`rspress dev did not answer ${origin}/ in 200 s; it printed:\n${stripVTControlCharacters(terminal)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    for (const [file, original] of originals) write(file, original);
    if (server?.pid) await stopProcessGroup(server.pid);
    site?.remove();
  });

  test('serves a page and shows an MDX edit live', async ({ page }) => {
    await page.goto(`${origin}/guide/start/glossary`, { waitUntil: 'load' });
    await expect(page.locator('.rp-doc h1')).toBeVisible({ timeout: 60_000 });
    const marker = `Live edit marker ${Date.now()}`;
    await withPageEdited(
      GLOSSARY,
      (original) => appended(original, marker).page,
      async () => {
        await expect(page.getByText(marker)).toBeVisible({ timeout: 30_000 });
      },
    );
  });

  test('redraws a chart when its example records other figures', async ({ page }) => {
    const data = 'examples/css-isolate/observed.json';
    await page.goto(`${origin}/guide/basic/css-isolate`, { waitUntil: 'load' });
    // The heading may be in a run of prose drawn as one string: the first diagram after it in the page.
    const chart = page
      .locator('xpath=(//*[@id="comparison"]/following::figure[contains(@class, "mf-diagram")])[1]//*[local-name()="svg"]')
      .first();
    await expect(chart).toHaveAttribute('aria-label', /global CSS \d+/, { timeout: 60_000 });
    const figure = 10_000 + (Date.now() % 10_000);
    await withPageEdited(
      data,
      (original) => {
        const recorded = JSON.parse(original);
        recorded.bytes.global['total gzip'] = figure;
        return JSON.stringify(recorded, null, 2);
      },
      async () => {
        await expect(chart).toHaveAttribute('aria-label', new RegExp(`global CSS ${figure},`), { timeout: 30_000 });
      },
    );
  });

  for (const broken of BROKEN_PAGES) {
    test(`a page saved with ${broken.name} shows the build's line in the overlay and the terminal`, async ({ page }) => {
      await page.goto(`${origin}/guide/start/glossary`, { waitUntil: 'load' });
      await expect(page.locator('.rp-doc h1')).toBeVisible({ timeout: 60_000 });
      const since = terminal.length;
      await withPageEdited(GLOSSARY, broken.edit, async (original) => {
        await expectReported(page, broken.report(original), since);
      });
      await expect(page.locator(OVERLAY), 'the overlay goes once the page is put right').toHaveCount(0, { timeout: 30_000 });
    });
  }

  test('a page opened with a dead link shows the line on opening', async ({ page }) => {
    const text = 'See [a missing page](/guide/no-such-page).';
    const since = terminal.length;
    await withPageEdited(
      UNOPENED,
      (original) => appended(original, text).page,
      async (original) => {
        const line = `${UNOPENED}:${appended(original, text).line}:5: link to a missing page: /guide/no-such-page`;
        await page.goto(`${origin}/guide/start/npm-packages`, { waitUntil: 'load' });
        await expectReported(page, line, since);
      },
    );
    await expect(page.locator(OVERLAY), 'the overlay goes once the page is put right').toHaveCount(0, { timeout: 30_000 });
  });
});
