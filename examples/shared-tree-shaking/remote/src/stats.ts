import { chunk, sum } from 'lodash-es';

// Sums of each group of three: [1, 2, 3, 4, 5, 6, 7] gives "6, 15, 7"
export function groupSums(values: number[]): string {
  return chunk(values, 3).map((group) => sum(group)).join(', ');
}
