import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import {
  accounts,
  memberAdStreaks,
  otpCodes,
  sessions,
  userRecoveryCodes,
  users,
  userSignInChallenges,
} from '../../db/schema';
import { storedAdsStreakSql } from '../earnings/earnings.service';
import { liveSessionWhere, memberSessionFields } from '../sessions/statement-session';

export type UserRow = typeof users.$inferSelect;
export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];
export type OtpCodeRow = typeof otpCodes.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByAccountNumber(
  db: Executor,
  accountNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.accountNumber, accountNumber));
  return row;
}

export async function insertUser(
  db: Executor,
  values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'accountNumber' | 'referredById' | 'language'>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (row === undefined) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'passwordHash'
      | 'passwordChangedAt'
      | 'profileImage'
      | 'emailVerifiedAt'
      | 'referredById'
      | 'status'
      | 'totpSecret'
      | 'totpPendingSecret'
      | 'totpEnabledAt'
      | 'totpLastTimeStep'
      | 'language'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Stamps the "you already have an account" notice as sent now, unless one went out after `notBefore`;
 * answers whether this call claimed it (the conditional update lets one of parallel sign-ups through).
 */
export async function claimAlreadyRegisteredNotice(
  tx: Executor,
  userId: string,
  now: Date,
  notBefore: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ alreadyRegisteredNoticeAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.alreadyRegisteredNoticeAt), lte(users.alreadyRegisteredNoticeAt, notBefore)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

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
    totpEnabledAt: users.totpEnabledAt,
    language: users.language,
  },
  balance: accounts.balance,
  adsStreak: storedAdsStreakSql(sql.placeholder('today')),
};

/** The member's columns GET /users/me answers with. */
export type CurrentMemberRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'accountNumber'
  | 'profileImage'
  | 'status'
  | 'createdAt'
  | 'totpEnabledAt'
  | 'language'
>;

/**
 * GET /users/me in one round trip: the session lookup of `requireUser` and the member together, with the
 * placeholders tokenHash, now and today (the benchmark's baseline runs the same statement).
 */
export const currentMemberBySession = builtOnce((db, fields) =>
  db
    .select(fields({ session: memberSessionFields, ...currentMemberFields }))
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(memberAdStreaks, eq(memberAdStreaks.userId, users.id))
    .where(liveSessionWhere),
);

/** GET /users/me by member id (placeholders userId, today), built once. */
export const currentMemberById = builtOnce((db, fields) =>
  db
    .select(fields(currentMemberFields))
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(memberAdStreaks, eq(memberAdStreaks.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** Locks the account's row: one code issuer per account at a time. */
export async function lockUserForCodes(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The codes of this account and purpose that this requester asked for. */
const requestersCodes = (userId: string, purpose: OtpPurpose, requester: string) =>
  and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), eq(otpCodes.requester, requester));

/** Whether this requester was sent a code of this purpose after `since`. */
export async function requesterHadCodeSince(
  tx: Executor,
  userId: string,
  purpose: OtpPurpose,
  requester: string,
  since: Date,
): Promise<boolean> {
  const [recent] = await tx
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(requestersCodes(userId, purpose, requester), gt(otpCodes.createdAt, since)))
    .limit(1);
  return recent !== undefined;
}

/**
 * The codes sent after `since` that a new code counts with against the daily cap: a sign-in's, a known
 * client's own, or everyone else's (those not from a known client).
 */
export async function codesInCapSince(
  tx: Executor,
  userId: string,
  cap: { kind: 'SIGN_IN' } | { kind: 'KNOWN_CLIENT'; requester: string } | { kind: 'OTHERS' },
  since: Date,
): Promise<number> {
  const recent = and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, since));
  const emailed = and(recent, ne(otpCodes.purpose, 'SIGN_IN'));
  const where =
    cap.kind === 'SIGN_IN'
      ? and(recent, eq(otpCodes.purpose, 'SIGN_IN'))
      : cap.kind === 'KNOWN_CLIENT'
        ? and(emailed, eq(otpCodes.requester, cap.requester))
        : and(emailed, eq(otpCodes.fromKnownClient, false));
  const [row] = await tx.select({ value: count() }).from(otpCodes).where(where);
  return row?.value ?? 0;
}

/** Ends this requester's open codes of this purpose. */
export async function consumeRequestersOpenCodes(
  tx: Executor,
  userId: string,
  purpose: OtpPurpose,
  requester: string,
  now: Date,
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(requestersCodes(userId, purpose, requester), isNull(otpCodes.consumedAt)));
}

export async function insertOtpCode(tx: Executor, values: typeof otpCodes.$inferInsert): Promise<void> {
  await tx.insert(otpCodes).values(values);
}

/** The sign-up details of the account's verification codes: this requester's latest, else the latest of any. */
export async function latestSignupCode(db: Executor, userId: string, requester: string) {
  const [row] = await db
    .select({
      name: otpCodes.signupName,
      passwordHash: otpCodes.signupPasswordHash,
      referredById: otpCodes.signupReferredById,
    })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, 'VERIFY_EMAIL'),
        sql`${otpCodes.signupPasswordHash} IS NOT NULL`,
      ),
    )
    .orderBy(sql`${otpCodes.requester} = ${requester} DESC`, desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Ends every open code of these purposes. */
export async function consumeOpenCodes(
  tx: Executor,
  userId: string,
  purposes: OtpPurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(otpCodes.userId, userId), inArray(otpCodes.purpose, purposes), isNull(otpCodes.consumedAt)),
    );
}

/** The account's open codes of this purpose (unused, unexpired, tries left), newest first, locked. */
export async function openCodesForUpdate(
  tx: Executor,
  userId: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<OtpCodeRow[]> {
  return tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.failedAttempts, otpCodes.maxAttempts),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(20)
    .for('update');
}

export async function setCodeFailedAttempts(tx: Executor, codeId: string, failedAttempts: number) {
  await tx.update(otpCodes).set({ failedAttempts }).where(eq(otpCodes.id, codeId));
}

export async function consumeCode(tx: Executor, codeId: string, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, codeId));
}

/** What checking a member's second factor reads: the secret, whether it is on, the last step used. */
export async function findMemberSecondFactor(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastTimeStep: users.totpLastTimeStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Claims a time step for the member's authenticator codes if it is newer than the last one used. */
export async function claimMemberTotpStep(tx: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ totpLastTimeStep: step })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.totpLastTimeStep} IS NULL OR ${users.totpLastTimeStep} < ${step})`,
      ),
    )
    .returning({ id: users.id });
  return claimed.length === 1;
}

export async function deleteMemberRecoveryCodes(tx: Executor, userId: string): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

export async function insertMemberRecoveryCodes(
  tx: Executor,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses the member's unused recovery code with this hash; answers whether there was one. */
export async function useMemberRecoveryCode(
  tx: Executor,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length === 1;
}

export async function insertMemberSignInChallenge(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(userSignInChallenges).values(values);
}

/** The unused, unexpired sign-in challenge with this token hash. */
export async function findOpenMemberSignInChallenge(db: Executor, tokenHash: string, now: Date) {
  const [challenge] = await db
    .select({ id: userSignInChallenges.id, userId: userSignInChallenges.userId })
    .from(userSignInChallenges)
    .where(
      and(
        eq(userSignInChallenges.tokenHash, tokenHash),
        isNull(userSignInChallenges.usedAt),
        gt(userSignInChallenges.expiresAt, now),
      ),
    );
  return challenge;
}

/** Uses the challenge if it is still unused; answers whether this call did. */
export async function claimMemberSignInChallenge(
  tx: Executor,
  challengeId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(userSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(userSignInChallenges.id, challengeId), isNull(userSignInChallenges.usedAt)))
    .returning({ id: userSignInChallenges.id });
  return claimed.length > 0;
}

/** Ends the member's sign-ins waiting for a second-factor code. */
export async function endOpenMemberSignInChallenges(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(userSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(userSignInChallenges.userId, userId), isNull(userSignInChallenges.usedAt)));
}
