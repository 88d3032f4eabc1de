import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emails } from '../../db/schema';

/** Writes an e-mail to the outbox; answers its id. */
export async function insertEmail(
  db: Executor,
  values: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    code: string | null;
    headers: Record<string, string> | null;
  },
): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(emails).values(values).returning({ id: emails.id });
  return row;
}

export async function findEmail(db: Executor, emailId: string) {
  const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
  return email;
}

/** Kept in the outbox without SMTP: LOGGED now, its code cleared. */
export async function markEmailLogged(db: Executor, emailId: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'LOGGED', sentAt: sql`now()`, code: null })
    .where(eq(emails.id, emailId));
}

/** A failed send: its error, and when given up, FAILED with its code cleared. */
export async function recordEmailError(
  db: Executor,
  emailId: string,
  error: string,
  givenUp: boolean,
): Promise<void> {
  await db
    .update(emails)
    .set({ error, ...(givenUp ? { status: 'FAILED' as const, code: null } : {}) })
    .where(eq(emails.id, emailId));
}

export async function markEmailSent(db: Executor, emailId: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'SENT', sentAt: sql`now()`, error: null, code: null })
    .where(eq(emails.id, emailId));
}
