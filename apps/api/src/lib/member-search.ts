import { ilike, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/**
 * The ids of members whose name, e-mail or account number matches a LIKE pattern (case-insensitive), for
 * an admin list's search. On PostgreSQL with pg_trgm each column has a trigram index (migration 0019),
 * so a "%text%" search reads the matching members only; elsewhere it scans the members table.
 */
export function membersMatching(db: Executor, pattern: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.accountNumber, pattern)));
}
