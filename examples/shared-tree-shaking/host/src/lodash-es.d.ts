// lodash-es ships no types; these are the functions the example calls
declare module 'lodash-es' {
  export function chunk<T>(array: T[], size?: number): T[][];
  export function sum(array: number[]): number;
  export function uniq<T>(array: T[]): T[];
}
