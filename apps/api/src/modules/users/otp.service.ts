import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { errorCodes } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { otpCodes, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newOtpCode, safeEqualHex, sha256 } from '../../lib/tokens';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
const DAY_MS = 24 * 3600 * 1000;

export const invalidOtpError = () =>
  new AppError(400, errorCodes.invalidOtp, 'The code is invalid or has expired.');

function hashCode(userId: string, purpose: OtpPurpose, code: string): string {
  return sha256(`${userId}:${purpose}:${code}`);
}

/** One-time codes: hashed, single use, 10 minutes, 5 wrong tries; times from the app's clock. */
export function createOtpService({ clock, codesPerDay }: { clock: Clock; codesPerDay: number }) {
  return {
    /**
     * Replaces any open code of this purpose with a new one and returns the plain code (to e-mail), or
     * undefined when one went out less than a minute ago or the account had its codes for the day.
     */
    async issue(tx: Executor, userId: string, purpose: OtpPurpose): Promise<string | undefined> {
      const now = clock.now();
      // One issuer per account at a time, so parallel requests cannot pass the checks together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [recent] = await tx
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.userId, userId),
            eq(otpCodes.purpose, purpose),
            gt(otpCodes.createdAt, new Date(now.getTime() - OTP_RESEND_SECONDS * 1000)),
          ),
        )
        .limit(1);
      if (recent !== undefined) return undefined;
      const [today] = await tx
        .select({ value: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS))));
      if ((today?.value ?? 0) >= codesPerDay) return undefined;

      await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
      const code = newOtpCode();
      await tx.insert(otpCodes).values({
        userId,
        purpose,
        codeHash: hashCode(userId, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      });
      return code;
    },

    /** Ends every open code of this purpose, as a password change does to the reset codes sent before it. */
    async revokeOpen(tx: Executor, userId: string, purpose: OtpPurpose): Promise<void> {
      await tx
        .update(otpCodes)
        .set({ consumedAt: clock.now() })
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    },

    /**
     * Checks a code and consumes it when right. A wrong code counts as a failed try, kept even though the
     * caller answers with an error; the fifth wrong try kills the code. Returns whether it matched.
     */
    async consume(
      db: Database,
      userId: string,
      purpose: OtpPurpose,
      code: string,
      onSuccess: (tx: Executor) => Promise<void>,
    ): Promise<boolean> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select()
          .from(otpCodes)
          .where(
            and(
              eq(otpCodes.userId, userId),
              eq(otpCodes.purpose, purpose),
              isNull(otpCodes.consumedAt),
              gt(otpCodes.expiresAt, now),
              lt(otpCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
            ),
          )
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
          .for('update');
        if (open === undefined) return false;
        if (!safeEqualHex(open.codeHash, hashCode(userId, purpose, code))) {
          await tx
            .update(otpCodes)
            .set({ failedAttempts: open.failedAttempts + 1 })
            .where(eq(otpCodes.id, open.id));
          return false;
        }
        await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, open.id));
        await onSuccess(tx);
        return true;
      });
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
