import { errorCodes } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { inTransaction } from '../../lib/transactions';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import {
  acceptSecondFactorCode,
  checkTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from '../admins/two-factor';
import type { UsersServiceDeps } from './users-deps';
import {
  claimMemberTotpStep,
  deleteMemberRecoveryCodes,
  endOpenMemberSignInChallenges,
  findMemberSecondFactor,
  findUserById,
  insertMemberRecoveryCodes,
  updateUser,
  useMemberRecoveryCode,
} from './users.repository';

/** What a second-factor check needs of the member. */
interface SecondFactorHolder {
  id: string;
  totpSecret: string | null;
  totpLastTimeStep: number | null;
}

/**
 * The key of the guard that bounds wrong second-factor codes per account, at sign-in and on money actions
 * alike. It is not the password's own key, so a right password (which resets that one) does not buy fresh
 * guesses at the code.
 */
export const secondFactorGuardKey = (userId: string) => `second-factor|${userId}`;

export const wrongSecondFactorMessage =
  'That code is not right. Try the newest code in your app, or one of your recovery codes.';

/**
 * Accepts an authenticator code (once: its time step must be newer than the last one used) or an unused
 * recovery code (marked used). Answers whether it was accepted; the claim is conditional, so two requests
 * with one code cannot both pass.
 */
export async function acceptSecondFactor(
  tx: Executor,
  clock: Clock,
  member: SecondFactorHolder,
  code: string,
): Promise<boolean> {
  const { totpSecret } = member;
  if (totpSecret === null) return false;
  return acceptSecondFactorCode(clock, { ...member, totpSecret }, code, {
    claimStep: (step) => claimMemberTotpStep(tx, member.id, step),
    useRecoveryCode: (hash) => useMemberRecoveryCode(tx, member.id, hash, clock.now()),
  });
}

/**
 * The second factor for an action that moves money (a withdrawal): nothing when two-factor sign-in is off;
 * 403 TWO_FACTOR_REQUIRED without a code, 400 INVALID_TWO_FACTOR_CODE for a wrong or used one. Runs in the
 * caller's transaction, so a code is spent only if the action happens.
 */
export async function requireMemberSecondFactor(
  tx: Executor,
  clock: Clock,
  userId: string,
  code: string | undefined,
): Promise<void> {
  const member = await findMemberSecondFactor(tx, userId);
  if (member === undefined || member.totpEnabledAt === null || member.totpSecret === null) return;
  if (code === undefined || code.trim() === '') {
    throw new AppError(
      403,
      errorCodes.twoFactorRequired,
      'Enter the code from your authenticator app.',
      'twoFactorCode',
    );
  }
  if (!(await acceptSecondFactor(tx, clock, member, code))) {
    throw new AppError(400, errorCodes.invalidTwoFactorCode, wrongSecondFactorMessage, 'twoFactorCode');
  }
}

/**
 * Runs a money action whose transaction calls requireMemberSecondFactor, with the code's guesses bounded:
 * a wrong code counts against the account's second-factor guard (the one sign-in uses), and while it is
 * locked even a right code is refused (429). The count must live outside the action's transaction, which a
 * wrong code rolls back. No code sent is no guess.
 */
export async function guardedSecondFactor<T>(
  guards: AttemptGuardsService,
  userId: string,
  code: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (code === undefined) return work();
  const attempt = await guards.begin('MEMBER_SIGN_IN', secondFactorGuardKey(userId));
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // Any other failure leaves the attempt counted: it cannot tell whether the code was checked.
    if (error instanceof AppError && error.code === errorCodes.invalidTwoFactorCode) {
      throw attempt.failed(error);
    }
    throw error;
  }
  await attempt.succeeded();
  return result;
}

/** A member turning two-factor sign-in on (password, then a code from the app) and off (password). */
export function createMemberTwoFactor({ db, clock, guards, appName }: UsersServiceDeps) {
  async function findMember(userId: string) {
    const user = await findUserById(db, userId);
    if (user === undefined) throw new NotFoundError('Account not found.');
    return user;
  }

  /**
   * The password asked again before a change to how the member signs in, so whoever holds only the session
   * cannot tie the account to an authenticator of their own. Counted per session, like a password change.
   */
  async function confirmPassword(
    user: { email: string; passwordHash: string },
    sessionId: string,
    password: string,
  ) {
    const attempt = await guards.begin('MEMBER_SIGN_IN_KNOWN_CLIENT', `${user.email}|session:${sessionId}`);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw attempt.failed(new ValidationError('The password is not correct.', 'password'));
    }
    await attempt.succeeded();
  }

  return {
    async startTwoFactorSetup(userId: string, sessionId: string, password: string) {
      const user = await findMember(userId);
      await confirmPassword(user, sessionId, password);
      if (user.totpEnabledAt !== null) throw new ConflictError('Two-factor sign-in is already on.');
      const secret = newTotpSecret();
      await updateUser(db, userId, { totpPendingSecret: secret });
      return { secret, otpauthUrl: totpUri(appName, user.email, secret) };
    },

    async enableTwoFactor(userId: string, code: string) {
      const user = await findMember(userId);
      if (user.totpEnabledAt !== null) throw new ConflictError('Two-factor sign-in is already on.');
      const secret = user.totpPendingSecret;
      if (secret === null) throw new ConflictError('Start the set-up first: scan a new QR code.');
      const step = await checkTotp(clock, secret, code, null);
      if (step === undefined) {
        throw new AppError(
          400,
          errorCodes.invalidTwoFactorCode,
          'That code is not right. Check that your phone shows the right time and try the newest code.',
          'code',
        );
      }
      const recoveryCodes = newRecoveryCodes();
      await inTransaction(db, async (tx) => {
        await updateUser(tx, userId, {
          totpSecret: secret,
          totpPendingSecret: null,
          totpEnabledAt: clock.now(),
          totpLastTimeStep: step,
        });
        await deleteMemberRecoveryCodes(tx, userId);
        await insertMemberRecoveryCodes(tx, userId, recoveryCodes.map(recoveryCodeHash));
      });
      return { recoveryCodes };
    },

    async disableTwoFactor(userId: string, sessionId: string, password: string) {
      const user = await findMember(userId);
      await confirmPassword(user, sessionId, password);
      if (user.totpEnabledAt === null) throw new ConflictError('Two-factor sign-in is not on.');
      await inTransaction(db, async (tx) => {
        await updateUser(tx, userId, {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastTimeStep: null,
        });
        await deleteMemberRecoveryCodes(tx, userId);
        await endOpenMemberSignInChallenges(tx, userId, clock.now());
      });
    },
  };
}
