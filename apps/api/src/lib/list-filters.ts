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

/** An admin list's search text, or undefined when the box was left empty. */
export function searchText(search: string | undefined): string | undefined {
  return search === '' ? undefined : search;
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

/** How far a filtered list counts for a page: COUNT_CAP rows, or ten pages past the page when further. */
export function countCap(page: number, pageSize: number): number {
  return Math.max(COUNT_CAP, (page + 10) * pageSize);
}

/**
 * A search whose planner estimate is this many times the cap or more answers the cap ("1000+") without
 * counting: counting through a trigram index reads the whole posting lists of the search's trigrams,
 * however few rows the count stops at (28 ms for a common name at a million members). An estimate is
 * taken from the table's statistics and can be off; twice the cap leaves room for that.
 */
export const ESTIMATE_BEYOND_CAP = 2;

/**
 * The total of a filtered admin list without counting millions of rows on every page: `countUpTo(limit)`
 * counts at most `limit` matching rows; past the cap the answer is the cap and `totalCapped` ("1000+").
 * The cap grows with the page (ten pages beyond it), so Next and the last page number keep leading on.
 */
export async function cappedTotal(
  countUpTo: (limit: number) => Promise<number>,
  page: number,
  pageSize: number,
  known: {
    /** How many rows the page itself found: a short page ends the list, so it tells the total. */
    pageRows?: number;
    /** The planner's estimate of the matching rows (a search): far beyond the cap, nothing is counted. */
    estimate?: () => Promise<number>;
  } = {},
): Promise<{ total: number; totalCapped?: true }> {
  const { pageRows, estimate } = known;
  if (pageRows !== undefined && pageRows < pageSize && (pageRows > 0 || page === 1))
    return { total: pageOffset(page, pageSize) + pageRows };
  const cap = countCap(page, pageSize);
  if (estimate !== undefined && (await estimate()) > ESTIMATE_BEYOND_CAP * cap)
    return { total: cap, totalCapped: true };
  const counted = await countUpTo(cap + 1);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted };
}

/** The planner's estimate of the rows of `table` matching `where` (EXPLAIN: no row is read). */
export function plannedRows(db: Executor, table: PgTable, where: SQL | undefined) {
  return async (): Promise<number> => {
    const result: unknown = await db.execute(
      sql`explain (format json) ${db
        .select({ one: sql`1` })
        .from(table)
        .where(where)}`,
    );
    const [row] = (result as { rows: Record<string, unknown>[] }).rows;
    const value = row?.['QUERY PLAN'];
    const plan: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    const rows = (plan as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
    return typeof rows === 'number' ? rows : 0;
  };
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
