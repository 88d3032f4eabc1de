import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { jobs } from '../../db/schema';

export type Job = typeof jobs.$inferSelect;

// A RUNNING job whose process died is picked up again after this long.
const STALE_LOCK = sql`interval '5 minutes'`;

export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, maxAttempts: options.maxAttempts ?? 5 })
    .returning({ id: jobs.id });
  if (row === undefined) throw new Error('job insert returned nothing');
  return row.id;
}

/** Claims up to `limit` due jobs; safe with any number of workers (SKIP LOCKED). */
export async function claimJobs(db: Database, limit: number): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`(${jobs.status} = 'PENDING' AND ${jobs.runAt} <= now())
        OR (${jobs.status} = 'RUNNING' AND ${jobs.lockedAt} < now() - ${STALE_LOCK})`,
    )
    .orderBy(jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'RUNNING',
      lockedAt: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'DONE', lockedAt: null, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'RUNNING')));
}

export async function failJob(db: Database, job: Job, error: string): Promise<void> {
  const finalAttempt = job.attempts >= job.maxAttempts;
  const backoffSeconds = Math.min(2 ** job.attempts * 5, 3600);
  await db
    .update(jobs)
    .set({
      status: finalAttempt ? 'FAILED' : 'PENDING',
      lockedAt: null,
      lastError: error.slice(0, 2000),
      runAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, job.id));
}
