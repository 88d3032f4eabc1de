import { defineProject } from 'vitest/config';

// Some tests open a database of their own (migrating a fresh PGlite takes seconds, and much longer on a
// busy 2-core machine), so the limits leave room for that; a test that hangs still fails.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
