import { paymentMethodLabels, type Deposit, type DepositStatus } from '@earnflow/contracts';
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
import { useDeleteDeposit } from '../api/delete-deposit';
import { DEPOSITS_PAGE_SIZE, useAdminDeposits } from '../api/get-admin-deposits';
import { useUpdateDepositStatus } from '../api/update-deposit-status';
import { depositStatusLabel, depositStatusOptions, isFinalDepositStatus } from './deposit-status-options';
import { ReceiptCell } from './receipt-preview';

interface AdminDepositsListProps {
  heading: string;
  description: string;
  /** Shows only deposits in this status (New Deposits: PENDING). */
  status?: DepositStatus;
}

/** Spec "All Deposits": date filters, the deposits table with status and delete, paging by 20. */
export function AdminDepositsList({ heading, description, status }: AdminDepositsListProps) {
  const filters = useDateRangePaging();
  const { page, startDate, endDate, setPage } = filters;
  const deposits = useAdminDeposits({ page, pageSize: DEPOSITS_PAGE_SIZE, status, startDate, endDate });
  const updateStatus = useUpdateDepositStatus();
  const deleteDeposit = useDeleteDeposit();
  const redirectIfSignedOut = useAdminAuthRedirect(deposits.error);
  // The status just picked, shown in its row until the reloaded list has it.
  const [pendingChange, setPendingChange] = useState<{ id: string; status: DepositStatus } | null>(null);

  const data = deposits.data;
  const totalPages = data ? totalPagesOf(data.total, DEPOSITS_PAGE_SIZE) : 1;

  useEffect(() => {
    if (deposits.error && !isAdminAuthFailure(deposits.error))
      console.error('Could not load deposits.', deposits.error);
  }, [deposits.error]);

  // After a delete empties the last page, or when the address names a page past the end, show the last one.
  useEffect(() => {
    if (data && !deposits.isPlaceholderData && data.items.length === 0 && page > totalPages) {
      setPage(totalPages);
    }
  }, [data, deposits.isPlaceholderData, page, totalPages, setPage]);

  async function changeStatus(deposit: Deposit, next: DepositStatus) {
    setPendingChange({ id: deposit.id, status: next });
    showLoading('Updating status...');
    try {
      await updateStatus.mutateAsync({ id: deposit.id, status: next });
      void showAlert('success', 'Updated!', `Status changed to ${depositStatusLabel(next)}.`);
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      void showAlertWithDetail('error', 'Error', 'Failed to update status.', errorMessage(error, ''));
    } finally {
      setPendingChange(null);
    }
  }

  async function remove(deposit: Deposit) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: 'This will permanently delete the deposit.',
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    showLoading('Deleting...');
    try {
      await deleteDeposit.mutateAsync(deposit.id);
      void showAlert('success', 'Deleted!', 'Deposit has been deleted.');
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      void showAlertWithDetail('error', 'Error', 'Failed to delete deposit.', errorMessage(error, ''));
    }
  }

  const columns: DataTableColumn<Deposit>[] = [
    {
      key: 'user',
      header: 'User',
      cell: ({ user }) => (
        <div className="min-w-36">
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
      className: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
      cell: (deposit) => formatUsd(deposit.amount),
    },
    {
      key: 'method',
      header: 'Method',
      className: 'whitespace-nowrap',
      cell: (deposit) => paymentMethodLabels[deposit.paymentMethod],
    },
    {
      key: 'trx',
      header: 'Trx',
      cell: (deposit) => (
        <span
          className="block max-w-44 truncate font-mono text-xs text-slate-600"
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
    {
      key: 'status',
      header: 'Status',
      cell: (deposit) => {
        const pending = pendingChange?.id === deposit.id ? pendingChange : null;
        const final = isFinalDepositStatus(deposit.status);
        return (
          <StatusSelect
            label={`Status for ${deposit.user.name}`}
            value={pending?.status ?? deposit.status}
            options={depositStatusOptions}
            disabled={final || pending !== null}
            disabledReason={final ? 'This status is final.' : undefined}
            onChange={(next) => void changeStatus(deposit, next)}
          />
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (deposit) => (
        <IconButton
          tone="danger"
          label={`Delete deposit of ${deposit.user.name}`}
          title="Delete"
          busy={deleteDeposit.isPending && deleteDeposit.variables === deposit.id}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => void remove(deposit)}
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
          busy={deposits.isFetching && !deposits.isLoading}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void deposits.refetch()}
        >
          Refresh
        </Button>
      </div>

      <DateRangeFilters
        label="Deposit filters"
        from={filters.from}
        to={filters.to}
        todayOnly={filters.todayOnly}
        onFromChange={filters.setFrom}
        onToChange={filters.setTo}
        onTodayOnlyChange={filters.setTodayOnly}
        onClear={filters.clearFilters}
        todayLabel="Show only today's deposits"
      />

      <DataTable
        caption={heading}
        columns={columns}
        rows={data?.items}
        rowKey={(deposit) => deposit.id}
        loading={deposits.isLoading}
        emptyText="No deposits found."
        errorText={deposits.error ? errorMessage(deposits.error, 'Could not load deposits.') : null}
        onRetry={() => void deposits.refetch()}
        refreshing={deposits.isPlaceholderData}
      />

      {data && data.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PageSummary page={data.page} pageSize={DEPOSITS_PAGE_SIZE} total={data.total} noun="deposits" />
          <Pagination label="Deposit pages" page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      ) : null}
    </div>
  );
}
