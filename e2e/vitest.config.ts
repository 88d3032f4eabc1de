import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    // A page on a busy two-core machine can take seconds to show what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
