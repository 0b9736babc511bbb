declare module 'remote/stats' {
  export function groupSums(values: number[]): string;
}
