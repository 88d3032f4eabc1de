import { storedAdsStreakSql } from '../earnings/earnings.service';
import { businessDay } from '../../lib/business-day';
import { centsToDollars, errorCodes, type CurrentUser, type SessionUser } from '@earnflow/contracts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accounts, memberAdStreaks, sessions, users } from '../../db/schema';
import { liveSessionWhere, memberSessionFields, type MemberSessionRow } from '../sessions/statement-session';
import { type UserAuth } from '../sessions/session-auth';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { answerNoSoonerThan } from '../../lib/even-timing';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newAccountNumber } from '../../lib/tokens';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { createWallet } from '../ledger/ledger.service';
import { requireOwnUpload } from '../uploads/uploads.ownership';
import { profilePicturePolicy } from '../uploads/uploads.service';
import { inTransaction } from '../../lib/transactions';
import { queueEmail } from '../mail/mail.service';
import {
  alreadyRegisteredEmail,
  passwordResetEmail,
  signInCodeEmail,
  signupAgainEmail,
  verificationEmail,
} from '../mail/mail.templates';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  signedInBeforeFrom,
} from '../sessions/sessions.service';
import type { RequestClient } from '../../lib/request-client';
import {
  createOtpService,
  invalidOtpError,
  type CodeCheck,
  type OtpCodeRow,
  type OtpPurpose,
  type SignupDetails,
} from './otp.service';
import {
  findUserByAccountNumber,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type UserRow,
} from './users.repository';

export const signupMessage = 'We sent a 6-digit code to your e-mail. Enter it to verify your account.';
export const resendMessage =
  'If this e-mail is waiting for verification, a new code is on its way. Codes go out at most once a minute.';
export const forgotPasswordMessage = 'If an account exists for that e-mail, a reset code is on its way.';

/**
 * Forgot password, resend and reset answer the same for every e-mail, and no sooner than this, so their
 * timing does not tell whether an account exists either (decision 0004).
 */
export const EVEN_ANSWER_MS = 200;

/** At most one "you already have an account" e-mail per address in this time. */
const ALREADY_REGISTERED_EVERY_MS = 24 * 3600 * 1000;

const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);

/** The answer, for a right password and a wrong one alike, when a sign-in from somewhere new needs a code. */
export const signInCodeMessage =
  'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.';
const signInCodeRequired = () => new UnauthorizedError(signInCodeMessage, errorCodes.signInCodeRequired);

/** A guess refused unchecked: the account's codes are under attack and this client asked for no new one. */
const codesUnderAttack = () =>
  new RateLimitedError(
    'Too many wrong codes were tried for this account. Ask for a new code here and enter it on this device.',
  );

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

/** The member's columns GET /users/me answers with. */
type CurrentMemberRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'accountNumber' | 'profileImage' | 'status' | 'createdAt'
>;

// The member, the wallet balance and the ad streak: what GET /users/me answers. The statements join the
// wallet and the member's latest run of ad days (member_ad_streaks; decision 0124).
const currentMemberFields = {
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    accountNumber: users.accountNumber,
    profileImage: users.profileImage,
    status: users.status,
    createdAt: users.createdAt,
  },
  balance: accounts.balance,
  adsStreak: storedAdsStreakSql(sql.placeholder('today')),
};

/**
 * GET /users/me in one round trip: the session lookup of `requireUser` and the member together, with the
 * placeholders tokenHash, now and today (the benchmark's baseline runs the same statement).
 */
export function currentMemberBySessionQuery(db: Database) {
  return db
    .select({
      session: memberSessionFields,
      ...currentMemberFields,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(memberAdStreaks, eq(memberAdStreaks.userId, users.id))
    .where(liveSessionWhere);
}

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  guards: AttemptGuardsService;
  /** One-time codes e-mailed to one account in 24 hours (lib/limits.ts). */
  codesPerDay: number;
  appName: string;
  publicUrl: string;
  /** Called after a transaction queued e-mail, so it goes out without waiting for the next poll. */
  onEmailQueued: () => void;
}

export function createUsersService({
  db,
  clock,
  guards,
  codesPerDay,
  appName,
  publicUrl,
  onEmailQueued,
}: UsersServiceDeps) {
  const otp = createOtpService({ clock, codesPerDay });

  const currentMember = db
    .select(currentMemberFields)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(memberAdStreaks, eq(memberAdStreaks.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('users_current_member');
  const currentMemberBySession = currentMemberBySessionQuery(db).prepare('users_current_member_by_session');

  function toCurrentUser(row: {
    user: CurrentMemberRow;
    balance: number | null;
    adsStreak: number;
  }): CurrentUser {
    const { user } = row;
    const balance = centsToDollars(row.balance ?? 0);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      accountNumber: user.accountNumber,
      profileImage: user.profileImage,
      streakScore: row.adsStreak,
      currentBalance: balance,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      Wallet: { currentBalance: balance },
    };
  }

  async function resolveReferrer(referralCode: string | undefined): Promise<string | null> {
    if (referralCode === undefined) return null;
    const referrer = await findUserByAccountNumber(db, referralCode);
    // A suspended member's code reads as no code: it brings them no new members while suspended.
    if (referrer === undefined || referrer.status === 'SUSPENDED') {
      throw new ValidationError('Referral code not found.', 'referralCode');
    }
    return referrer.id;
  }

  /** How a new code for this account and client is issued: under attack or not, from a known client or not. */
  async function codeRequest(
    user: { id: string; email: string },
    client: RequestClient,
    signup?: SignupDetails,
  ) {
    const { underAttack } = await guards.state('MEMBER_CODE', user.email);
    const knownClient = await signedInBeforeFrom(db, user.id, client);
    return { requester: client.key, knownClient, underAttack, signup };
  }

  async function createMember(
    input: { name: string; email: string; passwordHash: string; referredById: string | null },
    client: RequestClient,
  ): Promise<void> {
    // Account numbers are random; a collision is astronomically rare but retried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await db.transaction(async (tx) => {
          const user = await insertUser(tx, { ...input, accountNumber: newAccountNumber() });
          await createWallet(tx, user.id);
          const code = await otp.issue(tx, user.id, 'VERIFY_EMAIL', {
            requester: client.key,
            knownClient: false,
            underAttack: false,
            signup: { name: input.name, passwordHash: input.passwordHash, referredById: input.referredById },
          });
          if (code !== undefined)
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

  /**
   * Checks a one-time code of the account at `email` under the account's code guard (decision 0140). Not
   * under attack, the attempt counts before it is checked, as ever. Under attack, only a code sent under
   * attack to this client is checked (one try, and a wrong one counts); any other guess is refused
   * unchecked, so the owner's new code is never spent by someone else's guesses.
   */
  async function checkCode(
    email: string,
    purpose: OtpPurpose,
    code: string,
    client: RequestClient,
    user: UserRow | undefined,
    onSuccess: (tx: Executor, row: OtpCodeRow) => Promise<void>,
  ): Promise<CodeCheck> {
    if ((await guards.state('MEMBER_CODE', email)).underAttack) {
      if (user === undefined) throw codesUnderAttack();
      const check = await otp.consume(
        db,
        user.id,
        purpose,
        code,
        { requester: client.key, underAttack: true },
        onSuccess,
      );
      if (check === 'refused') throw codesUnderAttack();
      if (check === 'wrong') {
        await guards.recordFailure('MEMBER_CODE', email);
        throw invalidOtpError();
      }
      await guards.clear(['MEMBER_CODE'], email);
      return check;
    }
    const attempt = await guards.begin('MEMBER_CODE', email);
    const check =
      user === undefined
        ? 'wrong'
        : await otp.consume(db, user.id, purpose, code, { requester: client.key }, onSuccess);
    if (check !== 'matched') throw attempt.failed(invalidOtpError());
    await attempt.succeeded();
    return check;
  }

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
    async signup(
      input: { name: string; email: string; password: string; referralCode?: string | undefined },
      client: RequestClient,
    ) {
      const referredById = await resolveReferrer(input.referralCode);
      const passwordHash = await hashPassword(input.password);
      const existing = await findUserByEmail(db, input.email);
      if (existing === undefined) {
        await createMember({ name: input.name, email: input.email, passwordHash, referredById }, client);
      } else if (existing.emailVerifiedAt === null) {
        // Each sign-up gets its own code carrying its own name, password and referrer: the sign-up whose
        // code verifies the account decides them, so an earlier sign-up's password never opens it (0140).
        const request = await codeRequest(existing, client, { name: input.name, passwordHash, referredById });
        await db.transaction(async (tx) => {
          const code = await otp.issue(tx, existing.id, 'VERIFY_EMAIL', request);
          if (code === undefined) return;
          await queueEmail(tx, signupAgainEmail(appName, existing.email, code));
        });
      } else {
        // At most one such notice a day: sign-ups with someone's address cannot fill their mailbox. The
        // conditional update lets one of parallel sign-ups through.
        const now = clock.now();
        await db.transaction(async (tx) => {
          const claimed = await tx
            .update(users)
            .set({ alreadyRegisteredNoticeAt: now })
            .where(
              and(
                eq(users.id, existing.id),
                or(
                  isNull(users.alreadyRegisteredNoticeAt),
                  lte(users.alreadyRegisteredNoticeAt, new Date(now.getTime() - ALREADY_REGISTERED_EVERY_MS)),
                ),
              ),
            )
            .returning({ id: users.id });
          if (claimed.length === 0) return;
          await queueEmail(
            tx,
            alreadyRegisteredEmail(appName, existing.email, existing.name, `${publicUrl}/login`),
          );
        });
      }
      onEmailQueued();
      return { email: input.email, message: signupMessage };
    },

    async verifyEmail(email: string, code: string, client: RequestClient) {
      const user = await findUserByEmail(db, email);
      const check = await checkCode(
        email,
        'VERIFY_EMAIL',
        code,
        client,
        user?.emailVerifiedAt === null ? user : undefined,
        async (tx, row) => {
          const signup =
            row.signupName !== null && row.signupPasswordHash !== null
              ? {
                  name: row.signupName,
                  passwordHash: row.signupPasswordHash,
                  referredById: row.signupReferredById,
                }
              : {};
          await updateUser(tx, row.userId, { emailVerifiedAt: clock.now(), ...signup });
          // The other sign-ups' codes have nothing left to decide.
          await otp.revokeOpen(tx, row.userId, ['VERIFY_EMAIL']);
        },
      );
      if (check !== 'matched') throw invalidOtpError();
      return { message: 'Your e-mail has been verified. You can sign in now.' };
    },

    async resendVerification(email: string, client: RequestClient) {
      return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        if (user !== undefined && user.emailVerifiedAt === null) {
          // Silently nothing within a minute of this client's last code or past the day's codes: the answer
          // is the same for every e-mail, so it cannot tell whether an account exists. The new code carries
          // this client's sign-up, else the latest one.
          const request = await codeRequest(user, client, await otp.latestSignup(db, user.id, client.key));
          const queued = await db.transaction(async (tx) => {
            const code = await otp.issue(tx, user.id, 'VERIFY_EMAIL', request);
            if (code === undefined) return false;
            await queueEmail(tx, verificationEmail(appName, user.email, user.name, code));
            return true;
          });
          if (queued) onEmailQueued();
        }
        return { message: resendMessage };
      });
    },

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

    async forgotPassword(email: string, client: RequestClient) {
      return answerNoSoonerThan(EVEN_ANSWER_MS, async () => {
        const user = await findUserByEmail(db, email);
        if (user !== undefined && user.status !== 'SUSPENDED') {
          const request = await codeRequest(user, client);
          const queued = await db.transaction(async (tx) => {
            // Silently skipped when throttled: the answer must not tell whether the account exists.
            const code = await otp.issue(tx, user.id, 'RESET_PASSWORD', request);
            if (code === undefined) return false;
            await queueEmail(tx, passwordResetEmail(appName, user.email, user.name, code));
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
            emailVerifiedAt: user.emailVerifiedAt ?? clock.now(),
          });
          await revokeUserSessions(tx, user.id);
          await otp.revokeOpen(tx, user.id, ['RESET_PASSWORD', 'SIGN_IN']);
        });
        if (check !== 'matched' || user === undefined) throw invalidOtpError();
        // The mailbox is proven and the guessed password replaced: a sign-in lockout has nothing left to guard.
        await guards.clear(['MEMBER_CODE', 'MEMBER_SIGN_IN'], user.email);
        return { message: 'Your password has been reset. You can sign in with the new one.' };
      });
    },

    async me(userId: string): Promise<CurrentUser> {
      const today = businessDay(clock.now());
      const [row] = await currentMember.execute({ userId, today });
      if (row === undefined) throw new NotFoundError('Account not found.');
      return toCurrentUser(row);
    },

    /**
     * GET /users/me with its session check in the same statement: `accept` refuses the call as
     * `requireUser` would (it throws), or accepts the member whose answer this is.
     */
    async meBySession(
      lookup: { tokenHash: string; now: string },
      accept: (session: MemberSessionRow | undefined) => UserAuth,
    ): Promise<CurrentUser> {
      const today = businessDay(new Date(lookup.now));
      const [row] = await currentMemberBySession.execute({ ...lookup, today });
      accept(row?.session);
      if (row?.user == null) throw new NotFoundError('Account not found.');
      return toCurrentUser({ user: row.user, balance: row.balance, adsStreak: row.adsStreak });
    },

    async updateMe(
      userId: string,
      changes: { name?: string | undefined; profileImage?: string | null | undefined },
    ) {
      const values: { name?: string; profileImage?: string | null } = {};
      if (changes.name !== undefined) values.name = changes.name;
      const updated = await inTransaction(db, async (tx) => {
        if (typeof changes.profileImage === 'string') {
          const upload = await requireOwnUpload(tx, {
            userId,
            url: changes.profileImage,
            policy: profilePicturePolicy,
            now: clock.now(),
            noun: 'picture',
          });
          values.profileImage = upload.url;
        } else if (changes.profileImage === null) {
          values.profileImage = null;
        }
        return updateUser(tx, userId, values);
      });
      if (updated === undefined) throw new NotFoundError('Account not found.');
      return this.me(userId);
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
        await updateUser(tx, userId, { passwordHash });
        await revokeUserSessions(tx, userId, sessionId);
        // A reset code sent before the change must not undo it.
        await otp.revokeOpen(tx, userId, ['RESET_PASSWORD', 'SIGN_IN']);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
