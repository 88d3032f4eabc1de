import { answerNoSoonerThan } from '../../lib/even-timing';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RequestClient } from '../../lib/request-client';
import { queueEmail } from '../mail/mail.service';
import { passwordResetEmail } from '../mail/mail.templates';
import { revokeUserSessions } from '../sessions/sessions.service';
import { invalidOtpError, type OtpService } from './otp.service';
import { EVEN_ANSWER_MS, type MemberCodes } from './users-codes';
import type { UsersServiceDeps } from './users-deps';
import { endOpenMemberSignInChallenges, findUserByEmail, findUserById, updateUser } from './users.repository';

export const forgotPasswordMessage = 'If an account exists for that e-mail, a reset code is on its way.';

/** The member's password: a reset by e-mailed code, and a change while signed in. */
export function createUsersPassword(
  { db, clock, guards, appName, onEmailQueued }: UsersServiceDeps,
  otp: OtpService,
  { codeRequest, checkCode }: MemberCodes,
) {
  return {
    async forgotPassword(email: string, client: RequestClient) {
      return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        if (user !== undefined && user.status !== 'SUSPENDED') {
          const request = await codeRequest(user, client);
          const queued = await db.transaction(async (tx) => {
            // Silently skipped when throttled: the answer must not tell whether the account exists.
            const code = await otp.issue(tx, user.id, 'RESET_PASSWORD', request);
            if (code === undefined) return false;
            await queueEmail(tx, passwordResetEmail(appName, user.email, user.name, code, user.language));
            return true;
          });
          if (queued) onEmailQueued();
        }
        return { message: forgotPasswordMessage };
      });
    },

    async resetPassword(email: string, code: string, password: string, client: RequestClient) {
      return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        const check = await checkCode(email, 'RESET_PASSWORD', code, client, user, async (tx) => {
          if (user === undefined) return;
          // Hashed only once the code matched: a wrong guess costs no hashing.
          const passwordHash = await hashPassword(password);
          // The code proves the mailbox, so an unverified address counts as verified from here on.
          await updateUser(tx, user.id, {
            passwordHash,
            passwordChangedAt: clock.now(),
            emailVerifiedAt: user.emailVerifiedAt ?? clock.now(),
          });
          await revokeUserSessions(tx, user.id);
          await otp.revokeOpen(tx, user.id, ['RESET_PASSWORD', 'SIGN_IN']);
          // A sign-in started with the old password must not finish with the second factor.
          await endOpenMemberSignInChallenges(tx, user.id, clock.now());
        });
        if (check !== 'matched' || user === undefined) throw invalidOtpError();
        // The mailbox is proven and the guessed password replaced: a sign-in lockout has nothing left to guard.
        await guards.clear(['MEMBER_CODE', 'MEMBER_SIGN_IN'], user.email);
        return { message: 'Your password has been reset. You can sign in with the new one.' };
      });
    },

    async changePassword(userId: string, sessionId: string, currentPassword: string, newPassword: string) {
      const user = await findUserById(db, userId);
      if (user === undefined) throw new NotFoundError('Account not found.');
      // The same secret as at sign-in, counted like a sign-in from a device the member uses: a stolen session
      // cannot lock the member out of signing in elsewhere.
      const attempt = await guards.begin('MEMBER_SIGN_IN_KNOWN_CLIENT', `${user.email}|session:${sessionId}`);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw attempt.failed(new ValidationError('The current password is not correct.'));
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash, passwordChangedAt: clock.now() });
        await revokeUserSessions(tx, userId, sessionId);
        // A reset code sent before the change must not undo it, nor a sign-in begun with the old password.
        await otp.revokeOpen(tx, userId, ['RESET_PASSWORD', 'SIGN_IN']);
        await endOpenMemberSignInChallenges(tx, userId, clock.now());
      });
    },
  };
}
