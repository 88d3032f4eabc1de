import { count, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Conditions for a created-at range; both ends inclusive (the client sends the end of its last day). */
export function createdBetween(column: PgColumn, startDate?: string, endDate?: string): (SQL | undefined)[] {
  return [
    startDate === undefined ? undefined : gte(column, new Date(startDate)),
    endDate === undefined ? undefined : lte(column, new Date(endDate)),
  ];
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * A filtered admin list counts its rows up to this many (fifty pages of 20), or ten pages beyond the one
 * asked for when that is further. A search's count reads a table row per match (its text is rechecked),
 * so ten thousand would cost about a second at a million members when the data is not cached.
 */
export const COUNT_CAP = 1_000;

/**
 * The total of a filtered admin list without counting millions of rows on every page: `countUpTo(limit)`
 * counts at most `limit` matching rows; past the cap the answer is the cap and `totalCapped` ("1000+").
 * The cap grows with the page (ten pages beyond it), so Next and the last page number keep leading on.
 */
export async function cappedTotal(
  countUpTo: (limit: number) => Promise<number>,
  page: number,
  pageSize: number,
): Promise<{ total: number; totalCapped?: true }> {
  const cap = Math.max(COUNT_CAP, (page + 10) * pageSize);
  const counted = await countUpTo(cap + 1);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted };
}

/** Counts the rows of `table` matching `where`, reading at most `limit` of them (for cappedTotal). */
export function rowCounter(db: Executor, table: PgTable, where: SQL | undefined) {
  return async (limit: number): Promise<number> => {
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(limit)
      .as('matching');
    const [row] = await db.select({ value: count() }).from(matching);
    return row?.value ?? 0;
  };
}
