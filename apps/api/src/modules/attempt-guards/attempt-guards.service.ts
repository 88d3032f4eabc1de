import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppError } from '../../lib/errors';
import { lockTiming, tooManyAttemptsError } from '../../lib/limits';
import { inTransaction } from '../../lib/transactions';
import { deleteGuards, lockGuard, saveGuard, type AttemptGuardScope } from './attempt-guards.repository';

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
  return {
    /**
     * Counts an attempt as failed before it is checked, so parallel guesses cannot slip past the bound;
     * `succeeded()` takes it back. Throws the lockout answer while the e-mail is locked.
     */
    async begin(scope: AttemptGuardScope, email: string): Promise<GuardedAttempt> {
      const now = clock.now();
      const lockedUntil = await inTransaction(db, async (tx) => {
        const guard = await lockGuard(tx, scope, email);
        if (guard.lockedUntil !== null && guard.lockedUntil > now) {
          throw tooManyAttemptsError(guard.lockedUntil.getTime() - now.getTime());
        }
        const quiet =
          guard.lastFailureAt === null ||
          now.getTime() - guard.lastFailureAt.getTime() >= lockTiming.forgetAfterMs;
        const failures = (quiet ? 0 : guard.failures) + 1;
        const every = failuresPerLock(scope);
        const locks = failures % every === 0 ? failures / every : 0;
        const until = locks > 0 ? new Date(now.getTime() + lockDurationMs(locks)) : null;
        await saveGuard(tx, scope, email, { failures, lastFailureAt: now, lockedUntil: until });
        return until;
      });
      return {
        succeeded: () => deleteGuards(db, [scope], email),
        failed: (error) =>
          lockedUntil === null ? error : tooManyAttemptsError(lockedUntil.getTime() - now.getTime()),
      };
    },

    /** Lifts these lockouts, as a password reset does: the mailbox is proven and a new password chosen. */
    async clear(scopes: AttemptGuardScope[], email: string): Promise<void> {
      await deleteGuards(db, scopes, email);
    },
  };
}

export type AttemptGuardsService = ReturnType<typeof createAttemptGuardsService>;
