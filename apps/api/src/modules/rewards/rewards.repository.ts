import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rewardViews } from '../../db/schema';

export type RewardViewRow = typeof rewardViews.$inferSelect;
export type RewardViewKind = RewardViewRow['kind'];

/** How many ads (or videos) a member was credited on one Karachi day. */
export async function creditedViewsOnDay(
  db: Executor,
  userId: string,
  kind: RewardViewKind,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rewardViews)
    .where(
      and(
        eq(rewardViews.userId, userId),
        eq(rewardViews.kind, kind),
        eq(rewardViews.creditDay, day),
        isNotNull(rewardViews.creditedAt),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The member's credited views of one kind on a Karachi day, in one query: how many, and which items
 * (each item is credited at most once a day).
 */
export async function creditedOnDay(
  db: Executor,
  userId: string,
  kind: RewardViewKind,
  day: string,
): Promise<{ count: number; items: Set<string> }> {
  const rows = await db
    .select({ itemId: rewardViews.itemId })
    .from(rewardViews)
    .where(
      and(
        eq(rewardViews.userId, userId),
        eq(rewardViews.kind, kind),
        eq(rewardViews.creditDay, day),
        isNotNull(rewardViews.creditedAt),
      ),
    );
  return { count: rows.length, items: new Set(rows.map((row) => row.itemId)) };
}
