/**
 * The drift checks between reference pages and the published packages. Each returns the
 * problems it finds as "file:line message" strings, so a failing test names the place to fix.
 */
import { codeHeadings, compilableBlocks, type Page } from './markdown';
import { compileSamples, isOptionPath, runtimeExportArity, runtimePluginHooks, signatureArity, unknownTypeNames } from './packages';

const at = (page: Page, line: number, message: string) => `${page.file}:${line} ${message}`;

/** A configuration page: its title is an option, and each code heading a key path below it. */
export function checkOptionPage(page: Page): string[] {
  const option = page.title?.text;
  if (!option) return [at(page, 1, 'has no # title')];
  if (!isOptionPath(option)) return [at(page, page.title!.line, `"${option}" is not a key of ModuleFederationPluginOptions`)];
  return codeHeadings(page)
    .filter((h) => h.depth > 1)
    .filter((h) => !isOptionPath(`${option}.${h.code}`))
    .map((h) => at(page, h.line, `"${option}.${h.code}" is not an option in @module-federation/sdk`));
}

/** The key paths a configuration page documents: `shared.singleton`, `dts.consumeTypes.maxRetries`. */
export function documentedOptions(page: Page): string[] {
  const option = page.title?.text ?? '';
  return [
    option,
    ...codeHeadings(page)
      .filter((h) => h.depth > 1)
      .map((h) => `${option}.${h.code}`),
  ];
}

/** Every type name in Type lines and `signature` blocks is declared by the packages or the standard library. */
export function checkTypeNames(page: Page): string[] {
  const places = [
    ...page.typeLines.map((t) => ({ line: t.line, text: t.type })),
    ...page.blocks.filter((b) => /\bsignature\b/.test(b.meta)).map((b) => ({ line: b.line, text: b.code })),
  ];
  return places.flatMap(({ line, text }) =>
    unknownTypeNames(text).map((name) => at(page, line, `type "${name}" is declared by no @module-federation package`)),
  );
}

/** The `ts signature` block that follows a heading, before the next heading. */
function signatureAfter(page: Page, line: number) {
  const next = page.headings.find((h) => h.line > line)?.line ?? Number.POSITIVE_INFINITY;
  return page.blocks.find((b) => b.line > line && b.line < next && /\bsignature\b/.test(b.meta));
}

/** The runtime API page: each `##` code heading is an export of the runtime with the documented arity. */
export function checkRuntimePage(page: Page): string[] {
  return codeHeadings(page, 2).flatMap((heading) => {
    const name = heading.code!;
    const arities = runtimeExportArity(name);
    if (!arities) return [at(page, heading.line, `"${name}" is not exported by @module-federation/runtime`)];
    const block = signatureAfter(page, heading.line);
    if (!block) return [at(page, heading.line, `"${name}" has no \`ts signature\` block`)];
    const documented = signatureArity(block.code);
    if (!documented || documented.name !== name) {
      return [at(page, block.line, `the signature block does not declare function ${name}`)];
    }
    const matches = arities.some((a) => a.min === documented.min && a.max === documented.max);
    return matches
      ? []
      : [
          at(
            page,
            block.line,
            `${name} takes ${documented.min}–${documented.max} parameters here, but the package declares ${arities
              .map((a) => `${a.min}–${a.max}`)
              .join(' or ')}`,
          ),
        ];
  });
}

/** A runtime plugin page: each `###` code heading is a hook of ModuleFederationRuntimePlugin. */
export function checkHooksPage(page: Page): string[] {
  const hooks = new Set(runtimePluginHooks());
  return codeHeadings(page, 3)
    .filter((h) => !hooks.has(h.code!))
    .map((h) => at(page, h.line, `"${h.code}" is not a hook of ModuleFederationRuntimePlugin`));
}

/** Every compilable TypeScript block compiles against the installed packages. */
export function checkSamples(pages: Page[]): string[] {
  const samples = pages.flatMap((page) =>
    compilableBlocks(page).map((b) => ({ file: page.file, line: b.line, lang: b.lang, code: b.code })),
  );
  return compileSamples(samples).map((d) => `${d.file}:${d.line} ${d.message}`);
}

/** The names a page documents as code headings, for comparing language twins. */
export const documentedNames = (page: Page) =>
  codeHeadings(page)
    .map((h) => h.code!)
    .sort();
