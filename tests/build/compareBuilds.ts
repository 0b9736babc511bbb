/**
 * Compares two builds of the site file by file, byte for byte, except for the parts declared to
 * vary between builds of one commit (tests/build/declaredVariation.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Variation {
  /** Output files (paths relative to the build folder, `/`-separated) the variation is in. */
  files: RegExp;
  /** The varying part: every match is masked before comparing. */
  part: RegExp;
  /** Why it varies and cannot be fixed. */
  reason: string;
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The bytes of a file with its declared varying parts masked. */
function comparable(file: string, content: Buffer, variations: Variation[]): Buffer {
  const applying = variations.filter((variation) => variation.files.test(file));
  if (applying.length === 0) return content;
  const text = applying.reduce((masked, { part }) => masked.replace(new RegExp(part, 'g'), '<varies>'), content.toString('utf8'));
  return Buffer.from(text);
}

/** A short excerpt around the first byte where two contents differ. */
function firstDifference(a: Buffer, b: Buffer): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const excerpt = (content: Buffer) => JSON.stringify(content.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));
  return `at byte ${at}: ${excerpt(a)} vs ${excerpt(b)}`;
}

/** Every difference between two builds that no declared variation explains, one line each. */
export function compareBuilds(first: string, second: string, variations: Variation[]): string[] {
  const firstFiles = listFiles(first);
  const secondFiles = listFiles(second);
  const differences = [
    ...firstFiles.filter((file) => !secondFiles.includes(file)).map((file) => `${file}: only in the first build`),
    ...secondFiles.filter((file) => !firstFiles.includes(file)).map((file) => `${file}: only in the second build`),
  ];
  for (const file of firstFiles.filter((name) => secondFiles.includes(name))) {
    const a = comparable(file, readFileSync(path.join(first, file)), variations);
    const b = comparable(file, readFileSync(path.join(second, file)), variations);
    if (!a.equals(b)) differences.push(`${file}: differs ${firstDifference(a, b)}`);
  }
  return differences;
}
