import { defineConfig } from 'vitest/config';

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: { name, env: { TEST_DATABASE: database } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/web',
      'e2e',
      apiProject('api', 'pglite'),
      // The same API tests again on a real PostgreSQL, where DATABASE_URL names one.
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
