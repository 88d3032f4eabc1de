// Runs the shadow model of money (apps/api/test/proof/money-model.test.ts) on PGlite, and its concurrent
// batches too when DATABASE_URL names a PostgreSQL. `--seed N` replays a seed, `--runs N` sets how many
// sequences, `--steps N` the longest sequence.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
for (let index = 0; index < args.length; index += 1) {
  const name = { '--seed': 'MODEL_SEED', '--runs': 'MODEL_RUNS', '--steps': 'MODEL_STEPS' }[args[index]];
  const value = args[index + 1];
  if (name === undefined || value === undefined || !/^\d+$/.test(value)) {
    console.error(`test:model: unknown argument ${args[index]} (use --seed N, --runs N, --steps N)`);
    process.exit(2);
  }
  env[name] = value;
  index += 1;
}
const projects = ['--project', 'api'];
if (env.DATABASE_URL) projects.push('--project', 'api-postgres');
const result = spawnSync('npx', ['vitest', 'run', ...projects, 'apps/api/test/proof/money-model.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
