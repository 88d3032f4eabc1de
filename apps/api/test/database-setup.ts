import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createPostgresDatabase, dropPostgresDatabase } from './database';
import { checkPostgres } from './postgres-setup';

/**
 * Migrates one database before the API tests start, so each test database is a copy of it instead of a
 * fresh migration (a fresh PGlite takes seconds to initialise; a PostgreSQL template copies in a blink).
 * The migrations themselves are still tested on empty databases by the migration tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Unset in a project without `env` (the browser tests), whatever the type says.
  const env = project.config.env as Partial<Record<string, string>> | undefined;
  if (env?.TEST_DATABASE === 'postgres') {
    await checkPostgres();
    const baseUrl = process.env.DATABASE_URL as string;
    const { name, url } = await createPostgresDatabase(baseUrl, 'earnflow_template');
    const handle = await openDatabase({ kind: 'postgres', url, pool: { size: 1 } });
    await runMigrations(handle);
    await handle.close();
    project.provide('postgresTemplate', name);
    return () => dropPostgresDatabase(baseUrl, name);
  }
  const handle = await openDatabase({ kind: 'pglite' });
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await runMigrations(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `earnflow-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    fs.rmSync(file, { force: true });
  };
}
