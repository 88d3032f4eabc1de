import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

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
  values: Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'accountNumber' | 'referredById'>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (row === undefined) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<UserRow, 'name' | 'passwordHash' | 'profileImage' | 'emailVerifiedAt' | 'referredById' | 'status'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
