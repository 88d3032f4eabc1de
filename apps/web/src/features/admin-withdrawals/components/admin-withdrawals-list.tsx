import { paymentMethodLabels, type Withdrawal, type WithdrawalStatus } from '@earnflow/contracts';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { IconButton } from '@/components/ui/icon-button';
import { DateRangeFilters } from '@/components/ui/date-range-filters';
import { PageSummary, Pagination, totalPagesOf } from '@/components/ui/pagination';
import { StatusSelect } from '@/components/ui/status-select';
import { isAdminAuthFailure, useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
import { useDateRangePaging } from '@/hooks/use-date-range-paging';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert, showAlertWithDetail, showLoading } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { useDeleteWithdrawal } from '../api/delete-withdrawal';
import { WITHDRAWALS_PAGE_SIZE, useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useUpdateWithdrawalStatus } from '../api/update-withdrawal-status';
import {
  isFinalWithdrawalStatus,
  withdrawalStatusLabel,
  withdrawalStatusOptions,
} from './withdrawal-status-options';

interface AdminWithdrawalsListProps {
  heading: string;
  description: string;
  /** Shows only withdrawals in this status (Withdrawals: PENDING). */
  status?: WithdrawalStatus;
}

/** Spec "All Withdrawals": the withdrawals table with status and delete; date filters and paging as withdrawals. */
export function AdminWithdrawalsList({ heading, description, status }: AdminWithdrawalsListProps) {
  const filters = useDateRangePaging();
  const { page, startDate, endDate, setPage } = filters;
  const withdrawals = useAdminWithdrawals({
    page,
    pageSize: WITHDRAWALS_PAGE_SIZE,
    status,
    startDate,
    endDate,
  });
  const updateStatus = useUpdateWithdrawalStatus();
  const deleteWithdrawal = useDeleteWithdrawal();
  const redirectIfSignedOut = useAdminAuthRedirect(withdrawals.error);
  // The status just picked, shown in its row until the reloaded list has it.
  const [pendingChange, setPendingChange] = useState<{ id: string; status: WithdrawalStatus } | null>(null);

  const data = withdrawals.data;
  const totalPages = data ? totalPagesOf(data.total, WITHDRAWALS_PAGE_SIZE) : 1;

  useEffect(() => {
    if (withdrawals.error && !isAdminAuthFailure(withdrawals.error))
      console.error('Could not load withdrawals.', withdrawals.error);
  }, [withdrawals.error]);

  // After a delete empties the last page, or when the address names a page past the end, show the last one.
  useEffect(() => {
    if (data && !withdrawals.isPlaceholderData && data.items.length === 0 && page > totalPages) {
      setPage(totalPages);
    }
  }, [data, withdrawals.isPlaceholderData, page, totalPages, setPage]);

  async function changeStatus(withdrawal: Withdrawal, next: WithdrawalStatus) {
    setPendingChange({ id: withdrawal.id, status: next });
    showLoading('Updating status...');
    try {
      await updateStatus.mutateAsync({ id: withdrawal.id, status: next });
      void showAlert('success', 'Updated!', `Status updated to ${withdrawalStatusLabel(next)}.`);
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      void showAlertWithDetail('error', 'Error', 'Failed to update status.', errorMessage(error, ''));
    } finally {
      setPendingChange(null);
    }
  }

  async function remove(withdrawal: Withdrawal) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: 'This will permanently delete the withdrawal.',
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    showLoading('Deleting...');
    try {
      await deleteWithdrawal.mutateAsync(withdrawal.id);
      void showAlert('success', 'Deleted!', 'Withdrawal has been deleted.');
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      void showAlertWithDetail('error', 'Error', 'Failed to delete withdrawal.', errorMessage(error, ''));
    }
  }

  const columns: DataTableColumn<Withdrawal>[] = [
    {
      key: 'user',
      header: 'User',
      cell: ({ user }) => (
        <div>
          <p className="font-medium text-slate-900" title={user.email}>
            {user.name}
          </p>
          <p className="font-mono text-xs text-slate-500">{user.accountNumber}</p>
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (withdrawal) => (
        <>
          <p className="font-semibold text-slate-900">{formatUsd(withdrawal.amount, 0)}</p>
          {withdrawal.fee > 0 ? (
            <p className="text-xs text-slate-500" title={`Fee ${formatUsd(withdrawal.fee)}`}>
              Pay out {formatUsd(withdrawal.payout)}
            </p>
          ) : null}
        </>
      ),
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
      cell: (withdrawal) => <span className="block max-w-36 break-words">{withdrawal.bankName}</span>,
    },
    {
      key: 'holder',
      header: 'Account Holder',
      cell: (withdrawal) => (
        <span className="block max-w-40 break-words">{withdrawal.accountHolderName}</span>
      ),
    },
    {
      key: 'account',
      header: 'Account Number',
      cell: (withdrawal) => (
        <span className="block max-w-36 font-mono text-xs break-all text-slate-700">
          {withdrawal.accountNumber}
        </span>
      ),
    },
    {
      key: 'requested',
      header: 'Requested At',
      className: 'text-slate-600',
      cell: (withdrawal) => <DateTimeText value={withdrawal.createdAt} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (withdrawal) => {
        const pending = pendingChange?.id === withdrawal.id ? pendingChange : null;
        const final = isFinalWithdrawalStatus(withdrawal.status);
        return (
          <StatusSelect
            label={`Status for ${withdrawal.user.name}`}
            value={pending?.status ?? withdrawal.status}
            options={withdrawalStatusOptions}
            disabled={final || pending !== null}
            disabledReason={final ? 'This status is final.' : undefined}
            onChange={(next) => void changeStatus(withdrawal, next)}
          />
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (withdrawal) => (
        <IconButton
          tone="danger"
          label={`Delete withdrawal of ${withdrawal.user.name}`}
          title="Delete"
          busy={deleteWithdrawal.isPending && deleteWithdrawal.variables === withdrawal.id}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => void remove(withdrawal)}
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
          <p className="mt-1 text-sm text-slate-500">{description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          busy={withdrawals.isFetching && !withdrawals.isLoading}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void withdrawals.refetch()}
        >
          Refresh
        </Button>
      </div>

      <DateRangeFilters
        label="Withdrawal filters"
        from={filters.from}
        to={filters.to}
        todayOnly={filters.todayOnly}
        onFromChange={filters.setFrom}
        onToChange={filters.setTo}
        onTodayOnlyChange={filters.setTodayOnly}
        onClear={filters.clearFilters}
        todayLabel="Show only today's withdrawals"
      />

      <DataTable
        caption={heading}
        columns={columns}
        rows={data?.items}
        rowKey={(withdrawal) => withdrawal.id}
        loading={withdrawals.isLoading}
        emptyText="No withdrawals found."
        errorText={withdrawals.error ? errorMessage(withdrawals.error, 'Could not load withdrawals.') : null}
        onRetry={() => void withdrawals.refetch()}
        refreshing={withdrawals.isPlaceholderData}
        density="compact"
      />

      {data && data.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageSummary
            page={data.page}
            pageSize={WITHDRAWALS_PAGE_SIZE}
            total={data.total}
            noun="withdrawals"
          />
          <Pagination label="Withdrawal pages" page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      ) : null}
    </div>
  );
}
