import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

/** A connection inside one transaction, on either driver: text in, rows out. */
export interface SqlSession {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `work` in one transaction on a connection of its own (PostgreSQL) or the one connection (PGlite),
 * with no statement or idle timeout: a backup or restore may take long and writes between statements.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  begin: string,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    return handle.client.transaction(async (tx) => {
      const session: SqlSession = {
        query: async (text: string, params?: unknown[]) => ({ rows: (await tx.query(text, params)).rows }),
      };
      return work(session);
    });
  }
  const connection = await handle.pool.connect();
  try {
    await connection.query(begin);
    await connection.query('SET LOCAL statement_timeout = 0');
    await connection.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    const session: SqlSession = {
      query: async (text: string, params?: unknown[]) => ({
        rows: (await connection.query(text, params)).rows as unknown[],
      }),
    };
    const result = await work(session);
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export function readJournal(folder: string = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** The migrations applied to a database, as drizzle's migrator records them: their journal times. */
export async function appliedMigrations(session: SqlSession): Promise<number[]> {
  const exists = (
    await session.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`)
  ).rows as { found: boolean }[];
  if (exists[0]?.found !== true) return [];
  const rows = (
    await session.query(
      'SELECT created_at::text AS created FROM drizzle.__drizzle_migrations ORDER BY created_at',
    )
  ).rows as { created: string }[];
  return rows.map((row) => Number(row.created));
}

/**
 * A folder holding only the first `count` migrations (the journal cut there, the SQL files linked), so a
 * restore can bring an empty database to exactly its backup's level before loading the rows.
 */
export function migrationsUpTo(count: number, into: string): string {
  const entries = readJournal().slice(0, count);
  fs.mkdirSync(path.join(into, 'meta'), { recursive: true });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal & Record<string, unknown>;
  fs.writeFileSync(path.join(into, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  }
  return into;
}
