import { errorCodes, type SessionUser, type UserLoginResult } from '@earnflow/contracts';
import { answerNoSoonerThan } from '../../lib/even-timing';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { RequestClient } from '../../lib/request-client';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../lib/transactions';
import { recordSignal } from '../fraud/fraud.service';
import { queueEmail } from '../mail/mail.service';
import { newDeviceSignInEmail, signInCodeEmail } from '../mail/mail.templates';
import { createSession, revokeSession, signedInBeforeFrom } from '../sessions/sessions.service';
import { acceptSecondFactor, secondFactorGuardKey, wrongSecondFactorMessage } from './member-two-factor';
import { invalidOtpError, type OtpService } from './otp.service';
import { EVEN_ANSWER_MS } from './users-codes';
import type { UsersServiceDeps } from './users-deps';
import {
  claimMemberSignInChallenge,
  findOpenMemberSignInChallenge,
  findUserByEmail,
  findUserById,
  insertMemberSignInChallenge,
  type UserRow,
} from './users.repository';

const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);

/** The answer, for a right password and a wrong one alike, when a sign-in from somewhere new needs a code. */
export const signInCodeMessage =
  'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.';
const signInCodeRequired = () => new UnauthorizedError(signInCodeMessage, errorCodes.signInCodeRequired);

/** How long the password step waits for the second factor. */
const CHALLENGE_MINUTES = 5;
const signInExpired = () =>
  new UnauthorizedError('Your sign-in has expired. Enter your password again.', errorCodes.unauthorized);

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
  { db, clock, guards, appName, publicUrl, onEmailQueued }: UsersServiceDeps,
  otp: OtpService,
) {
  /** Whether the member may be signed in at all: a verified e-mail and an account not suspended. */
  function checkMayOpenSession(user: UserRow) {
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
  }

  /**
   * A session for a member whose every factor was right, with the sign-in recorded as a signal in the same
   * transaction; a sign-in from a device the member had not used before e-mails them.
   */
  async function openSession(user: UserRow, client: SignInClient) {
    checkMayOpenSession(user);
    const now = clock.now();
    const { token, newDevice } = await inTransaction(db, async (tx) => {
      const opened = await createSession(
        tx,
        clock,
        { kind: 'USER', userId: user.id },
        { ip: client.ip, userAgent: client.userAgent, deviceHash: client.deviceHash },
      );
      const signal = await recordSignal(tx, {
        userId: user.id,
        kind: 'SIGN_IN',
        client: { ip: client.ip, deviceHash: client.deviceHash, userAgent: client.userAgent },
        now,
      });
      if (signal.newDevice) {
        await queueEmail(
          tx,
          newDeviceSignInEmail(
            appName,
            user.email,
            user.name,
            {
              at: now,
              userAgent: client.userAgent,
              ip: client.ip,
              settingsUrl: `${publicUrl}/settings`,
            },
            user.language,
          ),
        );
      }
      return { token: opened, newDevice: signal.newDevice };
    });
    if (newDevice) onEmailQueued();
    return { token, user: toSessionUser(user) };
  }

  /**
   * The password (and the e-mailed code, where one was needed) was right: a session, or while two-factor
   * sign-in is on, a short-lived challenge the authenticator code completes.
   */
  async function passwordAccepted(user: UserRow, client: SignInClient): Promise<UserLoginResult> {
    if (user.totpEnabledAt === null || user.totpSecret === null) return openSession(user, client);
    checkMayOpenSession(user);
    const challengeToken = newSessionToken();
    const now = clock.now();
    await insertMemberSignInChallenge(db, {
      userId: user.id,
      tokenHash: sha256(challengeToken),
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
      createdAt: now,
    });
    return { twoFactorRequired: true, challengeToken };
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
            await queueEmail(tx, signInCodeEmail(appName, user.email, user.name, code, user.language));
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
      return passwordAccepted(user, client);
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
      return passwordAccepted(user, client);
    },

    /**
     * The second step while two-factor sign-in is on: the challenge from the password step and a code from
     * the authenticator app (or a recovery code). Wrong codes count against the account's second-factor
     * guard, which the password step does not reset.
     */
    async loginWithSecondFactor(challengeToken: string, code: string, client: SignInClient) {
      const challenge = await findOpenMemberSignInChallenge(db, sha256(challengeToken), clock.now());
      if (challenge === undefined) throw signInExpired();
      const user = await findUserById(db, challenge.userId);
      if (user === undefined || user.totpEnabledAt === null || user.totpSecret === null)
        throw signInExpired();
      const attempt = await guards.begin('MEMBER_SIGN_IN', secondFactorGuardKey(user.id));
      const outcome = await inTransaction(db, async (tx) => {
        if (!(await acceptSecondFactor(tx, clock, user, code))) return 'wrong' as const;
        // Claimed with the code: a spent challenge undoes the code's use too.
        if (!(await claimMemberSignInChallenge(tx, challenge.id, clock.now()))) throw signInExpired();
        return 'accepted' as const;
      });
      if (outcome === 'wrong') {
        throw attempt.failed(
          new UnauthorizedError(wrongSecondFactorMessage, errorCodes.invalidTwoFactorCode),
        );
      }
      await attempt.succeeded();
      return openSession(user, client);
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
    },
  };
}
