import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: {
    name,
    env: { TEST_DATABASE: database },
    // Migrates one template database per project; on PostgreSQL, a database that does not answer
    // fails the run before any test is skipped.
    globalSetup: ['./test/database-setup.ts'],
  },
});

export default defineConfig({
  test: {
    // One test file more than there are cores. Vitest's default leaves a core free, which on a two-core
    // machine means one file at a time, while much of an API test's time is spent waiting on PostgreSQL's own
    // process: on two cores the API tests took 316 s with two files at a time and 280 s with three.
    maxWorkers: availableParallelism() + 1,
    projects: [
      'packages/contracts',
      // The repository's own ESLint rules (eslint/), tested with ESLint's RuleTester.
      { test: { name: 'tooling', root: '.', include: ['eslint/**/*.test.js'] } },
      'apps/web',
      'e2e',
      apiProject('api', 'pglite'),
      // The same API tests again on a real PostgreSQL, where DATABASE_URL names one; CI=true requires it.
      ...(process.env.DATABASE_URL || process.env.CI === 'true'
        ? [apiProject('api-postgres', 'postgres')]
        : []),
      // Tests that measure time, run by scripts/test-api.mjs on their own after the others; on PostgreSQL
      // where there is one, since the embedded database's work runs on the API's own event loop.
      {
        test: {
          name: 'api-timing',
          root: './apps/api',
          include: ['src/**/*.timing.test.ts'],
          env: { TEST_DATABASE: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
          globalSetup: ['./test/database-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
