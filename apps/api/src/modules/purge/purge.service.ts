import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { lockTiming } from '../../lib/limits';
import { CHEAT_LOG_RETENTION_DAYS, fraudSettingsOf } from '../fraud/fraud.service';
import { SEND_EMAIL_JOB } from '../mail/mail.service';
import {
  failAbandonedEmails,
  purgeAttemptGuards,
  purgeDeliveredEmails,
  purgeIdempotencyKeys,
  purgeLiveEvents,
  purgeJobs,
  purgeCheatLog,
  purgeOtpCodes,
  purgeSessions,
  purgeSignals,
} from './purge.repository';

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
  /** live events: the window a stream can resume in (decision 0181) */
  liveEvents: 1,
  /** refused earning attempts (members' signals are kept as the fraud settings say: decision 0183) */
  cheatLog: CHEAT_LOG_RETENTION_DAYS,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function createPurgeService(deps: { db: Database; clock: Clock; batchSize?: number }) {
  const { db, clock } = deps;
  const batchSize = deps.batchSize ?? 5000;

  return {
    async purge() {
      const now = clock.now().getTime();
      const before = (days: number) => new Date(now - days * DAY_MS);
      return {
        // The e-mails whose send job was given up without its handler (a process stopped during its last
        // attempt) fail, their code cleared as the handler does: otherwise the purge, which keeps
        // undelivered mail, would keep the code with it.
        abandonedEmails: await failAbandonedEmails(db, SEND_EMAIL_JOB),
        sessions: await purgeSessions(db, before(RETENTION_DAYS.sessions), batchSize),
        otpCodes: await purgeOtpCodes(db, before(RETENTION_DAYS.otpCodes), batchSize),
        liveEvents: await purgeLiveEvents(db, before(RETENTION_DAYS.liveEvents), batchSize),
        idempotencyKeys: await purgeIdempotencyKeys(db, before(RETENTION_DAYS.idempotencyKeys), batchSize),
        deliveredEmails: await purgeDeliveredEmails(db, before(RETENTION_DAYS.deliveredEmails), batchSize),
        jobs: await purgeJobs(
          db,
          { doneBefore: before(RETENTION_DAYS.doneJobs), failedBefore: before(RETENTION_DAYS.failedJobs) },
          batchSize,
        ),
        // A guard the count has forgotten anyway (no failure for longer than forgetAfterMs) and not locked.
        attemptGuards: await purgeAttemptGuards(
          db,
          new Date(now - lockTiming.forgetAfterMs),
          new Date(now),
          batchSize,
        ),
        signals: await purgeSignals(db, before((await fraudSettingsOf(db)).signalRetentionDays), batchSize),
        cheatLog: await purgeCheatLog(db, before(RETENTION_DAYS.cheatLog), batchSize),
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
      'purged old sessions, codes, idempotency keys, mail, jobs, attempt guards, signals and the cheat log',
    );
  };
}
