import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attemptGuards } from '../../db/schema';

export type AttemptGuardRow = typeof attemptGuards.$inferSelect;
export type AttemptGuardScope = AttemptGuardRow['scope'];

const guardOf = (scope: AttemptGuardScope, email: string) =>
  and(eq(attemptGuards.scope, scope), eq(attemptGuards.email, email));

/** The guard row of this e-mail, created when missing and locked until the transaction ends. */
export async function lockGuard(
  tx: Executor,
  scope: AttemptGuardScope,
  email: string,
): Promise<AttemptGuardRow> {
  await tx.insert(attemptGuards).values({ scope, email }).onConflictDoNothing();
  const [row] = await tx.select().from(attemptGuards).where(guardOf(scope, email)).for('update');
  if (row === undefined) throw new Error('attempt guard row missing after insert');
  return row;
}

export async function findGuard(
  db: Executor,
  scope: AttemptGuardScope,
  email: string,
): Promise<AttemptGuardRow | undefined> {
  const [row] = await db.select().from(attemptGuards).where(guardOf(scope, email));
  return row;
}

export async function saveGuard(
  tx: Executor,
  scope: AttemptGuardScope,
  email: string,
  values: Pick<AttemptGuardRow, 'failures' | 'lastFailureAt' | 'lockedUntil'>,
): Promise<void> {
  await tx.update(attemptGuards).set(values).where(guardOf(scope, email));
}

export async function deleteGuards(db: Executor, scopes: AttemptGuardScope[], email: string): Promise<void> {
  for (const scope of scopes) await db.delete(attemptGuards).where(guardOf(scope, email));
}
