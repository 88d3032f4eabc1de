import { paymentMethodLabels, type Deposit, type DepositStatus } from '@earnflow/contracts';
import { AdminStatusList, type AdminStatusListTexts } from '@/components/ui/admin-status-list';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { useDateRangePaging } from '@/hooks/use-date-range-paging';
import { formatUsd } from '@/lib/money';
import { useDeleteDeposit } from '../api/delete-deposit';
import { DEPOSITS_PAGE_SIZE, useAdminDeposits } from '../api/get-admin-deposits';
import { useUpdateDepositStatus } from '../api/update-deposit-status';
import { depositStatusLabel, depositStatusOptions, isFinalDepositStatus } from './deposit-status-options';
import { ReceiptCell } from './receipt-preview';

const texts: AdminStatusListTexts<Deposit, DepositStatus> = {
  filtersLabel: 'Deposit filters',
  todayLabel: "Show only today's deposits",
  emptyText: 'No deposits found.',
  loadFailed: 'Could not load deposits.',
  pagesLabel: 'Deposit pages',
  noun: 'deposits',
  confirmStatusChange: (deposit, status) => {
    const member = `${deposit.user.name} (${deposit.user.accountNumber})`;
    const amount = formatUsd(deposit.amount);
    if (status === 'COMPLETED') {
      return {
        title: 'Complete this deposit?',
        text: `${amount} will be credited to ${member}. This cannot be undone.`,
        confirmButtonText: 'Yes, complete it',
        icon: 'question',
      };
    }
    if (status === 'FAILED') {
      return {
        title: 'Reject this deposit?',
        text: `${amount} will not be credited to ${member}. This cannot be undone.`,
        confirmButtonText: 'Yes, reject it',
        icon: 'question',
        danger: true,
      };
    }
    return {
      title: `Change this deposit to ${depositStatusLabel(status)}?`,
      text: `${amount} from ${member}.`,
      confirmButtonText: 'Yes, change it',
      icon: 'question',
    };
  },
  statusChanged: (status) => `Status changed to ${depositStatusLabel(status)}.`,
  deleteLabel: (deposit) => `Delete deposit of ${deposit.user.name}`,
  deleteConfirm: 'This will permanently delete the deposit.',
  // Deleting moves no money: a completed deposit's credit stays, a pending one is never credited.
  deleteConsequence: ({ status, amount, user }) => {
    if (status === 'COMPLETED')
      return `The ${formatUsd(amount)} already credited stays in ${user.name}'s balance.`;
    if (status === 'PENDING')
      return `${formatUsd(amount)} will not be credited to ${user.name}, who will be told it was removed.`;
    return `Nothing was credited to ${user.name}.`;
  },
  deleted: 'Deposit has been deleted.',
  deleteFailed: 'Failed to delete deposit.',
};

/** The deposit's own columns; the list adds Status and Actions. */
const columns: DataTableColumn<Deposit>[] = [
  {
    key: 'user',
    header: 'User',
    cell: ({ user }) => <MemberCell member={user} maxWidth="max-w-40" className="min-w-32" />,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
    cell: (deposit) => formatUsd(deposit.amount),
  },
  {
    key: 'method',
    header: 'Method',
    // The account the member was shown to pay into, as it was then, to match the payment against.
    cell: ({ paymentMethod, paidTo }) => (
      <div className="flex max-w-32 flex-col">
        <span className="whitespace-nowrap">{paymentMethodLabels[paymentMethod]}</span>
        {paidTo ? (
          <span
            className="font-mono text-[11px] [overflow-wrap:anywhere] text-slate-500"
            title={`Paid to ${paidTo.accountTitle} (${paidTo.accountNumber})`}
          >
            to {paidTo.accountNumber}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    key: 'trx',
    header: 'Trx',
    cell: (deposit) => (
      <span
        className="block max-w-28 truncate font-mono text-xs text-slate-600"
        title={deposit.transactionId}
      >
        {deposit.transactionId}
      </span>
    ),
  },
  { key: 'receipt', header: 'Receipt', cell: (deposit) => <ReceiptCell deposit={deposit} /> },
  {
    key: 'date',
    header: 'Date',
    className: 'text-slate-600',
    cell: (deposit) => <DateTimeText value={deposit.createdAt} />,
  },
];

interface AdminDepositsListProps {
  heading: string;
  description: string;
  /** Shows only deposits in this status (New Deposits: PENDING). */
  status?: DepositStatus;
}

/** Spec "All Deposits": date filters, the deposits table with status and delete, paging by 20. */
export function AdminDepositsList({ heading, description, status }: AdminDepositsListProps) {
  const filters = useDateRangePaging();
  const { page, startDate, endDate } = filters;
  const deposits = useAdminDeposits({ page, pageSize: DEPOSITS_PAGE_SIZE, status, startDate, endDate });
  const updateStatus = useUpdateDepositStatus();
  const deleteDeposit = useDeleteDeposit();

  return (
    <AdminStatusList
      heading={heading}
      description={description}
      filters={filters}
      query={deposits}
      pageSize={DEPOSITS_PAGE_SIZE}
      columns={columns}
      statusOptions={depositStatusOptions}
      isFinalStatus={isFinalDepositStatus}
      updateStatus={updateStatus}
      deleteRecord={deleteDeposit}
      texts={texts}
    />
  );
}
