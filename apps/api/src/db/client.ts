import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Database | Transaction;

interface HandleBase {
  db: Database;
  ping(): Promise<void>;
  close(): Promise<void>;
}
export type DatabaseHandle =
  (HandleBase & { kind: 'postgres'; pool: pg.Pool }) | (HandleBase & { kind: 'pglite'; client: PGlite });

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it and the next query reports any lasting problem.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === undefined) {
    client = new PGlite();
  } else {
    await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    client,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}
