/**
 * What the published `@module-federation/*` packages declare, read through the TypeScript
 * compiler: option keys, runtime exports and their arity, runtime plugin hooks, the type names
 * the packages declare, and compilation of code samples against the installed packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  types: ['node'],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

/** Declarations the queries below are made against. */
const PROBE = `
import type { moduleFederationPlugin } from '@module-federation/sdk';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtime from '@module-federation/runtime';
export type Options = moduleFederationPlugin.ModuleFederationPluginOptions;
export type RuntimePlugin = ModuleFederationRuntimePlugin;
export const runtimeExports = runtime;
`;
const PROBE_FILE = path.join(ROOT, '__reference_probe__.ts');

export interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

/** Compiles in-memory files (absolute path → source) with the installed packages. */
export function createProgram(files: Map<string, string>): ts.Program {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    const source = files.get(file);
    return source === undefined ? getSourceFile(file, language, onError) : ts.createSourceFile(file, source, language, true);
  };
  return ts.createProgram([...files.keys()], COMPILER_OPTIONS, host);
}

let probe: { program: ts.Program; checker: ts.TypeChecker; source: ts.SourceFile } | undefined;
function getProbe() {
  if (!probe) {
    const program = createProgram(new Map([[PROBE_FILE, PROBE]]));
    const source = program.getSourceFile(PROBE_FILE)!;
    probe = { program, checker: program.getTypeChecker(), source };
  }
  return probe;
}

function exportedSymbol(name: string): ts.Symbol {
  const { checker, source } = getProbe();
  const module = checker.getSymbolAtLocation(source)!;
  return checker.getExportsOfModule(module).find((s) => s.name === name)!;
}

function declaredType(name: 'Options' | 'RuntimePlugin'): ts.Type {
  return getProbe().checker.getDeclaredTypeOfSymbol(exportedSymbol(name));
}

/**
 * The object types a value of `type` can be, looking through unions, arrays and index
 * signatures: `boolean | PluginDtsOptions` → [PluginDtsOptions]; `Shared` → [SharedConfig].
 */
function objectShapes(type: ts.Type, seen = new Set<ts.Type>()): ts.Type[] {
  const { checker } = getProbe();
  if (seen.has(type)) return [];
  seen.add(type);
  if (type.isUnion()) return type.types.flatMap((t) => objectShapes(t, seen));
  if (!(type.flags & ts.TypeFlags.Object)) return [];
  if (checker.isArrayType(type)) return objectShapes(checker.getTypeArguments(type as ts.TypeReference)[0], seen);
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  const own = checker.getPropertiesOfType(type).length > 0 ? [type] : [];
  return index ? [...own, ...objectShapes(index.type, seen)] : own;
}

function propertyType(owner: ts.Type, key: string): ts.Type | undefined {
  const { checker, source } = getProbe();
  for (const shape of objectShapes(owner)) {
    const property = checker.getPropertyOfType(shape, key);
    if (property) return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, source));
  }
  return undefined;
}

/** Whether `keyPath` (`shared`, `dts.generateTypes.abortOnError`) names a plugin option. */
export function isOptionPath(keyPath: string): boolean {
  let type: ts.Type | undefined = declaredType('Options');
  for (const key of keyPath.split('.')) {
    type = type && propertyType(type, key);
  }
  return type !== undefined;
}

/** The keys an option's value can hold (`shared` → the SharedConfig keys). */
export function optionKeys(keyPath: string): string[] {
  let type: ts.Type | undefined = declaredType('Options');
  for (const key of keyPath ? keyPath.split('.') : []) type = type && propertyType(type, key);
  if (!type) return [];
  const keys = new Set<string>();
  for (const shape of objectShapes(type)) for (const p of getProbe().checker.getPropertiesOfType(shape)) keys.add(p.name);
  return [...keys].sort();
}

/** The hooks a runtime plugin may define (keys of `ModuleFederationRuntimePlugin`). */
export function runtimePluginHooks(): string[] {
  const { checker } = getProbe();
  return checker
    .getPropertiesOfType(declaredType('RuntimePlugin'))
    .map((p) => p.name)
    .filter((name) => name !== 'name' && name !== 'version' && name !== 'apply');
}

/** Parameter counts of an export of `@module-federation/runtime`, or undefined when it is not exported. */
export function runtimeExportArity(name: string): { min: number; max: number }[] | undefined {
  const { checker, source } = getProbe();
  const namespace = checker.getTypeOfSymbolAtLocation(exportedSymbol('runtimeExports'), source);
  const member = checker.getPropertyOfType(namespace, name);
  if (!member) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(member, source);
  return checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((signature) => {
    const params = signature.getDeclaration().parameters;
    const last = params.at(-1);
    const fixed = params.filter((p) => !p.dotDotDotToken);
    const arity = { max: fixed.length, min: fixed.filter((p) => !checker.isOptionalParameter(p)).length };
    // `...args: Parameters<ModuleFederation['loadRemote']>` is a tuple: count its elements.
    const rest = last?.dotDotDotToken ? checker.getTypeAtLocation(last) : undefined;
    if (rest && checker.isTupleType(rest)) {
      const tuple = (rest as ts.TupleTypeReference).target;
      arity.max += tuple.fixedLength;
      arity.min += tuple.minLength;
    }
    return arity;
  });
}

/** Parameter counts of the function declared in a `ts signature` block. */
export function signatureArity(code: string): { name: string; min: number; max: number } | undefined {
  const source = ts.createSourceFile('signature.ts', code, ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      const params = statement.parameters;
      const min = params.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
      return { name: statement.name.text, min, max: params.length };
    }
  }
  return undefined;
}

let declaredNames: Set<string> | undefined;
/** Every type, interface, class and enum name declared in the packages' type definitions. */
export function packageTypeNames(): Set<string> {
  if (declaredNames) return declaredNames;
  declaredNames = new Set();
  const scope = path.join(ROOT, 'node_modules/@module-federation');
  for (const pkg of readdirSync(scope)) {
    const dist = path.join(scope, pkg, 'dist');
    let files: string[] = [];
    try {
      files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.d\.(c|m)?ts$/.test(f));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      for (const match of text.matchAll(/\b(?:interface|type|class|enum)\s+([A-Z]\w*)/g)) declaredNames.add(match[1]);
    }
  }
  return declaredNames;
}

/** Whether a capitalised name is a global type of TypeScript's standard library or the DOM. */
export function isGlobalTypeName(name: string): boolean {
  const { checker, source } = getProbe();
  return checker.resolveName(name, source, ts.SymbolFlags.Type | ts.SymbolFlags.Value, false) !== undefined;
}

/** Capitalised identifiers in a type expression or declaration, outside string literals. */
export function typeNamesIn(text: string): string[] {
  const withoutStrings = text
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "''")
    // property and parameter names (`GlobalFederation: Federation`) are not type names
    .replace(/\b\w+\??\s*:/g, ':');
  const generics = new Set([...withoutStrings.matchAll(/<\s*([A-Z]\w*)\s*(?:extends|=|,|>)/g)].map((m) => m[1]));
  return [...new Set(withoutStrings.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [])].filter((name) => name.length > 1 && !generics.has(name));
}

/** Type names in `text` that neither the packages nor the standard library declare. */
export function unknownTypeNames(text: string): string[] {
  const known = packageTypeNames();
  return typeNamesIn(text).filter((name) => !known.has(name) && !isGlobalTypeName(name));
}

/** Compiles code samples as separate modules; returns the errors mapped back to their pages. */
export function compileSamples(samples: { file: string; line: number; lang: string; code: string }[]): Diagnostic[] {
  const files = new Map<string, string>();
  const origin = new Map<string, { file: string; line: number }>();
  samples.forEach((sample, index) => {
    const virtual = path.join(ROOT, `__sample_${index}__.${sample.lang}`);
    // `export {}` keeps each sample a module, so samples do not see each other's names.
    files.set(virtual, `${sample.code}\nexport {};\n`);
    origin.set(virtual, { file: sample.file, line: sample.line });
  });
  const program = createProgram(files);
  return ts.getPreEmitDiagnostics(program).flatMap((d) => {
    const from = d.file && origin.get(d.file.fileName);
    if (!from || d.start === undefined) return [];
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start);
    // +1 for the fence line, +1 for 1-based lines.
    return [{ file: from.file, line: from.line + line + 1, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') }];
  });
}

/**
 * The options objects that the integration guides, the Bridge pages and the retry plugin page
 * document, each written as a type expression over the installed package (not all are exported).
 */
export const OPTION_TYPES = {
  rsbuild: `NonNullable<Parameters<typeof import('@module-federation/rsbuild-plugin').pluginModuleFederation>[1]>`,
  vite: `import('@module-federation/vite').ModuleFederationOptions`,
  modernjs: `NonNullable<Parameters<typeof import('@module-federation/modern-js-v3').moduleFederationPlugin>[0]>`,
  retry: `Parameters<typeof import('@module-federation/retry-plugin').RetryPlugin>[0]`,
  bridgeExport: `Parameters<typeof import('@module-federation/bridge-react/v19').createBridgeComponent>[0]`,
  bridgeLoad: `Parameters<typeof import('@module-federation/bridge-react').createRemoteAppComponent>[0]`,
  // The returned component takes RemoteComponentProps, whose index signature carries the provider
  // parameters and rootOptions through to the remote.
  bridgeLoadProps: `import('@module-federation/bridge-react').RemoteComponentProps & import('@module-federation/bridge-react').ProviderParams & Pick<import('@module-federation/bridge-react').RenderParams, 'rootOptions'>`,
} as const;

export type OptionType = keyof typeof OPTION_TYPES;

let optionProbe: { checker: ts.TypeChecker; source: ts.SourceFile; exports: ts.Symbol[] } | undefined;
/** One program declaring every option type (one per type took seconds each, mostly reloading the same declarations). */
function getOptionProbe() {
  if (!optionProbe) {
    const file = path.join(ROOT, '__option_probe__.ts');
    const types = Object.entries(OPTION_TYPES).map(([name, type]) => `export type ${name} = ${type};\n`);
    const program = createProgram(new Map([[file, types.join('')]]));
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file)!;
    optionProbe = { checker, source, exports: checker.getExportsOfModule(checker.getSymbolAtLocation(source)!) };
  }
  return optionProbe;
}

/**
 * The key paths of one of `OPTION_TYPES`, read from the installed package's declarations: its
 * keys, and `parent.child` for the keys of each object-valued key listed in `expand`.
 */
export function optionKeyPaths(name: OptionType, expand: string[] = []): string[] {
  const { checker, source, exports } = getOptionProbe();
  const alias = exports.find((s) => s.name === name)!;
  const type = checker.getDeclaredTypeOfSymbol(alias);
  const keys = checker.getPropertiesOfType(type).map((p) => p.name);
  if (keys.length === 0) throw new Error(`${OPTION_TYPES[name]} has no keys: is the package installed?`);
  const nested = expand.flatMap((key) => {
    const property = checker.getPropertyOfType(type, key);
    if (!property) throw new Error(`${OPTION_TYPES[name]} has no key ${key} to expand`);
    const valueType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, source));
    return checker.getPropertiesOfType(valueType).map((p) => `${key}.${p.name}`);
  });
  return [...keys, ...nested].sort();
}
