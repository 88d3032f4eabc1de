import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiPackageFolder } from '../package-folder';
import type { DatabaseHandle } from './client';

export const migrationsFolder = path.join(apiPackageFolder, 'drizzle');

// Any fixed number shared by every process: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_001;

/** Runs the migrations in `folder` (all of them by default; a restore first runs those its backup has). */
export async function runMigrations(
  handle: DatabaseHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder: folder });
    return;
  }
  const connection = await handle.pool.connect();
  try {
    // Waiting for another process's migration, or building an index, may outlast the statement timeout.
    await connection.query('SET statement_timeout = 0');
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder: folder });
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await connection.query('RESET statement_timeout').catch(() => undefined);
    connection.release();
  }
}
