import { paymentMethodLabels, type AdminWithdrawal } from '@earnflow/contracts';
import { RefreshCw, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/ui/admin-section';
import { buttonClasses, Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/money';
import { REVIEW_QUEUE_PAGE_SIZE, useReviewQueue } from '../api/get-review-queue';
import { reviewPath } from './review-path';
import { RiskBadge } from './risk-badge';

const columns: DataTableColumn<AdminWithdrawal>[] = [
  {
    key: 'user',
    header: 'Member',
    cell: ({ user }) => <MemberCell member={user} maxWidth="max-w-48" className="min-w-32" />,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (withdrawal) => (
      <>
        <p className="font-semibold text-slate-900">{formatUsd(withdrawal.amount, 0)}</p>
        <p className="text-xs text-slate-500">{paymentMethodLabels[withdrawal.paymentMethod]}</p>
      </>
    ),
  },
  {
    key: 'risk',
    header: 'Risk',
    cell: (withdrawal) => <RiskBadge risk={withdrawal.risk} />,
  },
  {
    key: 'why',
    header: 'Main reason',
    cell: ({ risk }) => {
      const top = risk.reasons.toSorted((a, b) => b.points - a.points)[0];
      return (
        <span className="block max-w-72 min-w-40 text-sm [overflow-wrap:anywhere] text-slate-700">
          {top?.text ?? '—'}
          {risk.reasons.length > 1 ? (
            <span className="block text-xs text-slate-500">
              and {risk.reasons.length - 1} more {risk.reasons.length === 2 ? 'reason' : 'reasons'}
            </span>
          ) : null}
        </span>
      );
    },
  },
  {
    key: 'requested',
    header: 'Requested At',
    wrapHeader: true,
    className: 'text-slate-600',
    cell: (withdrawal) => <DateTimeText value={withdrawal.createdAt} />,
  },
  {
    key: 'review',
    header: 'Actions',
    pinned: true,
    cell: (withdrawal) => (
      <Link
        to={reviewPath(withdrawal.id)}
        aria-label={`Review withdrawal of ${withdrawal.user.name}`}
        className={buttonClasses('primary', 'sm')}
      >
        <ShieldAlert className="size-4" aria-hidden="true" />
        Review
      </Link>
    ),
  },
];

/** /admin/review-queue: the withdrawals whose score reached the threshold, oldest first, to decide. */
export function ReviewQueue() {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const data = queue.data;
  useLastPageWhenPastEnd(queue, REVIEW_QUEUE_PAGE_SIZE, setPage);

  useEffect(() => {
    if (queue.error && !handledByAdminFrame(queue.error))
      console.error('Could not load the review queue.', queue.error);
  }, [queue.error]);

  return (
    <div className="flex flex-col gap-5">
      <AdminSection
        title="Held for review"
        count={data?.total}
        description="Withdrawals whose risk score reached the threshold in Settings. They are paid only from their review: approve, reject (the amount goes back) or suspend the member."
        actions={
          <Button
            variant="outline"
            size="sm"
            busy={queue.isFetching && !queue.isPending}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            onClick={() => void queue.refetch()}
          >
            Refresh
          </Button>
        }
      >
        <DataTable
          caption="Withdrawals held for review"
          columns={columns}
          rows={data?.items}
          rowKey={(withdrawal) => withdrawal.id}
          loading={queue.isPending}
          refreshing={queue.isPlaceholderData}
          emptyText={emptyPageText(data, 'withdrawals', 'Nothing waits for review.')}
          errorText={queue.error ? errorMessage(queue.error, 'Could not load the review queue.') : null}
          onRetry={() => void queue.refetch()}
          density="compact"
          cardsBelow="lg"
        />
      </AdminSection>
      <PagingBar
        data={data}
        page={page}
        pageSize={REVIEW_QUEUE_PAGE_SIZE}
        noun="withdrawals"
        label="Review queue pages"
        onPageChange={setPage}
      />
    </div>
  );
}
