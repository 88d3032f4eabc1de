import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { sessions, users } from '../src/db/schema';

const ended = { error: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };
const suspended = {
  error: 'ACCOUNT_SUSPENDED',
  message: 'Your account is suspended. Please contact support.',
};

/**
 * The ways a member's session stops being live (revoked, expired at the app clock's `now`, its member
 * suspended), each with the answer `requireUser` gives; `end` applies one to all of a member's sessions.
 */
export function sessionEndings(db: Database, now: () => Date) {
  const setSessions = (userId: string, values: Partial<typeof sessions.$inferInsert>) =>
    db.update(sessions).set(values).where(eq(sessions.userId, userId));
  return [
    { status: 401, answer: ended, end: (userId: string) => setSessions(userId, { revokedAt: now() }) },
    {
      status: 401,
      answer: ended,
      end: (userId: string) => setSessions(userId, { expiresAt: new Date(now().getTime() - 1000) }),
    },
    {
      status: 403,
      answer: suspended,
      end: (userId: string) => db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, userId)),
    },
  ] as const;
}

/** Lets a suspended member back in (their ended sessions stay ended). */
export async function letBackIn(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, userId));
}
