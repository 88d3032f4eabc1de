import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  attemptGuards,
  cheatLog,
  emails,
  idempotencyKeys,
  jobs,
  liveEvents,
  liveTickets,
  memberSignals,
  otpCodes,
  sessions,
} from '../../db/schema';

/** A time as a timestamptz parameter. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Deletes in batches, so no statement runs long or holds many locks; answers how many rows went. */
async function deleteWhere(db: Database, table: PgTable, where: SQL, batchSize: number): Promise<number> {
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
 * Fails the queued e-mails whose send job (of kind `sendEmailJob`) has FAILED, clearing their code;
 * answers how many.
 */
export async function failAbandonedEmails(db: Database, sendEmailJob: string): Promise<number> {
  const failed = await db
    .update(emails)
    .set({
      status: 'FAILED',
      code: null,
      error: sql`coalesce(${emails.error}, 'Its delivery was given up.')`,
    })
    .from(jobs)
    .where(
      sql`${emails.status} = 'QUEUED' AND ${jobs.kind} = ${sendEmailJob} AND ${jobs.status} = 'FAILED'
          AND ${emails.id} = (${jobs.payload}->>'emailId')::uuid`,
    )
    .returning({ id: emails.id });
  return failed.length;
}

/** Sessions that expired or were signed out before `cutoff`. */
export async function purgeSessions(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  const before = at(cutoff);
  return deleteWhere(
    db,
    sessions,
    sql`${sessions.expiresAt} < ${before} OR ${sessions.revokedAt} < ${before}`,
    batchSize,
  );
}

/** One-time codes that expired before `cutoff`. */
export async function purgeOtpCodes(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  return deleteWhere(db, otpCodes, sql`${otpCodes.expiresAt} < ${at(cutoff)}`, batchSize);
}

/** Live events written before `cutoff` (past the resume window), and stream tickets that expired by then. */
export async function purgeLiveEvents(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  await deleteWhere(db, liveTickets, sql`${liveTickets.expiresAt} < ${at(cutoff)}`, batchSize);
  return deleteWhere(db, liveEvents, sql`${liveEvents.createdAt} < ${at(cutoff)}`, batchSize);
}

/** Idempotency keys of requests made before `cutoff`. */
export async function purgeIdempotencyKeys(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  return deleteWhere(db, idempotencyKeys, sql`${idempotencyKeys.createdAt} < ${at(cutoff)}`, batchSize);
}

/** SENT or LOGGED e-mails delivered before `cutoff`. */
export async function purgeDeliveredEmails(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  return deleteWhere(
    db,
    emails,
    sql`${emails.status} IN ('SENT', 'LOGGED') AND ${emails.sentAt} < ${at(cutoff)}`,
    batchSize,
  );
}

/** DONE jobs finished before `doneBefore` and FAILED ones given up before `failedBefore`. */
export async function purgeJobs(
  db: Database,
  cutoffs: { doneBefore: Date; failedBefore: Date },
  batchSize: number,
): Promise<number> {
  return deleteWhere(
    db,
    jobs,
    sql`(${jobs.status} = 'DONE' AND ${jobs.updatedAt} < ${at(cutoffs.doneBefore)})
            OR (${jobs.status} = 'FAILED' AND ${jobs.updatedAt} < ${at(cutoffs.failedBefore)})`,
    batchSize,
  );
}

/** Attempt guards with no failure since `lastFailureBefore` and not locked at `now`. */
export async function purgeAttemptGuards(
  db: Database,
  lastFailureBefore: Date,
  now: Date,
  batchSize: number,
): Promise<number> {
  return deleteWhere(
    db,
    attemptGuards,
    sql`${attemptGuards.lastFailureAt} < ${at(lastFailureBefore)}
            AND (${attemptGuards.lockedUntil} IS NULL OR ${attemptGuards.lockedUntil} < ${at(now)})`,
    batchSize,
  );
}

/** Members' signals recorded before `cutoff` (past the fraud settings' retention). */
export async function purgeSignals(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  return deleteWhere(db, memberSignals, sql`${memberSignals.createdAt} < ${at(cutoff)}`, batchSize);
}

/** Refused earning attempts logged before `cutoff`. */
export async function purgeCheatLog(db: Database, cutoff: Date, batchSize: number): Promise<number> {
  return deleteWhere(db, cheatLog, sql`${cheatLog.createdAt} < ${at(cutoff)}`, batchSize);
}
