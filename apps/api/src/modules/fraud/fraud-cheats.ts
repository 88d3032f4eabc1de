import type { CheatKind, CheatLog, ErrorCode } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { ConflictError } from '../../lib/errors';
import { cheatCountRows, cheatCountSince, insertCheat, latestCheatRows } from './fraud.repository';

const DETAIL_MAX = 500;
const RECENT_CHEATS = 50;

/** Cheat log rows are kept this long (the withdrawal risk reads the last week of them). */
export const CHEAT_LOG_RETENTION_DAYS = 365;

/**
 * An earning attempt the server refuses and logs against the member: thrown inside the attempt's
 * transaction, which rolls back; the caller records `cheat` afterwards (rethrowRecordingCheat).
 */
export class RefusedAttemptError extends ConflictError {
  constructor(
    message: string,
    readonly cheat: { kind: CheatKind; detail: string },
    code?: ErrorCode,
  ) {
    super(message, code);
  }
}

/** Logs one refused earning attempt of the member. */
export async function recordCheat(
  db: Executor,
  input: { userId: string; kind: CheatKind; detail: string; now: Date },
): Promise<void> {
  await insertCheat(db, {
    userId: input.userId,
    kind: input.kind,
    detail: input.detail.slice(0, DETAIL_MAX),
    createdAt: input.now,
  });
}

/**
 * For a refused attempt's `.catch`: a RefusedAttemptError is logged against the member (outside the
 * transaction it rolled back), then every error is thrown on. The refusal stays the answer even when the
 * log cannot be written.
 */
export async function rethrowRecordingCheat(
  db: Executor,
  userId: string,
  now: Date,
  error: unknown,
): Promise<never> {
  if (error instanceof RefusedAttemptError)
    await recordCheat(db, { userId, ...error.cheat, now }).catch(() => undefined);
  throw error;
}

/** The member's refused attempts counted by kind (the latest kind first) and the latest 50. */
export async function cheatLog(db: Executor, userId: string): Promise<CheatLog> {
  const counts = await cheatCountRows(db, userId);
  const recent = await latestCheatRows(db, userId, RECENT_CHEATS);
  return {
    counts: counts.map((row) => ({
      kind: row.kind,
      count: row.count,
      lastAt: (row.lastAt ?? new Date(0)).toISOString(),
    })),
    recent: recent.map((row) => ({
      kind: row.kind,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** How many of the member's earning attempts were refused since `since`. */
export function cheatCount(db: Executor, userId: string, since: Date): Promise<number> {
  return cheatCountSince(db, userId, since);
}
