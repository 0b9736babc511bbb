import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // The reference checks start the TypeScript compiler; on a busy 2-core machine that alone can take seconds.
    testTimeout: 60_000,
  },
});
