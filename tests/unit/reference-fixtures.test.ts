/**
 * The drift checks catch what they exist to catch: a misspelled option, an invented type name,
 * a function the runtime does not export or with the wrong arity, a hook that does not exist,
 * a sample that does not compile, and a plugin option the package lacks or a page leaves out
 * (fixtures in ./fixtures/reference).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHooksPage, checkOptionPage, checkRuntimePage, checkSamples, checkTypeNames } from '../reference/checks';
import { readPage } from '../reference/markdown';
import { optionProblems } from '../reference/options';
import { optionKeyPaths } from '../reference/packages';

const fixture = (name: string) => readPage(path.join(import.meta.dirname, 'fixtures/reference', name));

describe('drift checks on broken pages', () => {
  it('report a plugin option the package lacks, and the options a page leaves out', () => {
    const file = path.join(import.meta.dirname, 'fixtures/reference', 'plugin-options.mdx');
    const problems = optionProblems(file, 'options', optionKeyPaths('retry', ['fetch', 'script']), 'RetryPluginParams');
    expect(problems).toContainEqual(
      expect.stringMatching(/plugin-options\.mdx:13: fetch\.retryTime is not an option of RetryPluginParams/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/no `fetch\.retryTimes` under #options/));
    expect(problems).toContainEqual(expect.stringMatching(/no `script` under #options/));
    // A table outside the section documents nothing.
    expect(problems.join('\n')).not.toMatch(/notInTheSection/);
  });

  it('report a misspelled option with its file and line', () => {
    const problems = checkOptionPage(fixture('shared.mdx'));
    expect(problems).toEqual([expect.stringMatching(/shared\.mdx:9 "shared\.singelton" is not an option/)]);
  });

  it('report a type name that no package declares', () => {
    expect(checkTypeNames(fixture('shared.mdx'))).toEqual([
      expect.stringMatching(/shared\.mdx:15 type "SharedVersionRange" is declared by no @module-federation package/),
    ]);
  });

  it('report a sample that does not compile, at its line', { timeout: 60_000 }, () => {
    const problems = checkSamples([fixture('shared.mdx')]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/shared\.mdx:2\d .*singelton/);
  });

  it('report a function the runtime does not export and a signature with the wrong arity', () => {
    const problems = checkRuntimePage(fixture('runtime.mdx'));
    expect(problems).toEqual([
      expect.stringMatching(/runtime\.mdx:9 loadRemote takes 1–3 parameters here, but the package declares 1–2/),
      expect.stringMatching(/runtime\.mdx:13 "loadRemoteModule" is not exported by @module-federation\/runtime/),
    ]);
  });

  it('report a hook that runtime plugins do not have', () => {
    expect(checkHooksPage(fixture('plugin.mdx'))).toEqual([
      expect.stringMatching(/plugin\.mdx:9 "beforeLoadRemote" is not a hook of ModuleFederationRuntimePlugin/),
    ]);
  });
});
