/**
 * Every copy of a framework component in the theme is pinned to the original it was drawn from
 * (theme/ejected.ts): an @rspress/core upgrade that changes an original fails here until someone
 * has compared the copy with the new original. So is every private file of the framework that the
 * project imports by path, and those imports are kept in the two internals modules.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EJECTED, INTERNALS_MODULES, INTERNALS_SHA256, ORIGINAL_SHA256, RSPRESS_CORE_VERSION } from '../../theme/ejected';
import { FRAMEWORK_DOM } from '../../theme/frameworkDom';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORE = path.join(ROOT, 'node_modules/@rspress/core');
/** This test reads the installed framework's files by path: it is what checks the reaches. */
const THIS_FILE = 'tests/unit/ejected-copies.test.ts';
const INSTALLED_VERSION: string = JSON.parse(readFileSync(path.join(CORE, 'package.json'), 'utf8')).version;

/** `// Copy of @rspress/core's Nav (dist/theme/components/Nav/index.js): why.`, in a stylesheet between `/*` and `*\/`. */
const HEADER = /^(?:\/\/|\/\*) Copy of @rspress\/core's (\w+) \((dist\/theme\/[^)]+)\): (.+?)(?: \*\/)?$/;
const COPY_HEADING = /^(?:\/\/|\/\*) Copy of/;

function filesUnder(dir: string, extension = /\.tsx?$/): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const firstLine = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').split('\n', 1)[0];

describe('copies of framework components', () => {
  it.each(Object.entries(ORIGINAL_SHA256))('%s is unchanged in the installed @rspress/core', (original, recorded) => {
    const copies = EJECTED.filter((entry) => entry.originals.includes(original)).map((entry) => entry.copy);
    const file = path.join(CORE, original);
    const review = `Review ${copies.join(' and ')} against the new original: delete a copy if the framework now does what it adds, else carry the changes over`;
    expect(
      existsSync(file),
      `${original} is gone from @rspress/core ${INSTALLED_VERSION}. ${review}, then point theme/ejected.ts at its new place.`,
    ).toBe(true);
    const actual = createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(
      actual,
      `${original} of @rspress/core ${INSTALLED_VERSION} differs from the one recorded from ${RSPRESS_CORE_VERSION}. ${review}; then record its new hash (and the version) in theme/ejected.ts.`,
    ).toBe(recorded);
  });

  it('records a hash for each original a copy names, and no other', () => {
    const named = new Set(EJECTED.flatMap((entry) => entry.originals));
    expect([...named].sort()).toEqual(Object.keys(ORIGINAL_SHA256).sort());
  });

  it('lists exactly the files headed as copies', () => {
    const headed = [...filesUnder('theme', /\.(tsx?|css)$/), ...filesUnder('components', /\.(tsx?|css)$/)].filter((file) =>
      COPY_HEADING.test(firstLine(file)),
    );
    expect(headed.sort()).toEqual(EJECTED.map((entry) => entry.copy).sort());
  });

  it.each(EJECTED)('$copy names the framework change that would let it go', ({ goesWhen }) => {
    expect(goesWhen).toMatch(/^when \S.{10,}/);
  });

  it.each(EJECTED)('$copy is headed by one line naming a recorded original and why', ({ copy, originals }) => {
    const header = HEADER.exec(firstLine(copy));
    expect(header, `${copy}:1 must read "// Copy of @rspress/core's <Component> (<original>): <why>."`).not.toBeNull();
    expect(originals, `${copy}:1 names ${header![2]}, which theme/ejected.ts does not record for it`).toContain(header![2]);
  });
});

/**
 * The path in the package of each file of @rspress/core that a source file reaches privately: an
 * import from its dist folder (`import`, `import()`, `export … from`) or a file named by path
 * (`frameworkFile('static/…')` in plugins/internals.ts).
 */
const privateImports = (file: string) => {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  return [
    ...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]@rspress\/core\/(dist\/[^'"]+)['"]/g),
    ...source.matchAll(/\bframeworkFile\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]);
};

/** A reach of the framework's files that is not in an internals module: by package path, or read from node_modules. */
// Its command line (`bin/`, the package's declared executable) is public.
const FRAMEWORK_PATH = /@rspress\/core\/(?:dist|static)\/|node_modules\/@rspress\/core\/(?!bin\/)/;
/** A string naming one of the framework's elements: an id of its own (`__rspress_…`) or a selector of its classes (`.rp-…`). */
const FRAMEWORK_DOM_NAME = /(['"`])(?:(?!\1)[^\n])*?(?:__rspress_|[.#]rp-[a-z])/;
/**
 * A class of the framework handed bare to a DOM call (`classList.contains('rp-…')`). A copy of a
 * framework component may set its original's classes so; anywhere else it is a lookup by name.
 */
const FRAMEWORK_CLASS_CALL = /(?:classList\.\w+|getElementsByClassName|getElementById)\(\s*(['"`])(?:__rspress_|rp-[a-z])/;

describe('private files of the framework', () => {
  it.each(Object.entries(INTERNALS_SHA256))('%s is unchanged in the installed @rspress/core', (file, recorded) => {
    const users = INTERNALS_MODULES.filter((module) => privateImports(module).includes(file)).join(' and ');
    const absolute = path.join(CORE, file);
    expect(
      existsSync(absolute),
      `${file} is gone from @rspress/core ${INSTALLED_VERSION}: find what replaced it, update ${users} and its hash in theme/ejected.ts.`,
    ).toBe(true);
    const actual = createHash('sha256').update(readFileSync(absolute)).digest('hex');
    expect(
      actual,
      `${file} of @rspress/core ${INSTALLED_VERSION} differs from the one recorded from ${RSPRESS_CORE_VERSION}: check that what ${users} takes from it still works, then record its new hash in theme/ejected.ts.`,
    ).toBe(recorded);
  });

  it('are each recorded with a hash, and nothing else is', () => {
    const imported = new Set(INTERNALS_MODULES.flatMap(privateImports));
    expect([...imported].sort()).toEqual(Object.keys(INTERNALS_SHA256).sort());
  });

  it('are imported by the two internals modules only', () => {
    const sources = ['theme', 'components', 'plugins', 'scripts', 'support', 'tests', 'navigation', 'demo']
      .filter((dir) => existsSync(path.join(ROOT, dir)))
      .flatMap((dir) => filesUnder(dir, /\.(?:[cm]?[jt]sx?|css)$/))
      .concat(readdirSync(ROOT).filter((file) => /\.(?:[cm]?[jt]s)$/.test(file)));
    expect(sources.length).toBeGreaterThan(100);
    const elsewhere = sources.filter(
      (file) =>
        !INTERNALS_MODULES.includes(file) &&
        file !== THIS_FILE &&
        (privateImports(file).length > 0 || FRAMEWORK_PATH.test(readFileSync(path.join(ROOT, file), 'utf8'))),
    );
    expect(elsewhere, 'reach these through theme/internals.ts or plugins/internals.ts').toEqual([]);
  });
});

describe("the framework's DOM names", () => {
  const names = Object.values(FRAMEWORK_DOM).flatMap((value) => value.match(/__rspress_\w+|rp-[\w-]+/g) ?? []);
  const installed = filesUnder('node_modules/@rspress/core/dist', /\.(?:js|css)$/)
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
    .join('\n');

  it.each(names)('%s is still drawn by the installed @rspress/core', (name) => {
    expect(
      installed.includes(name),
      `${name} of theme/frameworkDom.ts is gone from @rspress/core ${INSTALLED_VERSION}: find what it became`,
    ).toBe(true);
  });

  it('are named in theme/frameworkDom.ts only', () => {
    const sources = [...filesUnder('theme'), ...filesUnder('components')].filter((file) => file !== 'theme/frameworkDom.ts');
    const copies = new Set(EJECTED.map((entry) => entry.copy));
    const names = (file: string, line: string) => FRAMEWORK_DOM_NAME.test(line) || (!copies.has(file) && FRAMEWORK_CLASS_CALL.test(line));
    const naming = sources.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        // Comments may name them; code finds elements by them.
        .flatMap((line, index) =>
          names(file, line) && !/^\s*(?:\/\/|\*|\/\*)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(naming, 'name these through FRAMEWORK_DOM of theme/frameworkDom.ts').toEqual([]);
  });
});
