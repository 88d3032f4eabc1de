import { formatCents, type AuditEntry } from '@earnflow/contracts';
import { FilterX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date';
import { endOfDayIso, startOfDayIso, todayInPakistan } from '@/lib/pakistan-days';
import { AUDIT_PAGE_SIZE, useAuditActions, useAuditLog } from '../api/get-audit-log';

/** "member.adjust-balance" → "Member adjust balance" */
/** A name as written in code, read as words: "support_ticket.close" → "support ticket close". */
const spaced = (name: string) => name.replace(/[._-]/g, ' ');

/** "support_ticket.close" → "Support ticket close"; a deposit set FAILED reads as rejected, as everywhere. */
export function actionLabel(action: string): string {
  const words = spaced(action === 'deposit.failed' ? 'deposit.rejected' : action);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "priceCents" → "price": the amount is written in dollars. */
const fieldLabel = (key: string) => (key.endsWith('Cents') ? key.slice(0, -'Cents'.length) : key);

/**
 * A recorded value as the rest of the console writes it: cents as dollars, instants as en-GB date-times,
 * and a deposit's or withdrawal's status as its lists name it (FAILED as Rejected).
 */
export function fieldText(key: string, value: unknown, targetType: string): string {
  if (key.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  if (key.endsWith('At') && typeof value === 'string') return formatDateTime(value) || value;
  if (
    key === 'status' &&
    typeof value === 'string' &&
    (targetType === 'deposit' || targetType === 'withdrawal')
  ) {
    // As the deposit and withdrawal lists name them: "Pending", "Completed", "Rejected".
    const status = value === 'FAILED' ? 'REJECTED' : value;
    return status.charAt(0) + status.slice(1).toLowerCase();
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The keys whose value differs between before and after (all of them unless both are records). */
export function changedKeys(before: unknown, after: unknown): Set<string> | null {
  if (!isFields(before) || !isFields(after)) return null;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return new Set([...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])));
}

function FieldList({ fields, targetType }: { fields: [string, unknown][]; targetType: string }) {
  return (
    <dl className="flex flex-col gap-0.5 text-xs [overflow-wrap:anywhere]">
      {/* Each field on its own line, its name then its value, wrapping within a narrow column. */}
      {fields.map(([key, item]) => (
        <div key={key}>
          <dt className="inline text-slate-500">{fieldLabel(key)}</dt>{' '}
          <dd className="inline text-slate-800">{fieldText(key, item, targetType)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One side of a change; of an update, only the fields that changed, the others folded away. */
function Change({ entry, side }: { entry: AuditEntry; side: 'before' | 'after' }) {
  const value = entry[side];
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  if (!isFields(value)) return <span>{fieldText('', value, entry.targetType)}</span>;
  const changed = changedKeys(entry.before, entry.after);
  const entries = Object.entries(value);
  const shown = changed === null ? entries : entries.filter(([key]) => changed.has(key));
  const unchanged = changed === null ? [] : entries.filter(([key]) => !changed.has(key));
  return (
    <div className="flex flex-col gap-1">
      {shown.length > 0 ? <FieldList fields={shown} targetType={entry.targetType} /> : null}
      {/* The unchanged fields once, under After. */}
      {side === 'after' && unchanged.length > 0 ? (
        <details className="text-xs text-slate-500">
          <summary className="cursor-pointer select-none hover:text-slate-700">
            {unchanged.length} unchanged
          </summary>
          <FieldList fields={unchanged} targetType={entry.targetType} />
        </details>
      ) : null}
    </div>
  );
}

function targetLink(entry: AuditEntry) {
  if (entry.targetId === null) return entry.targetType;
  if (entry.targetType === 'user') {
    return (
      <Link to={`/admin/users/${entry.targetId}`} className="text-green-700 hover:underline">
        Member
      </Link>
    );
  }
  // The kind of object and the start of its id, enough to tell two apart; the whole id on hover.
  return (
    <span title={entry.targetId}>
      {spaced(entry.targetType)}{' '}
      <span className="font-mono text-xs text-slate-500">{entry.targetId.slice(0, 8)}</span>
    </span>
  );
}

/** /admin/audit-log: who did what to which object, before and after, when. */
export function AuditLogTable() {
  const [page, setPage] = useState(1);
  const [admin, setAdmin] = useState<{ id: string; name: string } | null>(null);
  const [action, setAction] = useState('');
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const log = useAuditLog({
    page,
    ...(admin ? { adminId: admin.id } : {}),
    ...(action ? { action } : {}),
    ...(from ? { startDate: startOfDayIso(from) } : {}),
    ...(to ? { endDate: endOfDayIso(to) } : {}),
  });
  const actions = useAuditActions();
  useLastPageWhenPastEnd(log, AUDIT_PAGE_SIZE, setPage);
  const filtered = admin !== null || action !== '' || from !== null || to !== null;
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: 'When',
      className: 'align-top',
      cell: (entry) => <DateTimeText value={entry.createdAt} />,
    },
    {
      key: 'who',
      header: 'Who',
      className: 'align-top',
      cell: (entry) =>
        entry.admin ? (
          <button
            type="button"
            title="Show only this admin"
            onClick={() => reset(() => setAdmin(entry.admin))}
            className="text-left font-medium text-slate-900 hover:text-green-700 hover:underline"
          >
            {entry.admin.name}
          </button>
        ) : (
          <span className="text-slate-500">System</span>
        ),
    },
    { key: 'what', header: 'What', className: 'align-top', cell: (entry) => actionLabel(entry.action) },
    { key: 'object', header: 'Object', className: 'align-top', cell: targetLink },
    {
      key: 'before',
      header: 'Before',
      className: 'align-top',
      cell: (entry) => <Change entry={entry} side="before" />,
    },
    {
      key: 'after',
      header: 'After',
      className: 'align-top',
      cell: (entry) => <Change entry={entry} side="after" />,
    },
  ];

  const data = log.data;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label="Filters"
        className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <SelectField
          label="Action"
          className="w-60"
          value={action}
          onChange={(event) => reset(() => setAction(event.target.value))}
          options={[
            { value: '', label: 'All actions' },
            ...(actions.data ?? []).map((value) => ({ value, label: actionLabel(value) })),
          ]}
        />
        <DateField
          label="Start date"
          selected={from}
          onChange={(date) => reset(() => setFrom(date))}
          maxDate={todayInPakistan()}
          className="w-44"
        />
        <DateField
          label="End date"
          selected={to}
          onChange={(date) => reset(() => setTo(date))}
          maxDate={todayInPakistan()}
          minDate={from ?? undefined}
          className="w-44"
        />
        {admin ? (
          <p className="flex h-11 items-center rounded-xl bg-green-50 px-3 text-sm text-green-800">
            Admin: {admin.name}
          </p>
        ) : (
          <p className="flex h-11 items-center text-sm text-slate-500">
            Click an admin's name to see only their actions.
          </p>
        )}
        {filtered ? (
          <Button
            variant="ghost"
            icon={<FilterX className="size-4" aria-hidden="true" />}
            onClick={() =>
              reset(() => {
                setAdmin(null);
                setAction('');
                setFrom(null);
                setTo(null);
              })
            }
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={data?.items}
        rowKey={(entry) => entry.id}
        loading={log.isPending}
        refreshing={log.isPlaceholderData}
        emptyText={emptyPageText(
          data,
          'entries',
          filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.',
        )}
        errorText={log.error ? errorMessage(log.error, 'Could not load the audit log.') : null}
        onRetry={() => void log.refetch()}
        density="compact"
      />
      <PagingBar
        data={data}
        pageSize={AUDIT_PAGE_SIZE}
        noun="entries"
        label="Audit log pages"
        onPageChange={setPage}
      />
    </div>
  );
}
