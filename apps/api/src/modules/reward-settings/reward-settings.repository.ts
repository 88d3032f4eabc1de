import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rewardSettings } from '../../db/schema';

type RewardSettingsRow = typeof rewardSettings.$inferSelect;

/** The one settings row (id 1); undefined on a fresh install. */
export async function rewardSettingsRow(db: Executor): Promise<RewardSettingsRow | undefined> {
  const [row] = await db.select().from(rewardSettings).where(eq(rewardSettings.id, 1));
  return row;
}

/** Writes the settings row, creating it on first save. */
export async function saveRewardSettings(
  tx: Executor,
  rules: Pick<RewardSettingsRow, 'spinsPerDay' | 'referralBasisPoints'>,
): Promise<void> {
  await tx
    .insert(rewardSettings)
    .values({ id: 1, ...rules })
    .onConflictDoUpdate({ target: rewardSettings.id, set: { ...rules, updatedAt: sql`now()` } });
}
