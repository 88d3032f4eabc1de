import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { jobs } from '../../db/schema';

export type Job = typeof jobs.$inferSelect;

/**
 * The longest the worker waits for one attempt of a job. Handlers keep their own timeouts well inside
 * it (an SMTP send gives up after SMTP_TIMEOUTS), so an attempt that is still going is never older.
 */
export const JOB_TIMEOUT_MS = 2 * 60_000;

/**
 * A RUNNING job is reclaimed only when its lock is this old: long after its attempt could have timed
 * out, so the only jobs taken over are those whose process died, and nothing is sent twice.
 */
export const STALE_LOCK_MS = 5 * JOB_TIMEOUT_MS;

const staleBefore = sql`now() - make_interval(secs => ${STALE_LOCK_MS / 1000})`;

/** A job whose payload carries this runs again that many seconds after each run: one row per kind. */
export const REPEAT_KEY = 'repeatEverySeconds';

/**
 * The order jobs are claimed in, lowest first: an e-mail to all members queues thousands of sends as bulk
 * work, and a sign-up or password-reset code queued meanwhile goes before them, not after.
 */
export const JOB_PRIORITY = { normal: 0, bulk: 1 } as const;
export type JobPriority = keyof typeof JOB_PRIORITY;

export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; priority?: JobPriority } = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? 5,
      priority: JOB_PRIORITY[options.priority ?? 'normal'],
    })
    .returning({ id: jobs.id });
  if (row === undefined) throw new Error('job insert returned nothing');
  return row.id;
}

/**
 * Makes sure a repeating job of this kind is scheduled; any number of processes may call it at once, a
 * unique index keeps it to one PENDING or RUNNING row per kind.
 */
export async function scheduleRepeatingJob(db: Executor, kind: string, everySeconds: number): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload: { [REPEAT_KEY]: everySeconds }, maxAttempts: 3 })
    .onConflictDoNothing();
}

function repeatSeconds(job: Job): number | undefined {
  const value = job.payload[REPEAT_KEY];
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/**
 * Claims up to `limit` due jobs; safe with any number of workers (SKIP LOCKED). A stale job that has
 * used all its attempts is failed instead of run once more.
 */
export async function claimJobs(db: Database, limit: number): Promise<Job[]> {
  await db
    .update(jobs)
    .set({
      status: 'FAILED',
      lockedAt: null,
      lastError: 'The process running its last attempt stopped; not tried again.',
      updatedAt: sql`now()`,
    })
    .where(
      sql`${jobs.status} = 'RUNNING' AND ${jobs.lockedAt} < ${staleBefore}
        AND ${jobs.attempts} >= ${jobs.maxAttempts} AND NOT (${jobs.payload} ? ${REPEAT_KEY})`,
    );
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`(${jobs.status} = 'PENDING' AND ${jobs.runAt} <= now())
        OR (${jobs.status} = 'RUNNING' AND ${jobs.lockedAt} < ${staleBefore}
          AND (${jobs.attempts} < ${jobs.maxAttempts} OR ${jobs.payload} ? ${REPEAT_KEY}))`,
    )
    .orderBy(jobs.priority, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'RUNNING',
      lockedAt: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // In claim order; UPDATE ... RETURNING keeps no order of its own.
  return claimed.sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** This claim of the job: a worker whose job was reclaimed by another can no longer change it. */
const stillOurs = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'RUNNING'), eq(jobs.attempts, job.attempts));

/**
 * Gives back jobs this worker claimed but did not start (it is stopping): due again at once for any
 * worker, their claim not counted as an attempt, rather than held until their lock goes stale.
 */
export async function releaseJobs(db: Database, claimed: Job[]): Promise<void> {
  for (const job of claimed) {
    await db
      .update(jobs)
      .set({ status: 'PENDING', lockedAt: null, attempts: sql`${jobs.attempts} - 1`, updatedAt: sql`now()` })
      .where(stillOurs(job));
  }
}

/**
 * Stamps the lock as the attempt starts (a batch is claimed at once but run one by one), so the stale
 * time counts from the start of this attempt. False when the job is no longer this worker's.
 */
export async function startJob(db: Database, job: Job): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Database, job: Job): Promise<void> {
  const repeat = repeatSeconds(job);
  await db
    .update(jobs)
    .set(
      repeat === undefined
        ? { status: 'DONE', lockedAt: null, lastError: null, updatedAt: sql`now()` }
        : {
            status: 'PENDING',
            attempts: 0,
            lockedAt: null,
            lastError: null,
            runAt: sql`now() + make_interval(secs => ${repeat})`,
            updatedAt: sql`now()`,
          },
    )
    .where(stillOurs(job));
}

export async function failJob(db: Database, job: Job, error: string): Promise<void> {
  const repeat = repeatSeconds(job);
  const finalAttempt = job.attempts >= job.maxAttempts;
  // A repeating job that keeps failing waits for its next turn instead of stopping for good.
  const waitSeconds = repeat !== undefined && finalAttempt ? repeat : Math.min(2 ** job.attempts * 5, 3600);
  await db
    .update(jobs)
    .set({
      status: finalAttempt && repeat === undefined ? 'FAILED' : 'PENDING',
      ...(finalAttempt && repeat !== undefined ? { attempts: 0 } : {}),
      lockedAt: null,
      lastError: error.slice(0, 2000),
      runAt: sql`now() + make_interval(secs => ${waitSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(stillOurs(job));
}
