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

/**
 * Runs a money-moving create once per (member, key) and answers its result. The key row is inserted in
 * the same transaction as the effect: a concurrent request with the same key waits on it, then answers
 * what the first answered. A request that fails changes nothing, so its key stays free for a retry.
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
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [previous] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (previous === undefined) throw new Error('idempotency key vanished');
      if (previous.requestHash !== hash) {
        throw new ConflictError('This Idempotency-Key was already used for a different request.');
      }
      // The stored body is the earlier answer to this same request, so it has this request's shape.
      return previous.response as T;
    }
    const result = await create(tx, userId);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: 201, response: result })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return result;
  });
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
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(adminIdempotencyKeys)
      .values({ adminId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: adminIdempotencyKeys.key });
    if (inserted.length === 0) {
      const [previous] = await tx
        .select()
        .from(adminIdempotencyKeys)
        .where(and(eq(adminIdempotencyKeys.adminId, adminId), eq(adminIdempotencyKeys.key, key)));
      if (previous === undefined) throw new Error('idempotency key vanished');
      if (previous.requestHash !== hash) {
        throw new ConflictError('This Idempotency-Key was already used for a different request.');
      }
      return previous.response as T;
    }
    const result = await act(tx, adminId);
    await tx
      .update(adminIdempotencyKeys)
      .set({ response: result })
      .where(and(eq(adminIdempotencyKeys.adminId, adminId), eq(adminIdempotencyKeys.key, key)));
    return result;
  });
}
