export function keyPaths(value: unknown, prefix?: string, paths?: Set<string>): Set<string>;
export function unionKeyPaths(documents: unknown[]): string[];
export function difference(actual: string[], expected: string[]): { added: string[]; missing: string[] };
