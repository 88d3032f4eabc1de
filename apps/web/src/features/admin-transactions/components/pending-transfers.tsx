import { receiptReference, type Transfer } from '@earnflow/contracts';
import clsx from 'clsx';
import { Check, RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { TRANSFERS_PAGE_SIZE, usePendingTransfers } from '../api/get-pending-transfers';
import { useUpdateTransferStatus } from '../api/update-transfer-status';

type Decision = 'COMPLETED' | 'REJECTED';

const decisionTexts = {
  COMPLETED: {
    title: 'Complete this transfer?',
    text: (transfer: Transfer) =>
      `${formatUsd(transfer.amount)} will be credited to ${transfer.recipient.name} (${transfer.recipient.accountNumber}).`,
    confirm: 'Yes, complete it',
    success: 'Transfer completed.',
    failure: 'Failed to complete transfer.',
  },
  REJECTED: {
    title: 'Reject this transfer?',
    text: (transfer: Transfer) =>
      `${formatUsd(transfer.amount)} will be refunded to ${transfer.sender.name} (${transfer.sender.accountNumber}).`,
    confirm: 'Yes, reject it',
    success: 'Transfer rejected.',
    failure: 'Failed to reject transfer.',
  },
} as const;

/** A note longer than this is cut to three lines until the admin opens it. */
const SHORT_NOTE_LENGTH = 90;

/** The sender's note, whole when short; a long one opens and closes in place. */
function TransferNote({ note }: { note: string }) {
  const [open, setOpen] = useState(false);
  const long = note.length > SHORT_NOTE_LENGTH;
  return (
    <div className="flex max-w-56 min-w-40 flex-col items-start gap-0.5">
      <p className={clsx('[overflow-wrap:anywhere] text-slate-600', long && !open && 'line-clamp-3')}>
        {note}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="text-xs font-semibold text-green-700 hover:underline focus-visible:outline-2 focus-visible:outline-green-600"
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

/** Transfers waiting for verification, each completed (recipient credited) or rejected (sender refunded). */
export function PendingTransfers() {
  const [page, setPage] = useState(1);
  const transfers = usePendingTransfers(page);
  const updateStatus = useUpdateTransferStatus();
  const data = transfers.data;
  useLastPageWhenPastEnd(transfers, TRANSFERS_PAGE_SIZE, setPage);

  useEffect(() => {
    if (transfers.error && !handledByAdminFrame(transfers.error))
      console.error('Could not load pending transfers.', transfers.error);
  }, [transfers.error]);

  async function decide(transfer: Transfer, status: Decision) {
    const texts = decisionTexts[status];
    const confirmed = await confirmAction({
      title: texts.title,
      text: texts.text(transfer),
      confirmButtonText: texts.confirm,
      icon: 'question',
      danger: status === 'REJECTED',
    });
    if (!confirmed) return;
    try {
      await updateStatus.mutateAsync({ id: transfer.id, status });
      // Deciding the only transfer on a later page empties it: show the page before.
      if (page > 1 && data?.items.length === 1) setPage(page - 1);
      void showToast('success', texts.success);
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showToast('error', errorMessage(error, texts.failure));
    }
  }

  const busyWith = (transfer: Transfer, status: Decision) =>
    updateStatus.isPending &&
    updateStatus.variables.id === transfer.id &&
    updateStatus.variables.status === status;

  const columns: DataTableColumn<Transfer>[] = [
    {
      key: 'sender',
      header: 'Sender',
      cell: (transfer) => <MemberCell member={transfer.sender} className="min-w-32" />,
    },
    {
      key: 'recipient',
      header: 'Recipient',
      cell: (transfer) => <MemberCell member={transfer.recipient} className="min-w-32" />,
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
      cell: (transfer) => formatUsd(transfer.amount),
    },
    {
      key: 'senderName',
      header: 'Sender name',
      cell: (transfer) => (
        <span className="block max-w-48 min-w-32 [overflow-wrap:anywhere]">{transfer.senderName}</span>
      ),
    },
    {
      key: 'note',
      header: 'Note',
      cell: (transfer) =>
        transfer.note ? <TransferNote note={transfer.note} /> : <span className="text-slate-500">N/A</span>,
    },
    {
      key: 'date',
      header: 'Date',
      className: 'text-slate-600',
      cell: (transfer) => (
        <div className="flex flex-col">
          <DateTimeText value={transfer.createdAt} />
          <span className="font-mono text-[11px] text-slate-500" title={`Transfer ${transfer.id}`}>
            Ref. {receiptReference(transfer.id)}
          </span>
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (transfer) => {
        const between = `from ${transfer.sender.name} to ${transfer.recipient.name}`;
        // One over the other: the narrow column leaves the names and the note room to read.
        return (
          <div className="flex flex-col items-stretch gap-1.5">
            <Button
              size="sm"
              aria-label={`Complete transfer ${between}`}
              disabled={updateStatus.isPending}
              busy={busyWith(transfer, 'COMPLETED')}
              icon={<Check className="size-4" aria-hidden="true" />}
              onClick={() => void decide(transfer, 'COMPLETED')}
            >
              Complete
            </Button>
            <Button
              size="sm"
              variant="danger-outline"
              aria-label={`Reject transfer ${between}`}
              disabled={updateStatus.isPending}
              busy={busyWith(transfer, 'REJECTED')}
              icon={<X className="size-4" aria-hidden="true" />}
              onClick={() => void decide(transfer, 'REJECTED')}
            >
              Reject
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <AdminSection
      title="Transfers pending verification"
      description="The sender has already been debited. Complete credits the recipient; Reject refunds the sender."
      count={data?.total}
      actions={
        <Button
          variant="outline"
          size="sm"
          busy={transfers.isFetching && !transfers.isLoading}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void transfers.refetch()}
        >
          Refresh
        </Button>
      }
    >
      <DataTable
        caption="Transfers pending verification"
        columns={columns}
        rows={data?.items}
        rowKey={(transfer) => transfer.id}
        loading={transfers.isLoading}
        emptyText={emptyPageText(data, 'transfers', 'No transfers are waiting for verification.')}
        errorText={transfers.error ? errorMessage(transfers.error, 'Could not load transfers.') : null}
        onRetry={() => void transfers.refetch()}
        refreshing={transfers.isPlaceholderData}
        density="compact"
      />
      <PagingBar
        data={data}
        page={page}
        pageSize={TRANSFERS_PAGE_SIZE}
        noun="transfers"
        label="Transfer pages"
        onPageChange={setPage}
      />
    </AdminSection>
  );
}
