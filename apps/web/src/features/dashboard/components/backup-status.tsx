import type { BackupStatus as Backup } from '@earnflow/contracts';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import { formatDateTime } from '@/lib/date';

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
  return `${sizeFormat.format(bytes / 1024 ** 3)} GB`;
}

/** The newest scheduled backup and its size; amber once it is older than twice its interval. */
export function BackupStatus({ backup }: { backup: Backup }) {
  const { enabled, everyHours, last, lastError, overdue } = backup;
  const Icon = !enabled ? CircleHelp : overdue || lastError !== null ? CircleAlert : CircleCheck;
  const every = `Runs every ${String(everyHours)} hour${everyHours === 1 ? '' : 's'}.`;
  return (
    <section
      aria-label="Backups"
      className={clsx(
        'flex items-center gap-4 rounded-2xl border p-5 shadow-sm',
        enabled && overdue ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <Icon
        className={clsx(
          'size-8 shrink-0',
          !enabled ? 'text-slate-400' : overdue || lastError !== null ? 'text-amber-600' : 'text-green-600',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold text-slate-900">
          {!enabled
            ? 'Scheduled backups are off'
            : last === null
              ? 'No backup yet'
              : `Last backup ${formatDateTime(last.finishedAt)}, ${formatSize(last.bytes)}`}
          {enabled && overdue && last !== null ? ' (late)' : ''}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          {!enabled
            ? 'Set BACKUP_DIR to back up on a schedule (docs/operations.md).'
            : lastError !== null
              ? `The last attempt failed: ${lastError.message}`
              : every}
        </p>
      </div>
    </section>
  );
}
