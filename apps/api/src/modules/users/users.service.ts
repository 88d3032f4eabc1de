import { centsToDollars, errorCodes, type CurrentUser, type SessionUser } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newAccountNumber } from '../../lib/tokens';
import { createWallet, walletBalanceCents } from '../ledger/ledger.repository';
import { queueEmail } from '../mail/mail.service';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from '../mail/mail.templates';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionMeta,
} from '../sessions/sessions.service';
import { consumeOtp, invalidOtpError, isOtpThrottled, issueOtp, otpThrottledError } from './otp.service';
import {
  findUserByAccountNumber,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from './users.repository';

export const signupMessage = 'We sent a 6-digit code to your e-mail. Enter it to verify your account.';
export const resendMessage = 'If this e-mail is waiting for verification, a new code is on its way.';
export const forgotPasswordMessage = 'If an account exists for that e-mail, a reset code is on its way.';

const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountNumber: user.accountNumber,
    status: user.status,
  };
}

export interface UsersServiceDeps {
  db: Database;
  appName: string;
  publicUrl: string;
  /** Called after a transaction queued e-mail, so it goes out without waiting for the next poll. */
  onEmailQueued: () => void;
}

export function createUsersService({ db, appName, publicUrl, onEmailQueued }: UsersServiceDeps) {
  async function resolveReferrer(referralCode: string | undefined): Promise<string | null> {
    if (referralCode === undefined) return null;
    const referrer = await findUserByAccountNumber(db, referralCode);
    if (referrer === undefined) throw new ValidationError('Referral code not found.');
    return referrer.id;
  }

  async function createMember(input: {
    name: string;
    email: string;
    passwordHash: string;
    referredById: string | null;
  }): Promise<void> {
    // Account numbers are random; a collision is astronomically rare but retried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...input, accountNumber: newAccountNumber() });
          await createWallet(tx, user.id);
          const code = await issueOtp(tx, user.id, 'VERIFY_EMAIL');
          await queueEmail(tx, verificationEmail(appName, user.email, user.name, code));
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await findUserByEmail(db, input.email)) return;
      }
    }
    throw new Error('could not allocate a unique account number');
  }

  return {
    async signup(input: {
      name: string;
      email: string;
      password: string;
      referralCode?: string | undefined;
    }) {
      const referredById = await resolveReferrer(input.referralCode);
      const passwordHash = await hashPassword(input.password);
      const existing = await findUserByEmail(db, input.email);
      if (existing === undefined) {
        await createMember({ name: input.name, email: input.email, passwordHash, referredById });
      } else if (existing.emailVerifiedAt === null) {
        // The address was never proven: whoever verifies it now owns these details.
        await db.transaction(async (tx) => {
          await updateUser(tx, existing.id, { name: input.name, passwordHash, referredById });
          if (!(await isOtpThrottled(tx, existing.id, 'VERIFY_EMAIL'))) {
            const code = await issueOtp(tx, existing.id, 'VERIFY_EMAIL');
            await queueEmail(tx, verificationEmail(appName, existing.email, input.name, code));
          }
        });
      } else {
        await queueEmail(
          db,
          alreadyRegisteredEmail(appName, existing.email, existing.name, `${publicUrl}/login`),
        );
      }
      onEmailQueued();
      return { email: input.email, message: signupMessage };
    },

    async verifyEmail(email: string, otp: string) {
      const user = await findUserByEmail(db, email);
      if (user === undefined || user.emailVerifiedAt !== null) throw invalidOtpError();
      const ok = await consumeOtp(db, user.id, 'VERIFY_EMAIL', otp, async (tx) => {
        await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      });
      if (!ok) throw invalidOtpError();
      return { message: 'Your e-mail has been verified. You can sign in now.' };
    },

    async resendVerification(email: string) {
      const user = await findUserByEmail(db, email);
      if (user !== undefined && user.emailVerifiedAt === null) {
        await db.transaction(async (tx) => {
          if (await isOtpThrottled(tx, user.id, 'VERIFY_EMAIL')) throw otpThrottledError();
          const code = await issueOtp(tx, user.id, 'VERIFY_EMAIL');
          await queueEmail(tx, verificationEmail(appName, user.email, user.name, code));
        });
        onEmailQueued();
      }
      return { message: resendMessage };
    },

    async login(email: string, password: string, meta: SessionMeta) {
      const user = await findUserByEmail(db, email);
      if (user === undefined) {
        await verifyAgainstDummy(password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
      if (user.emailVerifiedAt === null) {
        throw new AppError(
          403,
          errorCodes.emailNotVerified,
          'Please verify your e-mail first. Enter the code we sent you.',
        );
      }
      if (user.status === 'SUSPENDED') {
        throw new ForbiddenError(
          'Your account is suspended. Please contact support.',
          errorCodes.accountSuspended,
        );
      }
      const token = await createSession(db, { kind: 'USER', userId: user.id }, meta);
      return { token, user: toSessionUser(user) };
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
    },

    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      if (user !== undefined && user.status !== 'SUSPENDED') {
        const queued = await db.transaction(async (tx) => {
          // Silently skipped when throttled: the answer must not tell whether the account exists.
          if (await isOtpThrottled(tx, user.id, 'RESET_PASSWORD')) return false;
          const code = await issueOtp(tx, user.id, 'RESET_PASSWORD');
          await queueEmail(tx, passwordResetEmail(appName, user.email, user.name, code));
          return true;
        });
        if (queued) onEmailQueued();
      }
      return { message: forgotPasswordMessage };
    },

    async resetPassword(email: string, otp: string, password: string) {
      const user = await findUserByEmail(db, email);
      if (user === undefined) throw invalidOtpError();
      const passwordHash = await hashPassword(password);
      const ok = await consumeOtp(db, user.id, 'RESET_PASSWORD', otp, async (tx) => {
        // The code proves the mailbox, so an unverified address counts as verified from here on.
        await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await revokeUserSessions(tx, user.id);
      });
      if (!ok) throw invalidOtpError();
      return { message: 'Your password has been reset. You can sign in with the new one.' };
    },

    async me(userId: string): Promise<CurrentUser> {
      const user = await findUserById(db, userId);
      if (user === undefined) throw new NotFoundError('Account not found.');
      const balance = centsToDollars(await walletBalanceCents(db, userId));
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        accountNumber: user.accountNumber,
        profileImage: user.profileImage,
        streakScore: user.streakScore,
        currentBalance: balance,
        status: user.status,
        createdAt: user.createdAt.toISOString(),
        Wallet: { currentBalance: balance },
      };
    },

    async updateMe(
      userId: string,
      changes: { name?: string | undefined; profileImage?: string | null | undefined },
    ) {
      const values: { name?: string; profileImage?: string | null } = {};
      if (changes.name !== undefined) values.name = changes.name;
      if (changes.profileImage !== undefined) values.profileImage = changes.profileImage;
      const updated = await updateUser(db, userId, values);
      if (updated === undefined) throw new NotFoundError('Account not found.');
      return this.me(userId);
    },

    async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string) {
      const user = await findUserById(db, userId);
      if (user === undefined) throw new NotFoundError('Account not found.');
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new ValidationError('The current password is not correct.');
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        await revokeUserSessions(tx, userId, sessionId);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
