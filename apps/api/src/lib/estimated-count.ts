import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Below this many rows (by the planner's statistics) an exact count is cheap and is given instead. */
export const ESTIMATE_FROM_ROWS = 100_000;

/**
 * The total of an unfiltered admin list: the planner's row estimate of the table once it is large (an
 * exact count(*) would read the whole table on every page), the exact count below ESTIMATE_FROM_ROWS or
 * before the table was ever analyzed. Filtered lists keep their exact counts.
 */
export async function estimatedTotal(
  db: Executor,
  table: string,
  exact: () => Promise<number>,
): Promise<number> {
  const result: unknown = await db.execute(
    sql`select greatest(reltuples, 0)::bigint::text as rows from pg_class where oid = to_regclass(${table})`,
  );
  const estimate = Number((result as { rows: { rows?: string }[] }).rows[0]?.rows ?? 0);
  return estimate >= ESTIMATE_FROM_ROWS ? estimate : exact();
}
