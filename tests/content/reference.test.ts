/**
 * The reference pages agree with the published @module-federation packages: option names,
 * type names, runtime exports and their arity, plugin hooks, compiling samples, and the same
 * coverage in both languages. Conventions: CONTRIBUTING.md, "Reference pages".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkHooksPage,
  checkOptionPage,
  checkRuntimePage,
  checkSamples,
  checkTypeNames,
  documentedNames,
  documentedOptions,
} from '../reference/checks';
import { codeHeadings, type Page, readPage } from '../reference/markdown';
import { optionKeys, runtimePluginHooks } from '../reference/packages';
import { DOCS_DIR, LANGS, type Lang, pageFiles } from '../routes';

const page = (lang: Lang, file: string) => readPage(path.join(DOCS_DIR, lang, file));
const configPages = (lang: Lang) =>
  pageFiles(lang)
    .filter((f) => f.startsWith('configure/') && f !== 'configure/index.mdx')
    .map((f) => page(lang, f));
const referencePages = (lang: Lang): Page[] => [
  ...configPages(lang),
  page(lang, 'configure/index.mdx'),
  page(lang, 'guide/basic/runtime.mdx'),
  page(lang, 'guide/basic/type-prompt.mdx'),
  page(lang, 'plugin/dev/index.mdx'),
];

/** Guide pages whose TypeScript samples compile against the packages too. */
const troubleshootingPages = (lang: Lang): Page[] =>
  pageFiles(lang)
    .filter((f) => f.startsWith('guide/troubleshooting/'))
    .map((f) => page(lang, f));

/** The options and sub-options that the configuration pages must document. */
const REQUIRED_OPTIONS = [
  'name',
  'filename',
  'remotes',
  'exposes',
  'shared',
  'shared.singleton',
  'shared.requiredVersion',
  'shared.eager',
  'runtimePlugins',
  'getPublicPath',
  'implementation',
  'dts',
  'dts.generateTypes',
  'dts.consumeTypes',
  'dts.consumeTypes.maxRetries',
  'dev',
  'dev.disableHotTypesReload',
  'dev.disableLiveReload',
  'manifest',
  'manifest.filePath',
  'manifest.fileName',
  'manifest.disableAssetsAnalyze',
];
/** The runtime functions and plugin hooks that the runtime pages must document. */
const REQUIRED_RUNTIME_API = ['init', 'loadRemote', 'loadShare', 'preloadRemote', 'registerRemotes', 'createInstance'];
const REQUIRED_HOOKS = [
  'beforeInit',
  'init',
  'beforeRequest',
  'afterResolve',
  'onLoad',
  'handlePreloadModule',
  'errorLoadRemote',
  'beforeLoadShare',
  'resolveShare',
  'beforePreloadRemote',
  'generatePreloadAssets',
  'createScript',
];
/** Options whose every key the package has must be documented on their page. */
const COMPLETE_OPTIONS = ['shared', 'dts', 'dts.generateTypes', 'dts.consumeTypes', 'dev', 'manifest'];

describe.each(LANGS)('%s reference pages', (lang) => {
  it('document only real options, under their exact names', () => {
    expect(configPages(lang).flatMap(checkOptionPage)).toEqual([]);
  });

  it('document every option and sub-option of the required list', () => {
    const documented = new Set(configPages(lang).flatMap(documentedOptions));
    expect(REQUIRED_OPTIONS.filter((o) => !documented.has(o))).toEqual([]);
  });

  it('document every key of shared, dts, dev and manifest that the package has', () => {
    const documented = new Set(configPages(lang).flatMap(documentedOptions));
    const missing = COMPLETE_OPTIONS.flatMap((option) =>
      optionKeys(option)
        .map((key) => `${option}.${key}`)
        .filter((o) => !documented.has(o)),
    );
    expect(missing).toEqual([]);
  });

  it('list every top-level option on the overview', () => {
    const overview = page(lang, 'configure/index.mdx');
    const source = readFileSync(overview.file, 'utf8');
    expect(optionKeys('').filter((key) => !source.includes(`\`${key}\``))).toEqual([]);
  });

  it('print only type names that the packages declare', () => {
    expect(referencePages(lang).flatMap(checkTypeNames)).toEqual([]);
  });

  it('document runtime functions that the runtime exports, with its arity', () => {
    const runtime = page(lang, 'guide/basic/runtime.mdx');
    expect(checkRuntimePage(runtime)).toEqual([]);
    expect(REQUIRED_RUNTIME_API.filter((name) => !documentedNames(runtime).includes(name))).toEqual([]);
  });

  it('document hooks that runtime plugins have, including every hook of the required list', () => {
    const plugins = page(lang, 'plugin/dev/index.mdx');
    expect(checkHooksPage(plugins)).toEqual([]);
    const hooks = codeHeadings(plugins, 3).map((h) => h.code);
    expect(REQUIRED_HOOKS.filter((hook) => !hooks.includes(hook))).toEqual([]);
    expect(REQUIRED_HOOKS.filter((hook) => !runtimePluginHooks().includes(hook))).toEqual([]);
  });

  it('have TypeScript samples that compile against the installed packages', { timeout: 60_000 }, () => {
    expect(checkSamples([...referencePages(lang), ...troubleshootingPages(lang)])).toEqual([]);
  });
});

describe('language twins', () => {
  it('document the same options, functions and hooks in English and Chinese', () => {
    const [en, zh] = LANGS.map((lang) => referencePages(lang).map((p) => documentedNames(p)));
    expect(zh).toEqual(en);
  });
});
