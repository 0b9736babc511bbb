/**
 * `npx tsx scripts/official-pages.ts <git dir of module-federation/core> [commit]`: writes
 * navigation/official-pages.json, the page addresses of the official site (module-federation.io),
 * read from `apps/website-new/docs/{en,zh,pt-BR}` of that repository. Readers follow links to those
 * addresses from issues, answers and package READMEs, and tests/e2e/official-addresses.spec.ts
 * checks that each one lands on its answer here. Run it again on a newer snapshot to refresh the
 * list; `npm run check` then names every address that has neither a page nor a redirect.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const DOCS = 'apps/website-new/docs';
const OUT = path.resolve(import.meta.dirname, '../navigation/official-pages.json');

/**
 * The official site's languages. This site has no Portuguese pages: a `pt-BR` address lands on
 * the English page its path names (navigation/redirects.ts), with a note in Portuguese.
 */
const LANGS = ['en', 'zh', 'pt-BR'] as const;

const git = (gitDir: string, ...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();

/** `guide/start/index.mdx` → `/guide/start/`; files and folders starting with `_` are fragments, not pages. */
export function officialRoute(file: string): string | undefined {
  if (!/\.mdx?$/.test(file) || file.split('/').some((part) => part.startsWith('_'))) return undefined;
  const route = `/${file.replace(/\.mdx?$/, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

function main(): void {
  const [gitDir, commitArg] = process.argv.slice(2);
  if (!gitDir) throw new Error('usage: tsx scripts/official-pages.ts <git dir of module-federation/core> [commit]');
  const commit = git(gitDir, 'rev-parse', commitArg ?? 'HEAD');
  const date = git(gitDir, 'show', '-s', '--format=%cs', commit);
  const pages = Object.fromEntries(
    LANGS.map((lang) => {
      const files = git(gitDir, 'ls-tree', '-r', '--name-only', commit, `${DOCS}/${lang}`).split('\n');
      const routes = files.map((file) => officialRoute(file.slice(`${DOCS}/${lang}/`.length))).filter((r): r is string => r !== undefined);
      return [lang, [...new Set(routes)].sort()];
    }),
  );
  const data = { repository: 'module-federation/core', path: DOCS, commit, date, ...pages };
  writeFileSync(OUT, `${JSON.stringify(data, null, 2)}\n`);
  console.log(
    `${path.relative(process.cwd(), OUT)}: ${LANGS.map((lang) => `${pages[lang]!.length} ${lang}`).join(', ')} pages of ${commit.slice(0, 7)} (${date})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
