import {
  memberActivityKindSchema,
  type MemberActivityItem,
  type MemberActivityKind,
} from '@earnflow/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { FilterChips } from '@/components/ui/filter-chips';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/money';
import { ACTIVITY_PAGE_SIZE, useMemberActivity } from '../api/members';

const kindLabels: Record<MemberActivityKind, string> = {
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  transfers: 'Transfers',
  earnings: 'Earnings',
  ledger: 'Ledger',
  referrals: 'Referrals',
};
const kindNouns: Record<MemberActivityKind, string> = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  transfers: 'transfers',
  earnings: 'earnings',
  ledger: 'ledger movements',
  referrals: 'referred members',
};
/** The status words the activity lists carry, coloured as in the other lists. */
function statusTone(status: string): 'green' | 'red' | 'amber' {
  if (status === 'Completed' || status === 'Approved') return 'green';
  if (status === 'Rejected' || status === 'Failed') return 'red';
  return 'amber';
}

/**
 * Withdrawals are whole dollars (spec §3); money that moved (a ledger movement, a completed transfer) shows
 * its "+" or "-" in green or red. A transfer still pending or rejected is written plainly in grey beside
 * its status, as the member's own history leaves a pending amount uncoloured: nothing was credited.
 */
function ActivityAmount({ kind, item }: { kind: MemberActivityKind; item: MemberActivityItem }) {
  if (item.amount === null) return '—';
  if (kind === 'withdrawals') return <span className="tabular-nums">{formatUsd(item.amount, 0)}</span>;
  if (kind === 'ledger' || (kind === 'transfers' && item.status === 'Completed')) {
    return (
      <span className={clsx('tabular-nums', item.amount < 0 ? 'text-red-700' : 'text-green-700')}>
        {item.amount > 0 ? `+${formatUsd(item.amount)}` : formatUsd(item.amount)}
      </span>
    );
  }
  if (kind === 'transfers')
    return <span className="text-slate-500 tabular-nums">{formatUsd(Math.abs(item.amount))}</span>;
  return <span className="tabular-nums">{formatUsd(item.amount)}</span>;
}

/**
 * The row's title over its detail; a detail that begins with the title ("Balance adjustment" over
 * "Balance adjustment: test debit") is shown alone, once.
 */
function ActivityWhat({ item }: { item: MemberActivityItem }) {
  const repeats = item.detail.toLowerCase().startsWith(item.title.toLowerCase());
  return (
    <div className="flex max-w-md min-w-48 flex-col">
      <span className="font-medium [overflow-wrap:anywhere] text-slate-900">
        {repeats ? item.detail : item.title}
      </span>
      {repeats || item.detail === '' ? null : (
        <span className="text-xs [overflow-wrap:anywhere] text-slate-500">{item.detail}</span>
      )}
    </div>
  );
}

const kindOptions = memberActivityKindSchema.options.map((value) => ({ value, label: kindLabels[value] }));

function columnsFor(kind: MemberActivityKind): DataTableColumn<MemberActivityItem>[] {
  return [
    {
      key: 'what',
      header: kind === 'referrals' ? 'Member' : 'What',
      cell: (item) => <ActivityWhat item={item} />,
    },
    {
      key: 'status',
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (item) =>
        item.status === null ? '—' : <Badge tone={statusTone(item.status)}>{item.status}</Badge>,
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (item) => <ActivityAmount kind={kind} item={item} />,
    },
    {
      key: 'when',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (item) => <DateTimeText value={item.createdAt} />,
    },
  ];
}

/** The member's deposits, withdrawals, transfers, earnings, ledger movements and referrals, each paged. */
export function MemberActivity({ memberId }: { memberId: string }) {
  const [kind, setKind] = useState<MemberActivityKind>('deposits');
  const [page, setPage] = useState(1);
  const activity = useMemberActivity(memberId, kind, page);
  const data = activity.data;
  useLastPageWhenPastEnd(activity, ACTIVITY_PAGE_SIZE, setPage);
  return (
    <AdminSection title="Activity">
      <FilterChips
        label="Activity"
        options={kindOptions}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
        className="mx-0! px-0!"
      />
      <DataTable
        caption={kindLabels[kind]}
        columns={columnsFor(kind)}
        rows={data?.items}
        rowKey={(item) => item.id}
        loading={activity.isPending}
        refreshing={activity.isPlaceholderData}
        emptyText={emptyPageText(data, kindNouns[kind], `No ${kindNouns[kind]} yet.`)}
        errorText={activity.error ? errorMessage(activity.error, 'Could not load this list.') : null}
        onRetry={() => void activity.refetch()}
      />
      <PagingBar
        data={data}
        pageSize={ACTIVITY_PAGE_SIZE}
        noun={kindNouns[kind]}
        label={`${kindLabels[kind]} pages`}
        onPageChange={setPage}
      />
    </AdminSection>
  );
}
