// Runs the API tests on embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL too.
import { spawnSync } from 'node:child_process';

const projects = ['--project', 'api'];
if (process.env.DATABASE_URL) {
  projects.push('--project', 'api-postgres');
  console.log('API tests: on PGlite and on the PostgreSQL at DATABASE_URL.');
} else {
  console.log(
    'API tests: on PGlite only (DATABASE_URL is not set, so the PostgreSQL-only tests are skipped).',
  );
}
const result = spawnSync('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
