import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppError } from '../../lib/errors';
import { lockTiming, tooManyAttemptsError } from '../../lib/limits';
import { inTransaction } from '../../lib/transactions';
import type { Executor } from '../../db/client';
import {
  deleteGuards,
  findGuard,
  lockGuard,
  saveGuard,
  type AttemptGuardScope,
} from './attempt-guards.repository';

export type { AttemptGuardScope } from './attempt-guards.repository';

/** How long the n-th lockout in a row lasts: 15 minutes, doubling each time, 12 hours at most. */
export function lockDurationMs(lockNumber: number): number {
  return Math.min(lockTiming.firstLockMs * 2 ** (lockNumber - 1), lockTiming.maxLockMs);
}

export interface GuardedAttempt {
  /** The attempt was right: the count starts again. */
  succeeded(): Promise<void>;
  /** What to answer a wrong attempt with: the lockout it started, if it did, or else `error`. */
  failed(error: AppError): AppError;
}

/**
 * Bounds guessing per account (docs/decisions/0017-guessing-bounds-per-account.md): every
 * `failuresBeforeLock` failures in a row lock the e-mail's sign-in (or codes) for a while, in the
 * database, so every API process sees the same count.
 */
export function createAttemptGuardsService({
  db,
  clock,
  failuresBeforeLock,
  adminFailuresFromAnyAddress,
}: {
  db: Database;
  clock: Clock;
  failuresBeforeLock: number;
  adminFailuresFromAnyAddress: number;
}) {
  const failuresPerLock = (scope: AttemptGuardScope) =>
    scope === 'ADMIN_PASSWORD_ANY_ADDRESS' ? adminFailuresFromAnyAddress : failuresBeforeLock;
  // A week with no failure starts the count again (longer than any lockout).
  const forgotten = (guard: { lastFailureAt: Date | null }, now: Date) =>
    guard.lastFailureAt === null || now.getTime() - guard.lastFailureAt.getTime() >= lockTiming.forgetAfterMs;
  /** Counts one more failure in the guard's row (locked by the caller) and answers the lock it starts. */
  async function countFailure(tx: Executor, scope: AttemptGuardScope, key: string, now: Date) {
    const guard = await lockGuard(tx, scope, key);
    const failures = (forgotten(guard, now) ? 0 : guard.failures) + 1;
    const every = failuresPerLock(scope);
    const locks = failures % every === 0 ? failures / every : 0;
    const until = locks > 0 ? new Date(now.getTime() + lockDurationMs(locks)) : null;
    await saveGuard(tx, scope, key, {
      failures,
      lastFailureAt: now,
      lockedUntil: until ?? guard.lockedUntil,
    });
    return { guard, until };
  }

  return {
    /**
     * Counts an attempt as failed before it is checked, so parallel guesses cannot slip past the bound;
     * `succeeded()` takes it back. Throws the lockout answer while the e-mail is locked.
     */
    async begin(scope: AttemptGuardScope, key: string): Promise<GuardedAttempt> {
      const now = clock.now();
      const lockedUntil = await inTransaction(db, async (tx) => {
        const current = await lockGuard(tx, scope, key);
        if (current.lockedUntil !== null && current.lockedUntil > now) {
          throw tooManyAttemptsError(current.lockedUntil.getTime() - now.getTime());
        }
        return (await countFailure(tx, scope, key, now)).until;
      });
      return {
        succeeded: () => deleteGuards(db, [scope], key),
        failed: (error) =>
          lockedUntil === null ? error : tooManyAttemptsError(lockedUntil.getTime() - now.getTime()),
      };
    },

    /**
     * Where a guard stands: under attack once it counted `failuresBeforeLock` failures that are not
     * forgotten yet (a right attempt, or a week without failure, forgets them), and locked until when.
     */
    async state(
      scope: AttemptGuardScope,
      key: string,
    ): Promise<{ underAttack: boolean; lockedUntil: Date | null }> {
      const now = clock.now();
      const guard = await findGuard(db, scope, key);
      if (guard === undefined || forgotten(guard, now)) return { underAttack: false, lockedUntil: null };
      return {
        underAttack: guard.failures >= failuresPerLock(scope),
        lockedUntil: guard.lockedUntil !== null && guard.lockedUntil > now ? guard.lockedUntil : null,
      };
    },

    /** Counts a failure that was checked while the guard let it through (a code sent under attack). */
    async recordFailure(scope: AttemptGuardScope, key: string): Promise<void> {
      const now = clock.now();
      await inTransaction(db, (tx) => countFailure(tx, scope, key, now));
    },

    /** Lifts these lockouts, as a password reset does: the mailbox is proven and a new password chosen. */
    async clear(scopes: AttemptGuardScope[], key: string): Promise<void> {
      await deleteGuards(db, scopes, key);
    },
  };
}

export type AttemptGuardsService = ReturnType<typeof createAttemptGuardsService>;
