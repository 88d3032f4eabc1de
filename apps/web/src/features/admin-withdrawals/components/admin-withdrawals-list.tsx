import { paymentMethodLabels, type AdminWithdrawal, type WithdrawalStatus } from '@earnflow/contracts';
import { Copy, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { AdminStatusList, type AdminStatusListTexts } from '@/components/ui/admin-status-list';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { useDateRangePaging } from '@/hooks/use-date-range-paging';
import { copyWithToast } from '@/lib/clipboard';
import { formatUsd } from '@/lib/money';
import { useDeleteWithdrawal } from '../api/delete-withdrawal';
import { WITHDRAWALS_PAGE_SIZE, useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useUpdateWithdrawalStatus } from '../api/update-withdrawal-status';
import { reviewPath } from './review-path';
import { RiskBadge } from './risk-badge';
import {
  isFinalWithdrawalStatus,
  withdrawalStatusLabel,
  withdrawalStatusOptions,
} from './withdrawal-status-options';

const texts: AdminStatusListTexts<AdminWithdrawal, WithdrawalStatus> = {
  filtersLabel: 'Withdrawal filters',
  todayLabel: "Show only today's withdrawals",
  emptyText: 'No withdrawals found.',
  loadFailed: 'Could not load withdrawals.',
  pagesLabel: 'Withdrawal pages',
  noun: 'withdrawals',
  confirmStatusChange: (withdrawal, status) => {
    const member = `${withdrawal.user.name} (${withdrawal.user.accountNumber})`;
    if (status === 'COMPLETED') {
      return {
        title: 'Complete this withdrawal?',
        text: `${formatUsd(withdrawal.payout)} will be marked as paid out to ${member}. This cannot be undone.`,
        confirmButtonText: 'Yes, complete it',
        icon: 'question',
      };
    }
    if (status === 'REJECTED') {
      return {
        title: 'Reject this withdrawal?',
        text: `${formatUsd(withdrawal.amount)} will be refunded to ${member}. This cannot be undone.`,
        confirmButtonText: 'Yes, reject it',
        icon: 'question',
        danger: true,
      };
    }
    return {
      title: `Change this withdrawal to ${withdrawalStatusLabel(status)}?`,
      text: `${formatUsd(withdrawal.amount)} from ${member}.`,
      confirmButtonText: 'Yes, change it',
      icon: 'question',
    };
  },
  statusChanged: (status) => `Status updated to ${withdrawalStatusLabel(status)}.`,
  deleteLabel: (withdrawal) => `Delete withdrawal of ${withdrawal.user.name}`,
  deleteConfirm: 'This will permanently delete the withdrawal.',
  // A pending withdrawal is refunded when deleted; a decided one moves no money.
  deleteConsequence: ({ status, amount, payout, user }) => {
    if (status === 'PENDING') return `${formatUsd(amount)} will be returned to ${user.name}'s balance.`;
    if (status === 'REJECTED')
      return `Its ${formatUsd(amount)} was already returned to ${user.name}'s balance.`;
    return `The ${formatUsd(payout)} already paid out to ${user.name} is not taken back.`;
  },
  deleted: 'Withdrawal has been deleted.',
  deleteFailed: 'Failed to delete withdrawal.',
};

function copyAccountNumber(accountNumber: string): Promise<void> {
  return copyWithToast(accountNumber, {
    copied: 'Account number copied',
    failed: 'Could not copy the account number.',
  });
}

/** The withdrawal's own columns; the list adds Status and Actions. */
const columns: DataTableColumn<AdminWithdrawal>[] = [
  {
    key: 'user',
    header: 'User',
    cell: ({ user }) => <MemberCell member={user} maxWidth="max-w-40" className="min-w-32" />,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (withdrawal) => (
      <>
        <p className="font-semibold text-slate-900">{formatUsd(withdrawal.amount, 0)}</p>
        {withdrawal.status === 'REJECTED' ? (
          <p className="text-xs text-slate-500">Refunded</p>
        ) : withdrawal.fee > 0 ? (
          <p className="text-xs text-slate-500" title={`Fee ${formatUsd(withdrawal.fee)}`}>
            {withdrawal.status === 'COMPLETED' ? 'Paid out' : 'Pay out'} {formatUsd(withdrawal.payout)}
          </p>
        ) : null}
      </>
    ),
  },
  {
    key: 'risk',
    header: 'Risk',
    cell: (withdrawal) => <RiskBadge risk={withdrawal.risk} />,
  },
  {
    key: 'method',
    header: 'Method',
    className: 'whitespace-nowrap',
    cell: (withdrawal) => paymentMethodLabels[withdrawal.paymentMethod],
  },
  {
    key: 'bank',
    header: 'Bank Name',
    wrapHeader: true,
    cell: (withdrawal) => (
      <span className="block max-w-28 [overflow-wrap:anywhere]">{withdrawal.bankName}</span>
    ),
  },
  {
    key: 'holder',
    header: 'Account Holder',
    wrapHeader: true,
    cell: (withdrawal) => (
      <span className="block max-w-32 [overflow-wrap:anywhere]">{withdrawal.accountHolderName}</span>
    ),
  },
  {
    key: 'account',
    header: 'Account Number',
    wrapHeader: true,
    // Kept in view beside Status on a narrow screen (see `accountNumberPinned`).
    pinned: true,
    cell: ({ accountNumber }) => (
      // The payout goes to this number: whole (a wallet address runs to 34 characters, so it wraps) and copyable.
      <span className="flex max-w-40 items-start gap-1">
        <span className="min-w-[12ch] pt-1 font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">
          {accountNumber}
        </span>
        <button
          type="button"
          aria-label={`Copy account number ${accountNumber}`}
          title="Copy account number"
          onClick={() => void copyAccountNumber(accountNumber)}
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <Copy className="size-3.5" aria-hidden="true" />
        </button>
      </span>
    ),
  },
  {
    key: 'requested',
    header: 'Requested At',
    wrapHeader: true,
    className: 'text-slate-600',
    cell: (withdrawal) => <DateTimeText value={withdrawal.createdAt} />,
  },
];

/** A withdrawal held for review is decided on its review screen, never completed from the list. */
function heldStatus(withdrawal: AdminWithdrawal) {
  if (!withdrawal.heldForReview || withdrawal.status !== 'PENDING') return null;
  return (
    <div className="flex min-w-30 flex-col items-start gap-1.5">
      <Badge tone="amber">In review</Badge>
      <Link
        to={reviewPath(withdrawal.id)}
        aria-label={`Review withdrawal of ${withdrawal.user.name}`}
        className={buttonClasses('outline', 'sm')}
      >
        <ShieldAlert className="size-4" aria-hidden="true" />
        Review
      </Link>
    </div>
  );
}

/** The account number column (fourth from the right) sticks left of Status and Actions. */
const accountNumberPinned = '[&_:is(th,td):nth-last-child(4)]:right-[var(--pinned-status-width)]';

interface AdminWithdrawalsListProps {
  heading: string;
  description: string;
  /** Shows only withdrawals in this status (Withdrawals: PENDING). */
  status?: WithdrawalStatus;
}

/** Spec "All Withdrawals": the withdrawals table with status and delete; date filters and paging as withdrawals. */
export function AdminWithdrawalsList({ heading, description, status }: AdminWithdrawalsListProps) {
  const filters = useDateRangePaging();
  const { page, startDate, endDate } = filters;
  const withdrawals = useAdminWithdrawals({
    page,
    pageSize: WITHDRAWALS_PAGE_SIZE,
    status,
    startDate,
    endDate,
  });
  const updateStatus = useUpdateWithdrawalStatus();
  const deleteWithdrawal = useDeleteWithdrawal();

  return (
    <AdminStatusList
      heading={heading}
      description={description}
      filters={filters}
      query={withdrawals}
      pageSize={WITHDRAWALS_PAGE_SIZE}
      columns={columns}
      statusOptions={withdrawalStatusOptions}
      isFinalStatus={isFinalWithdrawalStatus}
      heldStatus={heldStatus}
      updateStatus={updateStatus}
      deleteRecord={deleteWithdrawal}
      texts={texts}
      density="compact"
      pinnedColumnClassName={accountNumberPinned}
      // Three pinned columns leave the rest too little room until the table has about 960 px.
      cardsBelow="xl"
    />
  );
}
