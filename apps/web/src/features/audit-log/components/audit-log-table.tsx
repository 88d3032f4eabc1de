import type { AuditEntry } from '@earnflow/contracts';
import { FilterX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
import { errorMessage } from '@/lib/api-client';
import { endOfDayIso, startOfDayIso } from '@/lib/date';
import { AUDIT_PAGE_SIZE, useAuditActions, useAuditLog } from '../api/get-audit-log';

/** "member.adjust-balance" → "Member adjust balance" */
/** A name as written in code, read as words: "support_ticket.close" → "support ticket close". */
const spaced = (name: string) => name.replace(/[._-]/g, ' ');

/** "support_ticket.close" → "Support ticket close"; a deposit set FAILED reads as rejected, as everywhere. */
export function actionLabel(action: string): string {
  const words = spaced(action === 'deposit.failed' ? 'deposit.rejected' : action);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">—</span>;
  if (typeof value !== 'object') return <span>{JSON.stringify(value)}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
        <div key={key} className="contents">
          <dt className="text-slate-500">{key}</dt>
          <dd className="break-all text-slate-800">
            {typeof item === 'string' ? item : JSON.stringify(item)}
          </dd>
        </div>
      ))}
    </dl>
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
  useAdminAuthRedirect(log.error);
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
      className: 'whitespace-nowrap align-top',
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
      className: 'align-top min-w-48',
      cell: (entry) => <Change value={entry.before} />,
    },
    {
      key: 'after',
      header: 'After',
      className: 'align-top min-w-48',
      cell: (entry) => <Change value={entry.after} />,
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
          maxDate={new Date()}
          className="w-44"
        />
        <DateField
          label="End date"
          selected={to}
          onChange={(date) => reset(() => setTo(date))}
          maxDate={new Date()}
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
