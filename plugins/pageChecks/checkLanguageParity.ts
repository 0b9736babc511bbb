/**
 * The framework's language-parity rule (`languageParity` in the config: every page exists in every
 * language, except the paths listed in `exclude`), checked before the build. The framework runs
 * its own check only after the site has been written, so a failure would still leave a build.
 */
import path from 'node:path';
import type { RouteMeta, UserConfig } from '@rspress/core';
import type { Problem } from './problem';

/** The framework's matching: a listed file matches itself, a listed folder everything under it. */
function isExcluded(pathInLang: string, exclude: readonly string[]): boolean {
  return exclude.some((entry) => pathInLang.includes(/\.mdx?$/.test(entry) ? entry : `${entry}/`));
}

export function checkLanguageParity(routes: RouteMeta[], config: UserConfig, docsDir: string): Problem[] {
  const parity = config.languageParity;
  if (!parity || parity.enabled === false) return [];
  const langs = (config.locales ?? config.themeConfig?.locales ?? []).map((locale) => locale.lang);
  const include = parity.include?.length ? parity.include : [''];
  const exclude = parity.exclude ?? [];
  const langsByPath = new Map<string, Set<string>>();
  for (const { relativePath } of routes) {
    const [lang, ...rest] = relativePath.split('/');
    const pathInLang = rest.join('/');
    if (!langs.includes(lang) || isExcluded(pathInLang, exclude)) continue;
    if (!include.some((dir) => dir === '' || pathInLang.startsWith(`${dir}/`))) continue;
    langsByPath.set(pathInLang, (langsByPath.get(pathInLang) ?? new Set()).add(lang));
  }
  const problems: Problem[] = [];
  for (const [pathInLang, present] of langsByPath) {
    const missing = langs.filter((lang) => !present.has(lang));
    if (missing.length === 0) continue;
    const expected = missing.map((lang) => path.join(docsDir, lang, pathInLang));
    for (const lang of present) {
      problems.push({
        file: path.join(docsDir, lang, pathInLang),
        line: 1,
        message: `page has no ${missing.join(', ')} twin: add ${expected.map((file) => path.relative(process.cwd(), file)).join(', ')} or list the page in languageParity.exclude`,
      });
    }
  }
  return problems;
}
