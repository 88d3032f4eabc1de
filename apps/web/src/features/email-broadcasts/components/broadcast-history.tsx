import type { EmailBroadcast } from '@earnflow/contracts';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, Pagination, totalPagesOf, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { useState } from 'react';
import { BROADCASTS_PAGE_SIZE, useEmailBroadcasts } from '../api/email-broadcasts';

function Progress({ broadcast }: { broadcast: EmailBroadcast }) {
  const finished = broadcast.sent + broadcast.failed;
  const percent = broadcast.queued === 0 ? 100 : Math.round((finished / broadcast.queued) * 100);
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`Delivery of ${broadcast.subject}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={broadcast.failed > 0 ? 'h-full bg-amber-500' : 'h-full bg-green-600'}
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <span className="text-xs text-slate-600 tabular-nums">
        {broadcast.sent} sent · {broadcast.pending} queued · {broadcast.failed} failed
      </span>
    </div>
  );
}

const columns: DataTableColumn<EmailBroadcast>[] = [
  {
    key: 'subject',
    header: 'Subject',
    cell: (row) => (
      <span className="block max-w-72 font-medium break-words text-slate-900">{row.subject}</span>
    ),
  },
  {
    key: 'recipients',
    header: 'Recipients',
    align: 'right',
    className: 'tabular-nums',
    cell: (row) => row.queued,
  },
  { key: 'progress', header: 'Progress', cell: (row) => <Progress broadcast={row} /> },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.done ? (
        <Badge tone={row.failed > 0 ? 'amber' : 'green'}>
          {row.failed > 0 ? 'Done with failures' : 'Done'}
        </Badge>
      ) : (
        <Badge tone="blue">Sending</Badge>
      ),
  },
  {
    key: 'created',
    header: 'Sent at',
    className: 'whitespace-nowrap text-slate-600',
    cell: (row) => <DateTimeText value={row.createdAt} />,
  },
];

/** Past sends to all members with how far each has got (queued, sent, failed), refreshed until done. */
export function BroadcastHistory() {
  const [page, setPage] = useState(1);
  const broadcasts = useEmailBroadcasts(page);
  useLastPageWhenPastEnd(broadcasts, BROADCASTS_PAGE_SIZE, setPage);
  const pages = totalPagesOf(broadcasts.data?.total ?? 0, BROADCASTS_PAGE_SIZE);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        caption="Past e-mails to all members"
        columns={columns}
        rows={broadcasts.data?.items}
        rowKey={(row) => row.id}
        loading={broadcasts.isPending}
        emptyText={emptyPageText(broadcasts.data, 'e-mails', 'No e-mails sent yet.')}
        errorText={broadcasts.error ? 'Could not load past e-mails.' : null}
        onRetry={() => void broadcasts.refetch()}
        refreshing={broadcasts.isPlaceholderData}
      />
      {pages > 1 ? (
        <Pagination page={page} totalPages={pages} onPageChange={setPage} label="Past e-mail pages" />
      ) : null}
    </div>
  );
}
