/**
 * The two readings the upstream report makes: which stated versions are older than the newest
 * release, and which facts of which pages the drift tests found wrong, from what vitest printed.
 */
import { stripVTControlCharacters } from 'node:util';
import semver from 'semver';
import type { Release, Statement } from './packages';

/** Statements grouped by package, for those whose stated version is older than the newest release. */
export function behind(statements: Statement[], releases: Map<string, Release>): Map<string, Statement[]> {
  const byPackage = new Map<string, Statement[]>();
  for (const statement of statements) {
    const newest = releases.get(statement.name)?.newest;
    if (!newest || !semver.valid(newest) || !semver.valid(statement.version) || !semver.lt(statement.version, newest)) continue;
    byPackage.set(statement.name, [...(byPackage.get(statement.name) ?? []), statement]);
  }
  return byPackage;
}

/**
 * The problems the failed drift tests name with a page (`docs/…:line: …`, as each test lists them
 * in the diff vitest prints under its FAIL line), by page; a failed test that names none is listed
 * under its own file with its first line.
 */
export function problemsByPage(printed: string): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  const add = (page: string, problem: string) => {
    if (!byPage.get(page)?.includes(problem)) byPage.set(page, [...(byPage.get(page) ?? []), problem]);
  };
  const plain = stripVTControlCharacters(printed);
  for (const block of plain.split(/^ FAIL /m).slice(1)) {
    const [title = '', ...rest] = block.split('\n');
    // A problem names its page as docs/<lang>/<file>:<line>, after whatever folder the copy is in.
    const problems = [...block.matchAll(/^\+\s+("[^\n]*"),?$/gm)]
      .map((m) => JSON.parse(m[1]!) as string)
      .flatMap((text) => {
        const named = /(?:^|\/)((?:docs|examples)\/[^:\s]+):(\d+):?\s*(.*)$/s.exec(text);
        return named ? [{ page: named[1]!, problem: `${named[2]}: ${named[3]}` }] : [];
      });
    for (const { page, problem } of problems) add(page, problem);
    const [file, ...name] = title.trim().split(' > ');
    if (problems.length === 0 && file) add(file, `${name.join(' > ')}: ${rest.find((line) => line.trim())?.trim() ?? ''}`);
  }
  return byPage;
}
