import { errorCodes } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { newOtpCode, safeEqualHex, sha256 } from '../../lib/tokens';
import {
  codesInCapSince,
  consumeCode,
  consumeOpenCodes,
  consumeRequestersOpenCodes,
  insertOtpCode,
  latestSignupCode,
  lockUserForCodes,
  openCodesForUpdate,
  requesterHadCodeSince,
  setCodeFailedAttempts,
  type OtpCodeRow,
  type OtpPurpose,
} from './users.repository';

export type { OtpCodeRow, OtpPurpose };

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** Wrong tries a code takes when it is sent while the account is under attack: the owner types it once. */
export const OTP_ATTEMPTS_UNDER_ATTACK = 1;
export const OTP_RESEND_SECONDS = 60;
const DAY_MS = 24 * 3600 * 1000;

export const invalidOtpError = () =>
  new AppError(400, errorCodes.invalidOtp, 'The code is invalid or has expired.');

function hashCode(userId: string, purpose: OtpPurpose, code: string): string {
  return sha256(`${userId}:${purpose}:${code}`);
}

/** A sign-up's own details, which the account takes when the code sent for that sign-up verifies it. */
export interface SignupDetails {
  name: string;
  passwordHash: string;
  referredById: string | null;
}

/** Who asks for a code, and how the account stands when they do (decision 0140). */
export interface CodeRequest {
  /** The asking client's key (lib/request-client.ts): its code answers only that client once under attack. */
  requester: string;
  /** The client signed in to this account before: its codes count against a daily cap of their own. */
  knownClient: boolean;
  /** The account's codes are under attack: the new code takes a single try. */
  underAttack: boolean;
  signup?: SignupDetails | undefined;
}

/** How a code check ended: matched, wrong (the try was counted), or refused before it was checked. */
export type CodeCheck = 'matched' | 'wrong' | 'refused';

/**
 * One-time codes: hashed, single use, 10 minutes, 5 wrong tries (1 when sent under attack), each bound to
 * the client that asked for it; times from the app's clock (decisions 0017 and 0140).
 */
export function createOtpService({ clock, codesPerDay }: { clock: Clock; codesPerDay: number }) {
  /** Codes this request counts against for the daily cap: a sign-in's, a known client's, or everyone else's. */
  function sameCap(purpose: OtpPurpose, request: CodeRequest) {
    if (purpose === 'SIGN_IN') return { kind: 'SIGN_IN' } as const;
    return request.knownClient
      ? ({ kind: 'KNOWN_CLIENT', requester: request.requester } as const)
      : ({ kind: 'OTHERS' } as const);
  }

  return {
    /**
     * Replaces the asking client's open code of this purpose with a new one and returns the plain code (to
     * e-mail), or undefined when this client had one less than a minute ago or the day's codes are used.
     * Other clients' codes stay: a stranger asking for a code never ends the owner's.
     */
    async issue(
      tx: Executor,
      userId: string,
      purpose: OtpPurpose,
      request: CodeRequest,
    ): Promise<string | undefined> {
      const now = clock.now();
      // One issuer per account at a time, so parallel requests cannot pass the checks together.
      await lockUserForCodes(tx, userId);
      const resendAfter = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
      if (await requesterHadCodeSince(tx, userId, purpose, request.requester, resendAfter)) return undefined;
      const today = await codesInCapSince(
        tx,
        userId,
        sameCap(purpose, request),
        new Date(now.getTime() - DAY_MS),
      );
      if (today >= codesPerDay) return undefined;

      await consumeRequestersOpenCodes(tx, userId, purpose, request.requester, now);
      const code = newOtpCode();
      await insertOtpCode(tx, {
        userId,
        purpose,
        codeHash: hashCode(userId, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
        maxAttempts: request.underAttack ? OTP_ATTEMPTS_UNDER_ATTACK : OTP_MAX_FAILED_ATTEMPTS,
        requester: request.requester,
        fromKnownClient: request.knownClient,
        signupName: request.signup?.name ?? null,
        signupPasswordHash: request.signup?.passwordHash ?? null,
        signupReferredById: request.signup?.referredById ?? null,
      });
      return code;
    },

    /** The details of the sign-up a new code should carry: this client's latest, else the latest of any. */
    async latestSignup(db: Executor, userId: string, requester: string): Promise<SignupDetails | undefined> {
      const row = await latestSignupCode(db, userId, requester);
      if (row?.name == null || row.passwordHash === null) return undefined;
      return { name: row.name, passwordHash: row.passwordHash, referredById: row.referredById };
    },

    /** Ends every open code of these purposes, as a password change does to the reset codes sent before it. */
    async revokeOpen(tx: Executor, userId: string, purposes: OtpPurpose[]): Promise<void> {
      await consumeOpenCodes(tx, userId, purposes, clock.now());
    },

    /**
     * Checks a code and consumes it when right, calling `onSuccess` with its row in the same transaction.
     * The code checked is the asking client's own open code; without one, the newest open code, unless
     * `boundOnly` (a sign-in code, or any code while the account is under attack, when only a code sent
     * under attack to this client is checked). A wrong code counts as a failed try of the code it was
     * checked against; the code dies at its last try. Refused means nothing was checked.
     */
    async consume(
      db: Database,
      userId: string,
      purpose: OtpPurpose,
      code: string,
      options: { requester: string; boundOnly?: boolean; underAttack?: boolean },
      onSuccess: (tx: Executor, row: OtpCodeRow) => Promise<void>,
    ): Promise<CodeCheck> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const open = await openCodesForUpdate(tx, userId, purpose, now);
        const own = open.find((row) => row.requester === options.requester);
        let target: OtpCodeRow | undefined;
        if (options.underAttack === true) {
          if (own?.maxAttempts !== OTP_ATTEMPTS_UNDER_ATTACK) return 'refused';
          target = own;
        } else {
          target = options.boundOnly === true ? own : (own ?? open[0]);
        }
        if (target === undefined) return 'wrong';
        if (!safeEqualHex(target.codeHash, hashCode(userId, purpose, code))) {
          await setCodeFailedAttempts(tx, target.id, target.failedAttempts + 1);
          return 'wrong';
        }
        await consumeCode(tx, target.id, now);
        await onSuccess(tx, target);
        return 'matched';
      });
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
