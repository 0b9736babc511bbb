/** A problem found in a page before the build, reported as `file:line:column: message`. */
import path from 'node:path';

export interface Problem {
  /** Absolute path of the page. */
  file: string;
  line: number;
  column?: number;
  message: string;
}

/** `docs/en/guide/x.mdx:12:5: message`, with the path relative to the working directory. */
export function formatProblem({ file, line, column, message }: Problem, cwd = process.cwd()): string {
  const where = [path.relative(cwd, file), line, column].filter((part) => part !== undefined).join(':');
  return `${where}: ${message}`;
}

/** Problems in reading order: by file, then line, then column. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
}
