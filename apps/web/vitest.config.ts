import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Modules are imported once per worker, not once per file (a quarter of the time): every test renders
    // into a page that src/test/setup.ts empties afterwards, with its own query client, and none mocks a
    // module; a global a test stubs is restored after it.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for the waits in src/test/setup.ts on a busy two-core machine.
    testTimeout: 20_000,
  },
});
