import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeyHeader } from '@earnflow/contracts';
import type { Database, Transaction } from '../../db/client';
import { adminIdempotencyKeys, idempotencyKeys } from '../../db/schema';
import { ConflictError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { adminAuth, userAuth } from '../../plugins/auth';

/** The Idempotency-Key header, validated; undefined when the client sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    throw new ValidationError('Idempotency-Key must be 1 to 255 characters.');
  }
  return value.trim();
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
}

interface StoredAnswer {
  requestHash: string;
  response: unknown;
}

/**
 * Runs `work` in a transaction that also writes the key with the answer, last; so a money call writes its
 * key in the same round trip budget as before it had one. When the call fails (the key is already taken by
 * a request that finished first, so the insert breaks its uniqueness, or the work itself fails, for
 * example because that earlier request already spent the balance), the earlier answer to the same request
 * is the answer; the same key with another request is a conflict; with no earlier request, the call's own
 * error stands. A failed call changes nothing, so its key stays free for a retry.
 */
async function runOnce<T>(
  db: Database,
  hash: string,
  work: (tx: Transaction) => Promise<T>,
  storeKey: (tx: Transaction, result: T) => Promise<unknown>,
  findKey: () => Promise<StoredAnswer | undefined>,
): Promise<T> {
  try {
    return await inTransaction(db, async (tx) => {
      const result = await work(tx);
      await storeKey(tx, result);
      return result;
    });
  } catch (error) {
    const previous = await findKey().catch(() => undefined);
    if (previous === undefined) throw error;
    if (previous.requestHash !== hash) {
      throw new ConflictError('This Idempotency-Key was already used for a different request.');
    }
    // The stored body is the earlier answer to this same request, so it has this request's shape.
    return previous.response as T;
  }
}

/**
 * Runs a money-moving create once per (member, key) and answers its result. The key row is inserted in
 * the same transaction as the effect: of two requests with the same key, the second answers what the
 * first answered (see runOnce).
 */
export async function createOnce<T>(
  db: Database,
  request: FastifyRequest,
  create: (tx: Transaction, userId: string) => Promise<T>,
): Promise<T> {
  const { userId } = userAuth(request);
  const key = idempotencyKeyOf(request);
  if (key === undefined) return inTransaction(db, (tx) => create(tx, userId));
  const hash = requestHash(request);
  return runOnce(
    db,
    hash,
    (tx) => create(tx, userId),
    (tx, result) =>
      tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: hash, statusCode: 201, response: result }),
    async () =>
      (
        await db
          .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      )[0],
  );
}

/** createOnce for an admin's money-moving call (a balance adjustment): keys are scoped per admin. */
export async function adminActionOnce<T>(
  db: Database,
  request: FastifyRequest,
  act: (tx: Transaction, adminId: string) => Promise<T>,
): Promise<T> {
  const { adminId } = adminAuth(request);
  const key = idempotencyKeyOf(request);
  if (key === undefined) return inTransaction(db, (tx) => act(tx, adminId));
  // The path itself, not the route pattern: the same body for another member is another request.
  const hash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return runOnce(
    db,
    hash,
    (tx) => act(tx, adminId),
    (tx, result) =>
      tx.insert(adminIdempotencyKeys).values({ adminId, key, requestHash: hash, response: result }),
    async () =>
      (
        await db
          .select({ requestHash: adminIdempotencyKeys.requestHash, response: adminIdempotencyKeys.response })
          .from(adminIdempotencyKeys)
          .where(and(eq(adminIdempotencyKeys.adminId, adminId), eq(adminIdempotencyKeys.key, key)))
      )[0],
  );
}
