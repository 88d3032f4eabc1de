import { eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/** LIKE wildcards in what an admin typed match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern for text anywhere in a value. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Text with an @ after its first character is an e-mail address, or its beginning: it is looked up from
 * the start of the e-mail (the `text_pattern_ops` index, migration 0021), which reads the matching members
 * only. Searched anywhere in the e-mail, an address shares its domain's and common names' trigrams with
 * most members, and the trigram index reads most of its posting lists (77 ms at a million members). Names
 * and account numbers have no @. Text starting with @ (a domain) is searched anywhere, as other text is.
 */
function isEmailStart(text: string): boolean {
  return text.indexOf('@') > 0;
}

function emailStartCondition(text: string): SQL {
  // E-mails are stored in lower case (a check constraint), so a case-sensitive LIKE on the lowered text
  // is case-insensitive, and a btree index can serve its fixed beginning.
  return like(users.email, `${escapeLike(text.toLowerCase())}%`);
}

/**
 * The members list's search: the beginning of an e-mail (see isEmailStart), or else an exact account number
 * or text anywhere in the e-mail or the name. On PostgreSQL with pg_trgm each of these columns has a
 * trigram index (migration 0019), so "%text%" reads the matching members only; elsewhere it scans.
 */
export function memberListSearch(text: string): SQL {
  if (isEmailStart(text)) return emailStartCondition(text);
  const pattern = containsPattern(text);
  return or(
    eq(users.accountNumber, text.toUpperCase()),
    ilike(users.email, pattern),
    ilike(users.name, pattern),
  ) as SQL;
}

/**
 * The ids of the members an admin list's search names (deposits, withdrawals, the ledger), as the members
 * list finds them (memberListSearch). An account number is matched whole: every account number shares the
 * trigrams of its zero padding ("A000…"), so a search anywhere in them reads the trigram index's longest
 * posting lists (11 ms at a million members) to find one member.
 */
export function membersMatching(db: Executor, text: string) {
  return db.select({ id: users.id }).from(users).where(memberListSearch(text));
}
