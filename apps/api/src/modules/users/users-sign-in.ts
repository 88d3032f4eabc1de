import { errorCodes, type SessionUser } from '@earnflow/contracts';
import { answerNoSoonerThan } from '../../lib/even-timing';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { RequestClient } from '../../lib/request-client';
import { queueEmail } from '../mail/mail.service';
import { signInCodeEmail } from '../mail/mail.templates';
import { createSession, revokeSession, signedInBeforeFrom } from '../sessions/sessions.service';
import { invalidOtpError, type OtpService } from './otp.service';
import { EVEN_ANSWER_MS } from './users-codes';
import type { UsersServiceDeps } from './users-deps';
import { findUserByEmail, type UserRow } from './users.repository';

const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);

/** The answer, for a right password and a wrong one alike, when a sign-in from somewhere new needs a code. */
export const signInCodeMessage =
  'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.';
const signInCodeRequired = () => new UnauthorizedError(signInCodeMessage, errorCodes.signInCodeRequired);

/** Where a sign-in comes from: its address and device for the session, its key for guessing protection. */
export interface SignInClient extends RequestClient {
  userAgent?: string | undefined;
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountNumber: user.accountNumber,
    status: user.status,
  };
}

/** Signing in (with a code from somewhere new while the account is under attack) and signing out. */
export function createUsersSignIn(
  { db, clock, guards, appName, onEmailQueued }: UsersServiceDeps,
  otp: OtpService,
) {
  /** A session for a member whose password (and code, where one was needed) was right. */
  async function openSession(user: UserRow, client: SignInClient) {
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
    const token = await createSession(
      db,
      clock,
      { kind: 'USER', userId: user.id },
      { ip: client.ip, userAgent: client.userAgent, deviceHash: client.deviceHash },
    );
    return { token, user: toSessionUser(user) };
  }

  /**
   * A sign-in from a client the member never signed in from, while the account's passwords are under
   * attack. Without `otpCode`: a right password e-mails a sign-in code bound to this client; right or
   * wrong, the answer is the same and no sooner than EVEN_ANSWER_MS, so it tells a guesser nothing. With
   * `otpCode`: the right password and the code sent to this client open a session.
   */
  async function signInWithCode(
    email: string,
    user: UserRow | undefined,
    password: string,
    otpCode: string | undefined,
    client: SignInClient,
  ) {
    return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
      if (user === undefined) await verifyAgainstDummy(password);
      const right = user !== undefined && (await verifyPassword(user.passwordHash, password));
      // Still counted, so the attack keeps the account protected for as long as it goes on.
      if (!right) await guards.recordFailure('MEMBER_SIGN_IN', email);
      if (otpCode === undefined) {
        if (right) {
          const request = { requester: client.key, knownClient: false, underAttack: false };
          const queued = await db.transaction(async (tx) => {
            const code = await otp.issue(tx, user.id, 'SIGN_IN', request);
            if (code === undefined) return false;
            await queueEmail(tx, signInCodeEmail(appName, user.email, user.name, code));
            return true;
          });
          if (queued) onEmailQueued();
        }
        throw signInCodeRequired();
      }
      if (!right) throw invalidOtpError();
      const check = await otp.consume(
        db,
        user.id,
        'SIGN_IN',
        otpCode,
        { requester: client.key, boundOnly: true },
        async () => undefined,
      );
      if (check !== 'matched') throw invalidOtpError();
      return openSession(user, client);
    });
  }

  return {
    /**
     * Signs a member in (decision 0140). From a device or address they signed in from before, wrong
     * passwords count against a guard of that client's own, so strangers cannot lock them out. From
     * anywhere else they count against the account's guard; once it is under attack, the right password
     * alone no longer opens the account from there: a sign-in code is e-mailed, and the call made again
     * with `otp` completes it.
     */
    async login(email: string, password: string, otpCode: string | undefined, client: SignInClient) {
      const user = await findUserByEmail(db, email);
      const known = user !== undefined && (await signedInBeforeFrom(db, user.id, client));
      if (!known && (await guards.state('MEMBER_SIGN_IN', email)).underAttack) {
        return signInWithCode(email, user, password, otpCode, client);
      }
      const attempt = known
        ? await guards.begin('MEMBER_SIGN_IN_KNOWN_CLIENT', `${email}|${client.key}`)
        : await guards.begin('MEMBER_SIGN_IN', email);
      if (user === undefined) {
        await verifyAgainstDummy(password);
        throw attempt.failed(invalidCredentials());
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw attempt.failed(invalidCredentials());
      await attempt.succeeded();
      return openSession(user, client);
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
    },
  };
}
