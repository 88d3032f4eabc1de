import type { Database, Transaction } from '../db/client';
import { postgresErrorCode } from './db-errors';

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

/** Runs `work` in a transaction, retrying a bounded number of times on serialization failures and deadlocks. */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withRetries(() => db.transaction(work));
}

/**
 * Runs `work` (a transaction, or one statement that is its own transaction), running it again a bounded
 * number of times when the database ended it for a serialization failure or a deadlock.
 */
export async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = postgresErrorCode(error);
      if (code === undefined || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
