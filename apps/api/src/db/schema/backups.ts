import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each scheduled backup (BACKUP_DIR): where it went, how big it is, or why it failed. The dashboard shows the newest. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ok: boolean().notNull(),
    /** The file's name inside BACKUP_DIR. */
    file: text(),
    bytes: bigint({ mode: 'number' }),
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('backup_runs_finished_at_idx').on(table.finishedAt)],
);
