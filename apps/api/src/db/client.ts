import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core';
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
 * databases: Drizzle gives a database's transactions its own SQL dialect object. Caches of ids that never
 * change once written (system accounts, a member's wallet) are kept per this key.
 */
export function databaseKey(executor: Executor): object {
  const { dialect } = executor as unknown as { dialect?: unknown };
  return typeof dialect === 'object' && dialect !== null ? dialect : executor;
}

/** What `builtOnce` runs: a statement prepared by Drizzle (`.prepare(name)`). */
export interface BuiltStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The driver connection an executor's statements run on (a pool, a pooled client, PGlite or its transaction). */
function driverClientOf(executor: Executor): unknown {
  const { session } = executor as unknown as { session?: { client?: unknown } };
  return session?.client;
}

/**
 * A statement built once per database and run on whichever executor it is given, a transaction
 * included: Drizzle builds a wide select anew on every call (60–330 µs of the API's CPU for the member
 * lock and the watch reads), and a statement prepared with `.prepare(name)` is bound to the executor it
 * was prepared on. The one built here (with placeholders for everything that varies) is run through a
 * copy that talks to the given executor's connection: Drizzle's prepared statements for node-postgres
 * and for PGlite keep that connection in their `client` field and read nothing else of their executor.
 * `client.test.ts` checks one inside a transaction and a savepoint on both drivers; the modules' tests
 * run the others where the app runs them.
 */
export function builtOnce<Row>(
  prepare: (db: Executor) => BuiltStatement<Row>,
): (db: Executor) => BuiltStatement<Row> {
  const built = new WeakMap<object, BuiltStatement<Row>>();
  return (db) => {
    const key = databaseKey(db);
    let statement = built.get(key);
    if (statement === undefined) {
      statement = prepare(db);
      built.set(key, statement);
    }
    const client = driverClientOf(db);
    if (client === undefined) throw new Error('the executor has no driver connection to run on');
    return Object.assign(Object.create(statement) as BuiltStatement<Row>, { client });
  };
}

/**
 * A statement written as SQL text (`sql\`…\``), built once per database and run like `builtOnce`: its rows,
 * with each column as the driver gives it (timestamps as text), as `db.execute` would answer them.
 */
export function sqlBuiltOnce<Row>(
  name: string,
  build: (db: Executor) => SQL,
): (db: Executor) => BuiltStatement<Row> {
  const statement = builtOnce((db) => {
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    // No fields and no mapper: the prepared query answers the driver's result as it is.
    return session.prepareQuery(
      dialect.sqlToQuery(build(db)),
      undefined,
      name,
      false,
    ) as unknown as BuiltStatement<never>;
  });
  return (db) => {
    const prepared = statement(db);
    return {
      execute: async (values) => ((await prepared.execute(values)) as unknown as { rows: Row[] }).rows,
    };
  };
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
