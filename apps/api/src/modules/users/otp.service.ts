import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { errorCodes } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { AppError, RateLimitedError } from '../../lib/errors';
import { newOtpCode, safeEqualHex, sha256 } from '../../lib/tokens';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;

export const invalidOtpError = () =>
  new AppError(400, errorCodes.invalidOtp, 'The code is invalid or has expired.');

function hashCode(userId: string, purpose: OtpPurpose, code: string): string {
  return sha256(`${userId}:${purpose}:${code}`);
}

/** True when a code of this purpose went out less than a minute ago. */
export async function isOtpThrottled(db: Executor, userId: string, purpose: OtpPurpose): Promise<boolean> {
  const [recent] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${OTP_RESEND_SECONDS})`),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

export function otpThrottledError() {
  return new RateLimitedError(
    'Please wait a minute before asking for another code.',
    errorCodes.otpThrottled,
  );
}

/** Replaces any open code of this purpose with a new one and returns the plain code (to e-mail). */
export async function issueOtp(db: Executor, userId: string, purpose: OtpPurpose): Promise<string> {
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
  const code = newOtpCode();
  await db.insert(otpCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
  });
  return code;
}

/**
 * Checks a code and consumes it when right. A wrong code counts as a failed try, kept even though the
 * caller answers with an error; the fifth wrong try kills the code. Returns whether it matched.
 */
export async function consumeOtp(
  db: Database,
  userId: string,
  purpose: OtpPurpose,
  code: string,
  onSuccess: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, userId),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, sql`now()`),
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
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(eq(otpCodes.id, open.id));
      return false;
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(otpCodes.id, open.id));
    await onSuccess(tx);
    return true;
  });
}
