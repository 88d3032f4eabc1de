// Runs the API tests on embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL too.
// Under CI=true the PostgreSQL run is required: without DATABASE_URL this fails instead of skipping it.
import { spawnSync } from 'node:child_process';

const projects = ['--project', 'api'];
if (process.env.DATABASE_URL) {
  projects.push('--project', 'api-postgres');
  console.log('API tests: on PGlite and on the PostgreSQL at DATABASE_URL.');
} else if (process.env.CI === 'true') {
  console.error(
    'API tests: CI=true forbids skipping the PostgreSQL-only tests, and DATABASE_URL is not set.\n' +
      'Set it, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(1);
} else {
  console.log(
    'API tests: on PGlite only (DATABASE_URL is not set, so the PostgreSQL-only tests are skipped).',
  );
}
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// Tests that measure time run alone afterwards, one file at a time, with no other test on the cores.
const timing =
  process.argv.length > 2
    ? { status: 0 }
    : spawnSync('npx', ['vitest', 'run', '--project', 'api-timing', '--maxWorkers', '1'], {
        stdio: 'inherit',
      });
process.exit((result.status ?? 1) || (timing.status ?? 1));
