import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminRecoveryCodes, admins, adminSecurityPolicy, adminSignInChallenges } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminById(db: Executor, adminId: string): Promise<AdminRow | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  return admin;
}

export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [admin] = await db.select().from(admins).where(eq(admins.email, email));
  return admin;
}

export async function findAdminForUpdate(tx: Executor, adminId: string): Promise<AdminRow | undefined> {
  const [admin] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
  return admin;
}

export async function adminCount(db: Executor): Promise<number> {
  const [total] = await db.select({ value: count() }).from(admins);
  return total?.value ?? 0;
}

/** One page of admins, newest first. */
export async function adminPage(db: Executor, limit: number, offset: number): Promise<AdminRow[]> {
  return db
    .select()
    .from(admins)
    .orderBy(desc(admins.createdAt), desc(admins.id))
    .limit(limit)
    .offset(offset);
}

export async function insertAdmin(
  db: Executor,
  values: typeof admins.$inferInsert,
): Promise<AdminRow | undefined> {
  const [created] = await db.insert(admins).values(values).returning();
  return created;
}

export async function updateAdmin(
  tx: Executor,
  adminId: string,
  values: Partial<typeof admins.$inferInsert>,
): Promise<AdminRow | undefined> {
  const [updated] = await tx.update(admins).set(values).where(eq(admins.id, adminId)).returning();
  return updated;
}

/** The same change as updateAdmin, answering nothing. */
export async function setAdminColumns(
  tx: Executor,
  adminId: string,
  values: Partial<typeof admins.$inferInsert>,
): Promise<void> {
  await tx.update(admins).set(values).where(eq(admins.id, adminId));
}

export async function deleteAdmin(tx: Executor, adminId: string): Promise<void> {
  await tx.delete(admins).where(eq(admins.id, adminId));
}

/** The ids of the active owners, locked, so two changes cannot each leave the other as the "last" owner. */
export async function lockActiveOwnerIds(tx: Executor): Promise<string[]> {
  const owners = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'OWNER'), isNull(admins.disabledAt)))
    .orderBy(asc(admins.id))
    .for('update');
  return owners.map((owner) => owner.id);
}

/** The owners who may act on an alarm (not disabled), oldest first. */
export async function activeOwners(db: Executor): Promise<{ name: string; email: string }[]> {
  return db
    .select({ name: admins.name, email: admins.email })
    .from(admins)
    .where(and(eq(admins.role, 'OWNER'), isNull(admins.disabledAt)))
    .orderBy(asc(admins.createdAt));
}

/** Claims a time step for the admin's authenticator codes if it is newer than the last one used. */
export async function claimTotpStep(tx: Executor, adminId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(admins)
    .set({ totpLastTimeStep: step })
    .where(
      and(
        eq(admins.id, adminId),
        sql`(${admins.totpLastTimeStep} IS NULL OR ${admins.totpLastTimeStep} < ${step})`,
      ),
    )
    .returning({ id: admins.id });
  return claimed.length === 1;
}

export async function requireTwoFactorPolicy(db: Executor): Promise<boolean> {
  const [policy] = await db.select().from(adminSecurityPolicy);
  return policy?.requireTwoFactor ?? false;
}

export async function saveSecurityPolicy(tx: Executor, requireTwoFactor: boolean, now: Date): Promise<void> {
  await tx
    .insert(adminSecurityPolicy)
    .values({ id: 1, requireTwoFactor, updatedAt: now })
    .onConflictDoUpdate({
      target: adminSecurityPolicy.id,
      set: { requireTwoFactor, updatedAt: now },
    });
}

export async function deleteRecoveryCodes(tx: Executor, adminId: string): Promise<void> {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

export async function insertRecoveryCodes(
  tx: Executor,
  adminId: string,
  codeHashes: string[],
): Promise<void> {
  await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Uses the admin's unused recovery code with this hash; answers whether there was one. */
export async function useRecoveryCode(
  tx: Executor,
  adminId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
}

export async function insertSignInChallenge(
  db: Executor,
  values: { adminId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSignInChallenges).values(values);
}

/** The unused, unexpired sign-in challenge with this token hash. */
export async function findOpenSignInChallenge(db: Executor, tokenHash: string, now: Date) {
  const [challenge] = await db
    .select()
    .from(adminSignInChallenges)
    .where(
      and(
        eq(adminSignInChallenges.tokenHash, tokenHash),
        isNull(adminSignInChallenges.usedAt),
        gt(adminSignInChallenges.expiresAt, now),
      ),
    );
  return challenge;
}

/** Uses the challenge if it is still unused; answers whether this call did. */
export async function claimSignInChallenge(db: Executor, challengeId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(adminSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(adminSignInChallenges.id, challengeId), isNull(adminSignInChallenges.usedAt)))
    .returning({ id: adminSignInChallenges.id });
  return claimed.length > 0;
}

/** Ends the admin's sign-ins waiting for a second-factor code. */
export async function endOpenSignInChallenges(tx: Executor, adminId: string, now: Date): Promise<void> {
  await tx
    .update(adminSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(adminSignInChallenges.adminId, adminId), isNull(adminSignInChallenges.usedAt)));
}
