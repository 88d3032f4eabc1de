import { databaseKey, type Database, type Executor } from '../../db/client';
import {
  accountKind,
  insertSystemAccount,
  systemAccountRowId,
  walletRowId,
  type SystemAccountKind,
} from './ledger.repository';

export type { SystemAccountKind } from './ledger.repository';

// System account ids never change once migrated; remembered per database (and its transactions).
const systemAccountCache = new WeakMap<object, Map<SystemAccountKind, string>>();

// Every id systemAccountId has answered is a system account (ids are UUIDs, unique across databases).
const knownSystemAccounts = new Set<string>();

/** Whether `accountId` is a system account this process has already met (no query). */
export function isKnownSystemAccount(accountId: string): boolean {
  return knownSystemAccounts.has(accountId);
}

export async function systemAccountId(db: Executor, kind: SystemAccountKind): Promise<string> {
  const key = databaseKey(db);
  let cache = systemAccountCache.get(key);
  const cached = cache?.get(kind);
  if (cached !== undefined) return cached;
  const id = await systemAccountRowId(db, kind);
  if (id === undefined) throw new Error(`system account ${kind} is missing`);
  if (cache === undefined) {
    cache = new Map();
    systemAccountCache.set(key, cache);
  }
  cache.set(kind, id);
  knownSystemAccounts.add(id);
  return id;
}

/**
 * Creates a system account added after the first migrations (e.g. LEVEL_SALES) when it is missing. A
 * migration cannot insert it: PostgreSQL refuses a new enum value in the transaction that adds it.
 */
export async function ensureSystemAccount(db: Database, kind: SystemAccountKind): Promise<void> {
  await insertSystemAccount(db, kind);
}

// A member's wallet is created with the member and never changes; the most recent ids are remembered per
// database, so a money call does not ask for it again. Only ids read from the database are kept.
const WALLET_CACHE_SIZE = 50_000;
const walletCache = new WeakMap<object, Map<string, string>>();

export async function walletAccountId(db: Executor, userId: string): Promise<string> {
  const key = databaseKey(db);
  let cache = walletCache.get(key);
  const cached = cache?.get(userId);
  if (cached !== undefined) return cached;
  const id = await walletRowId(db, userId);
  if (id === undefined) throw new Error(`member ${userId} has no wallet`);
  if (cache === undefined) {
    cache = new Map();
    walletCache.set(key, cache);
  }
  // Oldest first out: a Map keeps insertion order.
  if (cache.size >= WALLET_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(userId, id);
  return id;
}

/** Whether the account is a system account: known already, or read once and then remembered. */
export async function isSystemAccount(tx: Executor, accountId: string): Promise<boolean> {
  if (knownSystemAccounts.has(accountId)) return true;
  const kind = await accountKind(tx, accountId);
  if (kind === undefined || kind === 'WALLET') return false;
  knownSystemAccounts.add(accountId);
  return true;
}
