/**
 * What may differ between two builds of the same commit, each with the reason it cannot be made
 * identical. Everything else in `doc_build/` must be byte-identical (tests/build/reproducible.test.ts).
 */
import type { Variation } from './compareBuilds';

export const DECLARED_VARIATION: Variation[] = [];
