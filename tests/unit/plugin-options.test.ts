/**
 * Pages that document an options object list exactly the keys the installed package declares,
 * in both languages: the build plugins of the integration guides and the retry plugin. How a
 * section lists options: tests/reference/options.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionProblems } from '../reference/options';
import { OPTION_TYPES, type OptionType, optionKeyPaths } from '../reference/packages';
import { DOCS_DIR, LANGS } from '../routes';

interface OptionSet {
  page: string;
  section: string;
  type: OptionType;
  /** Object-valued keys whose own keys are documented as `parent.child`. */
  expand?: string[];
}

const OPTION_SETS: OptionSet[] = [
  { page: 'guide/basic/rsbuild.mdx', section: 'plugin-options', type: 'rsbuild' },
  { page: 'guide/basic/vite.mdx', section: 'plugin-options', type: 'vite' },
  { page: 'guide/framework/modernjs.mdx', section: 'plugin-options', type: 'modernjs' },
];

describe.each(OPTION_SETS.map((set) => [`${set.page}#${set.section}`, set] as const))('%s', (_, set) => {
  const keys = optionKeyPaths(set.type, set.expand);
  it.each(LANGS)('%s: documents every option the package declares, and only those', (lang) => {
    expect(optionProblems(path.join(DOCS_DIR, lang, set.page), set.section, keys, OPTION_TYPES[set.type])).toEqual([]);
  });
});
