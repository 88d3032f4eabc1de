import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder: each test database starts from a copy of it. */
    pgliteTemplate: string | undefined;
    /** A migrated PostgreSQL database: each test database is created from it as a template. */
    postgresTemplate: string | undefined;
  }
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the API tests run on: TEST_DATABASE=postgres needs DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}

/** The migrated template the API projects' global setup made (database-setup.ts), if any. */
async function provided(key: 'pgliteTemplate' | 'postgresTemplate'): Promise<string | undefined> {
  if (process.env.VITEST === undefined) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

/** A new PostgreSQL database beside the one at `baseUrl`, empty or a copy of `template`. */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database made by createPostgresDatabase, ending any connection still open to it. */
export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: baseUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database. Under the API
 * projects each starts as a copy of a template migrated once; elsewhere it is migrated here. `empty`
 * gives one with no tables at all, for a test of the migrations themselves.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    if (empty) {
      const handle = await openDatabase({ kind: 'pglite' });
      return { handle, drop: () => handle.close() };
    }
    const templateFile = await provided('pgliteTemplate');
    if (templateFile !== undefined && pgliteTemplate === undefined) {
      pgliteTemplate = new Blob([fs.readFileSync(templateFile)]);
    }
    const handle = await openDatabase(
      pgliteTemplate === undefined ? { kind: 'pglite' } : { kind: 'pglite', loadDataDir: pgliteTemplate },
    );
    // Applies nothing on a copy of the template; checks it is current all the same.
    await runMigrations(handle);
    return { handle, drop: () => handle.close() };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl === undefined || baseUrl === '') throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const template = empty ? undefined : await provided('postgresTemplate');
  const { name, url } = await createPostgresDatabase(baseUrl, 'earnflow_test', template);
  // The concurrency tests queue a thousand requests on these connections on purpose: they may wait long.
  const handle = await openDatabase({
    kind: 'postgres',
    url,
    pool: { size: 25, connectTimeoutMs: 120_000 },
  });
  if (!empty) await runMigrations(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await dropPostgresDatabase(baseUrl, name);
    },
  };
}

/** The database's own error message behind Drizzle's "Failed query" wrapper ('no error' if it passed). */
export async function databaseError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  return 'no error';
}
