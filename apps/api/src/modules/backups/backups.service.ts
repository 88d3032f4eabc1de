import fs from 'node:fs';
import path from 'node:path';
import type { BackupStatus } from '@earnflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { writeBackup } from './backup.dump';
import { latestBackupRuns, recordBackupRun } from './backups.repository';

export const BACKUP_JOB = 'backup';
/** How long a scheduled backup may run; the job worker keeps its lock fresh meanwhile. */
export const BACKUP_TIMEOUT_MS = 6 * 3600_000;

const BACKUP_NAME = /^earnflow-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.efb$/;

/** A file name that sorts by time: earnflow-2026-12-02T13-30-00-000Z.efb. */
export const backupFileName = (at: Date) => `earnflow-${at.toISOString().replace(/[:.]/g, '-')}.efb`;

export function createBackupsService({
  handle,
  clock,
  log,
  settings,
  uploadsDir,
}: {
  handle: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Config['backups'];
  uploadsDir: string | undefined;
}) {
  const { db } = handle;
  const everyMs = settings.everyHours * 3600_000;

  /** Keeps the newest `keep` backups this schedule wrote and removes the older ones. */
  function prune(dir: string): void {
    const ours = fs
      .readdirSync(dir)
      .filter((name) => BACKUP_NAME.test(name))
      .sort();
    for (const name of ours.slice(0, Math.max(0, ours.length - settings.keep))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }

  return {
    enabled: settings.dir !== undefined,
    everySeconds: settings.everyHours * 3600,

    /** The scheduled backup: one file in BACKUP_DIR, recorded for the dashboard, old ones pruned. */
    async runScheduled(): Promise<void> {
      const dir = settings.dir;
      if (dir === undefined) throw new Error('BACKUP_DIR is not set in this process');
      const startedAt = clock.now();
      const file = path.join(dir, backupFileName(startedAt));
      try {
        const summary = await writeBackup({ handle, file, uploadsDir, now: startedAt });
        await recordBackupRun(db, {
          ok: true,
          file: path.basename(file),
          bytes: summary.bytes,
          error: null,
          startedAt,
          finishedAt: clock.now(),
        });
        log.info({ file, bytes: summary.bytes, rows: summary.rows, files: summary.files }, 'backup written');
        prune(dir);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordBackupRun(db, {
          ok: false,
          file: null,
          bytes: null,
          error: message.slice(0, 2000),
          startedAt,
          finishedAt: clock.now(),
        });
        throw error;
      }
    },

    async status(): Promise<BackupStatus> {
      const { latest, lastGood } = await latestBackupRuns(db);
      const enabled = settings.dir !== undefined;
      const late =
        lastGood === undefined || clock.now().getTime() - lastGood.finishedAt.getTime() > 2 * everyMs;
      return {
        enabled,
        everyHours: settings.everyHours,
        last:
          lastGood === undefined
            ? null
            : {
                finishedAt: lastGood.finishedAt.toISOString(),
                file: lastGood.file ?? '',
                bytes: lastGood.bytes ?? 0,
              },
        lastError:
          latest !== undefined && !latest.ok
            ? { finishedAt: latest.finishedAt.toISOString(), message: latest.error ?? '' }
            : null,
        overdue: enabled && late,
      };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
