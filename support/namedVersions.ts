/**
 * The package versions a line of prose states: `name` X.Y.Z, or a list of names sharing one
 * version (`react` and `react-dom` 19.3.1, also joined by 、 or 和). `npm run upstream` compares
 * them with the registry, and tests/content/tested-with.test.ts with the examples' pins.
 */

const VERSION = String.raw`\d+\.\d+\.\d+(?:-[\w.]+)?`;
/** A package name in code, then more names joined by a comma or a word, then a version. */
const NAMED = new RegExp(
  String.raw`\`([^\`\s]+)\`((?:\s*(?:,|、|，|and|&|和|与|及|以及)\s*\`[^\`\s]+\`)*)\s+v?(${VERSION})(?![\w.-])`,
  'g',
);
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

/** Each `name` X.Y.Z a line of text states, with the packages a list shares the version with. */
export function namedVersions(text: string): { name: string; version: string }[] {
  return [...text.matchAll(NAMED)].flatMap(([, first, rest, version]) =>
    [first!, ...[...rest!.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!)]
      .filter((name) => PACKAGE_NAME.test(name))
      .map((name) => ({ name, version: version! })),
  );
}
