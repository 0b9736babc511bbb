// Every module-federation.io address the installed @module-federation/* packages (and the tools the integration guides cover, such as @rslib/core) print or link to, read from the packages themselves: the docs URL of each error code and the literal addresses in their built code (dist/ or lib/) and READMEs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorDescMap, getShortErrorMsg } from '@module-federation/error-codes';
import { ROOT } from './packages';

export interface PrintedAddress {
  /** The full address: `https://module-federation.io/guide/troubleshooting/runtime#runtime-008`. */
  address: string;
  /** Where it comes from: `getShortErrorMsg(RUNTIME-008)` or a file relative to the project root. */
  sources: string[];
}

export const SITE = 'https://module-federation.io';

const SCOPE_DIR = path.join(ROOT, 'node_modules/@module-federation');

/** A literal address, stopped at whitespace, quotes, a backtick, `)`, `]`, `<` or `\`. */
const LITERAL = /https:\/\/module-federation\.io[^\s'"`)\]<\\]*/g;

const DOCS_LINE = /https:\/\/module-federation\.io\S*/;

/** The docs URL printed with every code of `errorDescMap`. */
export function errorCodeAddresses(): PrintedAddress[] {
  return Object.keys(errorDescMap).map((code) => {
    const address = DOCS_LINE.exec(getShortErrorMsg(code, errorDescMap))?.[0];
    if (!address) throw new Error(`getShortErrorMsg printed no address for ${code}`);
    return { address, sources: [`getShortErrorMsg(${code})`] };
  });
}

/** Files to read in one package folder: its built code (js, cjs, mjs under dist/ or lib/) and its README.md. */
export function packageFiles(packageDir: string): string[] {
  const code = ['dist', 'lib']
    .map((folder) => path.join(packageDir, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|cjs|mjs)$/.test(file))
        .map((file) => path.join(folder, file)),
    );
  const readme = path.join(packageDir, 'README.md');
  return existsSync(readme) ? [...code, readme] : code;
}

/** The literal addresses in `text`, without template fragments such as `…/${kind}`. */
export function literalAddresses(text: string): string[] {
  return [...text.matchAll(LITERAL)].map((m) => m[0]).filter((address) => !address.includes('${'));
}

/** Tools outside the scope whose messages link to this site (Rslib's warning about the mf format). */
const OTHER_PRINTERS = ['@rslib/core'];

/** Every installed package folder under node_modules/@module-federation/, and the other printers. */
export function installedPackages(): string[] {
  return readdirSync(SCOPE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
    .map((entry) => path.join(SCOPE_DIR, entry.name))
    .concat(OTHER_PRINTERS.map((name) => path.join(ROOT, 'node_modules', name)))
    .sort();
}

/** The literal addresses of every installed package, each with the file it is in. */
export function literalPackageAddresses(): PrintedAddress[] {
  return installedPackages()
    .flatMap(packageFiles)
    .flatMap((file) => literalAddresses(readFileSync(file, 'utf8')).map((address) => ({ address, sources: [path.relative(ROOT, file)] })));
}

/** Merges entries of the same address, keeping every source once, sorted by address. */
export function mergeAddresses(entries: PrintedAddress[]): PrintedAddress[] {
  const byAddress = new Map<string, Set<string>>();
  for (const { address, sources } of entries) {
    const known = byAddress.get(address) ?? new Set<string>();
    for (const source of sources) known.add(source);
    byAddress.set(address, known);
  }
  return [...byAddress]
    .map(([address, sources]) => ({ address, sources: [...sources].sort() }))
    .sort((a, b) => a.address.localeCompare(b.address));
}

/** Every documentation address the installed packages print, deduplicated. */
export function printedAddresses(): PrintedAddress[] {
  return mergeAddresses([...errorCodeAddresses(), ...literalPackageAddresses()]);
}
