/** Tests that need the production build in doc_build/ and build the site themselves (`npm run test:build`). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
  },
});
