import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    // The server's database in each file starts as a copy of one migrated PGlite (as in the API tests).
    globalSetup: ['./support/global-setup.ts', '../apps/api/test/database-setup.ts'],
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    // The app's and the harness's modules are imported once, not once per file: each file boots its own
    // server on its own database and its own browser, and none mocks a module (as in the API tests).
    isolate: false,
    testTimeout: 60_000,
    // A page on a busy two-core machine can take seconds to show what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
