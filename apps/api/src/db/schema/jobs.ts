import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobStatus = pgEnum('job_status', ['PENDING', 'RUNNING', 'DONE', 'FAILED']);

/** Background work, claimed with FOR UPDATE SKIP LOCKED so any number of processes can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: jobStatus().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** Claimed lowest first, then oldest first: bulk work (JOB_PRIORITY.bulk) waits for the rest. */
    priority: smallint().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    // Finished jobs are purged by age.
    index('jobs_finished_idx').on(table.status, table.updatedAt),
    // A repeating job (the purge) is one row per kind, however many processes schedule it.
    uniqueIndex('jobs_one_repeating_per_kind')
      .on(table.kind)
      .where(sql`${table.payload} ? 'repeatEverySeconds' AND ${table.status} IN ('PENDING', 'RUNNING')`),
  ],
);
