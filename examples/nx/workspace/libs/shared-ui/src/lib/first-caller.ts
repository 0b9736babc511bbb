// Module state: the first app that calls firstCaller() is remembered. If the shell and a
// remote each bundled their own copy of this library, each copy would remember itself.
let first: string | undefined;

export function firstCaller(name: string): string {
  first ??= name;
  return first;
}
