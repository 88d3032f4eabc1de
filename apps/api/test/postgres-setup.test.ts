import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPostgres } from './postgres-setup';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the PostgreSQL-only tests under CI=true', () => {
  it('fail the API test run when DATABASE_URL is not set, instead of being skipped', () => {
    const env: Record<string, string | undefined> = { ...process.env, CI: 'true' };
    delete env.DATABASE_URL;
    const run = spawnSync('node', ['scripts/test-api.mjs'], { cwd: root, env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CI=true forbids skipping the PostgreSQL-only tests');
  });

  it('stop the PostgreSQL project before any test when the database is missing or does not answer', async () => {
    await expect(checkPostgres({ CI: 'true' })).rejects.toThrow(
      'DATABASE_URL is not set, and CI=true forbids skipping them.',
    );
    await expect(checkPostgres({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(
      'the database at DATABASE_URL does not answer',
    );
  });
});
