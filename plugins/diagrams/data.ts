/**
 * A chart drawn from what an example recorded. A diagram block with `data="examples/…/x.json"`
 * may write `{/path/in/the/file}` (a JSON pointer) wherever a number or a word of that file
 * belongs, in its source, its caption and its text alternative; the build puts the value there. A
 * re-run of the example that records other figures therefore redraws the chart and rewrites its
 * caption, with no hand-copied number to forget. A pointer that ends in `/length` on a list gives
 * how many items it holds (requests sent, files written).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder the `data` paths are relative to: the repository, where `examples/` is. */
const ROOT = path.resolve(import.meta.dirname, '../..');

const PLACEHOLDER = /\{(\/[^{}\n]*)\}/g;

export interface DataProblem {
  /** 0 for the fence's own line (its caption and alt), else the 1-based line in the source. */
  line: number;
  message: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The value at a JSON pointer, with `length` of a list as a last step. */
function resolve(data: Json, pointer: string): Json | undefined {
  let value: Json | undefined = data;
  const steps = pointer
    .slice(1)
    .split('/')
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'));
  for (const step of steps) {
    if (Array.isArray(value)) value = step === 'length' ? value.length : value[Number(step)];
    else if (value !== null && typeof value === 'object') value = Object.hasOwn(value, step) ? value[step] : undefined;
    else return undefined;
  }
  return value;
}

interface DataFile {
  /** The file as given, relative to the repository. */
  name: string;
  data: Json;
}

/** Where the data file a block names is on disk. */
export const dataFilePath = (name: string) => path.resolve(ROOT, name);

/** The data file a block names, or why it cannot be read. */
function readDataFile(name: string): DataFile | string {
  const file = dataFilePath(name);
  if (!existsSync(file)) return `data file ${name} does not exist (paths are relative to the repository)`;
  try {
    return { name, data: JSON.parse(readFileSync(file, 'utf8')) as Json };
  } catch (error) {
    return `data file ${name} is not JSON: ${(error as Error).message}`;
  }
}

/** `text` with each `{/pointer}` replaced by its value; a pointer that leads to no number or word is a problem. */
function fillIn(text: string, file: DataFile, problems: string[]): string {
  return text.replace(PLACEHOLDER, (whole, pointer: string) => {
    const value = resolve(file.data, pointer);
    if (typeof value === 'number' || typeof value === 'string') return String(value);
    problems.push(
      value === undefined
        ? `${whole}: ${file.name} has nothing at ${pointer}`
        : `${whole}: ${pointer} in ${file.name} is ${Array.isArray(value) ? 'a list (add /length for its size)' : `${value === null ? 'null' : typeof value}`}, not a number or a word`,
    );
    return whole;
  });
}

export interface FilledDiagram {
  source: string;
  caption?: string;
  alt?: string;
  problems: DataProblem[];
}

/** A diagram block with the figures of its data file put in; without a data file, the block as written. */
export function fillDiagram(source: string, meta: { caption?: string; alt?: string; data?: string }): FilledDiagram {
  if (!meta.data) return { source, caption: meta.caption, alt: meta.alt, problems: [] };
  const file = readDataFile(meta.data);
  if (typeof file === 'string') return { source, caption: meta.caption, alt: meta.alt, problems: [{ line: 0, message: file }] };
  const problems: DataProblem[] = [];
  const onFence: string[] = [];
  const caption = meta.caption === undefined ? undefined : fillIn(meta.caption, file, onFence);
  const alt = meta.alt === undefined ? undefined : fillIn(meta.alt, file, onFence);
  problems.push(...onFence.map((message) => ({ line: 0, message })));
  const lines = source.split('\n').map((line, index) => {
    const found: string[] = [];
    const filled = fillIn(line, file, found);
    problems.push(...found.map((message) => ({ line: index + 1, message })));
    return filled;
  });
  return { source: lines.join('\n'), caption, alt, problems };
}
