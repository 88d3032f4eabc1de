import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeyHeader } from '@earnflow/contracts';
import type { Database, Transaction } from '../../db/client';
import { ConflictError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { SessionNotLiveError } from '../sessions/statement-session';
import { adminAuth, userAuth } from '../sessions/session-auth';
import {
  adminIdempotentAnswer,
  insertAdminIdempotencyKey,
  insertMemberIdempotencyKey,
  memberIdempotentAnswer,
  type StoredIdempotentAnswer,
} from './ledger.repository';

/** The Idempotency-Key header, validated; undefined when the client sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    throw new ValidationError('Idempotency-Key must be 1 to 255 characters.');
  }
  return value.trim();
}

/** The request a key stands for: its method, its path with the values in it (which level, which view) and its body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a money-moving call whose effect and key (with its answer) are written together, the key last, in
 * one transaction (one statement more) or in the effect's own statement. When the call fails (the key is
 * already taken by a request that finished first, so the insert breaks its uniqueness, or the work itself
 * fails, for example because that earlier request already spent the balance), the earlier answer to the
 * same request is the answer; the same key with another request is a conflict; with no earlier request,
 * the call's own error stands. A failed call changes nothing, so its key stays free for a retry.
 */
async function runOnce<T>(
  hash: string,
  run: () => Promise<T>,
  findKey: () => Promise<StoredIdempotentAnswer | undefined>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // The caller's session ended: that is the answer, whatever the key holds.
    if (error instanceof SessionNotLiveError) throw error;
    const previous = await findKey().catch(() => undefined);
    if (previous === undefined) throw error;
    if (previous.requestHash !== hash) {
      throw new ConflictError('This Idempotency-Key was already used for a different request.');
    }
    // The stored body is the earlier answer to this same request, so it has this request's shape.
    return previous.response as T;
  }
}

/** A member's Idempotency-Key and the hash of the request it came with. */
export interface MemberIdempotency {
  key: string;
  hash: string;
}

/** The member call's Idempotency-Key with its request's hash; undefined when the client sent none. */
export function memberIdempotency(request: FastifyRequest): MemberIdempotency | undefined {
  const key = idempotencyKeyOf(request);
  return key === undefined ? undefined : { key, hash: requestHash(request) };
}

/**
 * Runs a member's money-moving create whose statement writes the key with its answer itself (a one
 * statement call), answering as runOnce does when it fails.
 */
export async function answerOnce<T>(
  db: Database,
  userId: string,
  once: MemberIdempotency | undefined,
  create: () => Promise<T>,
): Promise<T> {
  if (once === undefined) return create();
  return runOnce(once.hash, create, storedMemberAnswer(db, userId, once.key));
}

const storedMemberAnswer = (db: Database, userId: string, key: string) => () =>
  memberIdempotentAnswer(db, userId, key);

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
  const once = memberIdempotency(request);
  if (once === undefined) return inTransaction(db, (tx) => create(tx, userId));
  const { key, hash } = once;
  return runOnce(
    hash,
    () =>
      inTransaction(db, async (tx) => {
        const result = await create(tx, userId);
        await insertMemberIdempotencyKey(tx, {
          userId,
          key,
          requestHash: hash,
          statusCode: 201,
          response: result,
        });
        return result;
      }),
    storedMemberAnswer(db, userId, key),
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
  const hash = requestHash(request);
  return runOnce(
    hash,
    () =>
      inTransaction(db, async (tx) => {
        const result = await act(tx, adminId);
        await insertAdminIdempotencyKey(tx, { adminId, key, requestHash: hash, response: result });
        return result;
      }),
    () => adminIdempotentAnswer(db, adminId, key),
  );
}
