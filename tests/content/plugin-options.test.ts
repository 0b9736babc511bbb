/**
 * Pages that document an options object list exactly the keys the installed package declares,
 * in both languages: the build plugins of the integration guides, the retry plugin, and the
 * options and props of @module-federation/bridge-react. How a
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
  /** Keys that readers never pass, with the reason. */
  omit?: string[];
}

const OPTION_SETS: OptionSet[] = [
  { page: 'guide/basic/rsbuild.mdx', section: 'plugin-options', type: 'rsbuild' },
  { page: 'guide/basic/vite.mdx', section: 'plugin-options', type: 'vite' },
  { page: 'guide/framework/modernjs.mdx', section: 'plugin-options', type: 'modernjs' },
  { page: 'plugin/retry-plugin.mdx', section: 'options', type: 'retry', expand: ['fetch', 'script'] },
  { page: 'guide/bridge/react/export-app.mdx', section: 'options', type: 'bridgeExport' },
  { page: 'guide/bridge/react/load-app.mdx', section: 'options', type: 'bridgeLoad' },
  // moduleName is set by createRemoteAppComponent itself, not by the host.
  { page: 'guide/bridge/react/load-app.mdx', section: 'props', type: 'bridgeLoadProps', omit: ['moduleName'] },
];

describe.each(OPTION_SETS.map((set) => [`${set.page}#${set.section}`, set] as const))('%s', (_, set) => {
  const keys = optionKeyPaths(set.type, set.expand).filter((key) => !set.omit?.includes(key));
  it.each(LANGS)('%s: documents every option the package declares, and only those', (lang) => {
    expect(optionProblems(path.join(DOCS_DIR, lang, set.page), set.section, keys, OPTION_TYPES[set.type])).toEqual([]);
  });
});
