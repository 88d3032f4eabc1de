import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Database | Transaction;

/** How column names are spelled in SQL: those declared without a name become snake_case. */
export const DATABASE_CASING = 'snake_case';

/**
 * A key that is the same for a database and every transaction opened on it, and differs between two
 * databases: Drizzle hands a database's transactions the schema it read for that database, whose table
 * names map (`_.tableNamesMap`, declared on both) is made once per `drizzle()` call. Caches of ids that
 * never change once written (system accounts, a member's wallet) are kept per this key.
 */
export function databaseKey(executor: Executor): object {
  return executor._.tableNamesMap;
}

interface HandleBase {
  db: Database;
  ping(): Promise<void>;
  close(): Promise<void>;
}
export type DatabaseHandle =
  (HandleBase & { kind: 'postgres'; pool: pg.Pool }) | (HandleBase & { kind: 'pglite'; client: PGlite });

export interface PoolOptions {
  size: number;
  /** How long to wait for a new connection, or for a free one when the pool is full. */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer. */
  statementTimeoutMs: number;
  /** The server ends a session that sits in an open transaction doing nothing for longer. */
  idleInTransactionTimeoutMs: number;
}

export const defaultPoolOptions: PoolOptions = {
  size: 20,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; pool?: Partial<PoolOptions> }
  /** `loadDataDir`: an in-memory database that starts as a copy of a dumped data folder. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseLog {
  error(details: object, message: string): void;
}

const consoleLog: DatabaseLog = {
  error: (details, message) => {
    console.error(message, details);
  },
};

export async function openDatabase(
  options: DatabaseOptions,
  log: DatabaseLog = consoleLog,
): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const settings = { ...defaultPoolOptions, ...options.pool };
    const pool = new pg.Pool({
      Client: NamedStatementClient as unknown as typeof pg.Client,
      connectionString: options.url,
      max: settings.size,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    });
    // A connection the server drops (restart, failover, a timeout ending an idle transaction) must not
    // crash the process, whether it sits idle in the pool or is checked out between two queries: the
    // pool replaces it, the next query reports any lasting problem, and the operator sees it in the log.
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
      client.on('error', (error) => {
        log.error({ err: error }, 'database pool: a connection failed');
      });
    });
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing: DATABASE_CASING }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('SELECT 1');
      },
      // The pool's end() resolves once it has asked each connection to close; closing waits until they
      // have, so a database dropped right after (the tests do) ends no connection still open.
      close: async () => {
        const closed = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(closed);
      },
    };
  }
  let client: PGlite;
  if (options.dataDir === undefined) {
    client =
      options.loadDataDir === undefined ? new PGlite() : new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: DATABASE_CASING }) as unknown as Database;
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
