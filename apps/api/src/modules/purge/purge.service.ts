import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { attemptGuards, emails, idempotencyKeys, jobs, otpCodes, sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { lockTiming } from '../../lib/limits';
import { SEND_EMAIL_JOB } from '../mail/mail.service';

export const PURGE_JOB = 'purge';
/** The purge runs once an hour, in whichever process claims it. */
export const PURGE_EVERY_SECONDS = 3600;

/** How long rows are kept once they are of no more use (docs/decisions/0026-jobs-reclaim-and-the-purge.md). */
export const RETENTION_DAYS = {
  /** after they expired or were signed out */
  sessions: 30,
  /** after they expired */
  otpCodes: 7,
  /** after the request, far longer than any client retries it */
  idempotencyKeys: 7,
  /** SENT or LOGGED mail, after delivery */
  deliveredEmails: 30,
  /** DONE jobs, after they finished */
  doneJobs: 7,
  /** FAILED jobs, after they gave up */
  failedJobs: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function createPurgeService(deps: { db: Database; clock: Clock; batchSize?: number }) {
  const { db, clock } = deps;
  const batchSize = deps.batchSize ?? 5000;

  /** Deletes in batches, so no statement runs long or holds many locks. */
  async function deleteWhere(table: PgTable, where: SQL): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await db
        .delete(table)
        .where(sql`ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE ${where} LIMIT ${batchSize}))`)
        .returning({ one: sql<number>`1` });
      total += deleted.length;
      if (deleted.length < batchSize) return total;
    }
  }

  /**
   * Fails the e-mails whose send job was given up without its handler (a process stopped during its last
   * attempt), clearing their code as the handler does: otherwise the purge, which keeps undelivered mail,
   * would keep the code with it.
   */
  async function failAbandonedEmails(): Promise<number> {
    const failed = await db
      .update(emails)
      .set({
        status: 'FAILED',
        code: null,
        error: sql`coalesce(${emails.error}, 'Its delivery was given up.')`,
      })
      .from(jobs)
      .where(
        sql`${emails.status} = 'QUEUED' AND ${jobs.kind} = ${SEND_EMAIL_JOB} AND ${jobs.status} = 'FAILED'
          AND ${emails.id} = (${jobs.payload}->>'emailId')::uuid`,
      )
      .returning({ id: emails.id });
    return failed.length;
  }

  return {
    async purge() {
      const now = clock.now().getTime();
      const before = (days: number) => sql`${new Date(now - days * DAY_MS).toISOString()}::timestamptz`;
      const sessionCutoff = before(RETENTION_DAYS.sessions);
      return {
        abandonedEmails: await failAbandonedEmails(),
        sessions: await deleteWhere(
          sessions,
          sql`${sessions.expiresAt} < ${sessionCutoff} OR ${sessions.revokedAt} < ${sessionCutoff}`,
        ),
        otpCodes: await deleteWhere(
          otpCodes,
          sql`${otpCodes.expiresAt} < ${before(RETENTION_DAYS.otpCodes)}`,
        ),
        idempotencyKeys: await deleteWhere(
          idempotencyKeys,
          sql`${idempotencyKeys.createdAt} < ${before(RETENTION_DAYS.idempotencyKeys)}`,
        ),
        deliveredEmails: await deleteWhere(
          emails,
          sql`${emails.status} IN ('SENT', 'LOGGED') AND ${emails.sentAt} < ${before(RETENTION_DAYS.deliveredEmails)}`,
        ),
        jobs: await deleteWhere(
          jobs,
          sql`(${jobs.status} = 'DONE' AND ${jobs.updatedAt} < ${before(RETENTION_DAYS.doneJobs)})
            OR (${jobs.status} = 'FAILED' AND ${jobs.updatedAt} < ${before(RETENTION_DAYS.failedJobs)})`,
        ),
        // A guard the count has forgotten anyway (no failure for longer than forgetAfterMs) and not locked.
        attemptGuards: await deleteWhere(
          attemptGuards,
          sql`${attemptGuards.lastFailureAt} < ${new Date(now - lockTiming.forgetAfterMs).toISOString()}::timestamptz
            AND (${attemptGuards.lockedUntil} IS NULL OR ${attemptGuards.lockedUntil} < ${new Date(now).toISOString()}::timestamptz)`,
        ),
      };
    },
  };
}

export type PurgeService = ReturnType<typeof createPurgeService>;

/** The job handler: purges and logs what went. */
export function createPurgeHandler(deps: { purge: PurgeService; log: FastifyBaseLogger }) {
  return async (): Promise<void> => {
    const report = await deps.purge.purge();
    deps.log.info(
      { purged: report },
      'purged old sessions, codes, idempotency keys, mail, jobs and attempt guards',
    );
  };
}
