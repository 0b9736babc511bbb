// The module-federation.io addresses read from the installed packages: every error code's docs URL and each literal link, found once with its sources.
import { describe, expect, it } from 'vitest';
import { literalAddresses, mergeAddresses, printedAddresses, SITE } from '../reference/printedAddresses';
import { ERROR_CODES } from '../reference/troubleshooting';

describe('addresses the installed packages print', () => {
  const addresses = () => printedAddresses().map((a) => a.address);

  it('include the docs URL of every error code', () => {
    for (const code of ERROR_CODES) {
      expect(addresses()).toContain(`${SITE}/guide/troubleshooting/${code.split('-')[0].toLowerCase()}#${code.toLowerCase()}`);
    }
  });

  it('include the links in the packages known when this test was written', () => {
    expect(addresses()).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/guide/troubleshooting/other.html#cors-warn`,
        `${SITE}/guide/runtime/index.html`,
        `${SITE}/guide/build-plugins/plugins.html`,
        `${SITE}/guide/build-plugins/plugins-rsbuild.html`,
        `${SITE}/module-federation.svg`,
      ]),
    );
  });

  it('name where each address was found, once per file', () => {
    const runtime = printedAddresses().find((a) => a.address === `${SITE}/guide/runtime/index.html`);
    expect(runtime?.sources).toEqual(expect.arrayContaining(['node_modules/@module-federation/runtime/README.md']));
    expect(new Set(runtime?.sources).size).toBe(runtime?.sources.length);
    expect(new Set(addresses()).size).toBe(addresses().length);
  });

  it('stop at markup and quotes, and skip template fragments', () => {
    const text = [
      '[docs](https://module-federation.io/guide/a.html)',
      '<a href="https://module-federation.io/b">',
      "'https://module-federation.io/c#d'",
      '`https://module-federation.io/guide/troubleshooting/${kind}#${code}`',
      'see https://module-federation.io/e\\n',
      '[https://module-federation.io/f]',
      '<img src=https://module-federation.io/g.svg<',
    ].join('\n');
    expect(literalAddresses(text)).toEqual([`${SITE}/guide/a.html`, `${SITE}/b`, `${SITE}/c#d`, `${SITE}/e`, `${SITE}/f`, `${SITE}/g.svg`]);
  });

  it('merge the sources of an address found twice', () => {
    expect(
      mergeAddresses([
        { address: `${SITE}/x`, sources: ['b'] },
        { address: `${SITE}/x`, sources: ['a', 'b'] },
      ]),
    ).toEqual([{ address: `${SITE}/x`, sources: ['a', 'b'] }]);
  });
});
