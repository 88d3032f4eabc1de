import { configDefaults, defineProject } from 'vitest/config';

// Some tests open a database of their own (migrating a fresh PGlite takes seconds, and much longer on a
// busy 2-core machine), so the limits leave room for that; a test that hangs still fails.
export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Timing tests run on their own after the others (project api-timing), with no other test file
    // competing for the cores while they measure.
    exclude: [...configDefaults.exclude, '**/*.timing.test.ts'],
    testTimeout: 120_000,
    // The app's modules are imported once per worker, not once per file: every test builds its own app on
    // its own database, and no test mocks a module or changes the environment.
    isolate: false,
    hookTimeout: 180_000,
  },
});
