import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The site's code (tests/unit) and what the pages say (tests/content, also run by `npm run check`).
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    // The reference checks start the TypeScript compiler; on a busy 2-core machine that alone can take seconds.
    testTimeout: 60_000,
  },
});
