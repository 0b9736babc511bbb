// The build configuration a reader would write for one row of the Share lab, as text to copy.
import type { LabApp, LabInput } from './negotiate';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A package name is a bare key when it is a valid identifier (`react`), quoted otherwise (`react-dom`, `@scope/x`). */
const keyOf = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** The fields of `shared[pkg]` that reproduce the row in a build: only what differs from the build's defaults. */
function sharedFields(app: LabApp): string[] {
  const fields: string[] = [];
  if (app.provides === null) fields.push('import: false');
  else fields.push(`version: ${quote(app.provides)}`);
  if (app.requiredVersion === false) fields.push('requiredVersion: false');
  else if (app.requiredVersion !== undefined) fields.push(`requiredVersion: ${quote(app.requiredVersion)}`);
  if (app.singleton) fields.push('singleton: true');
  // The build turns strictVersion on by itself for a non-singleton that bundles its own copy
  // (@module-federation/enhanced's ConsumeSharedPlugin), so the lab's "off" has to be written out there.
  if (app.strictVersion) fields.push('strictVersion: true');
  else if (app.provides !== null && !app.singleton) fields.push('strictVersion: false');
  if (app.eager) fields.push('eager: true');
  return fields;
}

/** `module-federation.config.ts` of one application, with the lab's shared package and strategy. */
export function configCode(input: LabInput, app: LabApp): string {
  const pkg = input.pkg.trim();
  const lines = [
    "import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';",
    '',
    'export default createModuleFederationConfig({',
    `  name: ${quote(app.name)},`,
  ];
  // The lab's one strategy is every application's: the runtime reads it per instance.
  if (input.shareStrategy !== 'version-first') lines.push(`  shareStrategy: ${quote(input.shareStrategy)},`);
  lines.push('  shared: {', `    ${keyOf(pkg)}: {`, ...sharedFields(app).map((field) => `      ${field},`), '    },', '  },', '});');
  return lines.join('\n');
}
