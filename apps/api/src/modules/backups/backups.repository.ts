import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { backupRuns } from '../../db/schema';

export type BackupRun = typeof backupRuns.$inferSelect;

export async function recordBackupRun(db: Executor, run: Omit<BackupRun, 'id'>): Promise<void> {
  await db.insert(backupRuns).values(run);
}

/** The newest run, and the newest one that succeeded. */
export async function latestBackupRuns(
  db: Executor,
): Promise<{ latest: BackupRun | undefined; lastGood: BackupRun | undefined }> {
  const [latest] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  if (latest === undefined || latest.ok) return { latest, lastGood: latest };
  const [lastGood] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return { latest, lastGood };
}
