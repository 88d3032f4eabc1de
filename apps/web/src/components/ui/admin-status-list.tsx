import { DEFAULT_REMOVAL_REASON } from '@earnflow/contracts';
import clsx from 'clsx';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { handledByAdminFrame } from '@/lib/admin-session';
import type { DateRangePaging } from '@/hooks/use-date-range-paging';
import type { Breakpoint } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/api-client';
import {
  confirmAction,
  dialog,
  showAlert,
  showAlertWithDetail,
  showLoading,
  type ConfirmOptions,
} from '@/lib/dialogs';
import { Button } from './button';
import { DataTable, type DataTableColumn } from './data-table';
import { DateRangeFilters } from './date-range-filters';
import { IconButton } from './icon-button';
import { pinnedBesideActions, usePinnedWidths } from './pinned-beside-actions';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from './pagination';
import { StatusSelect, type StatusOption } from './status-select';

/** A row of the list: a member's record with a status the admin can change. */
export interface AdminStatusRecord<Status extends string> {
  id: string;
  status: Status;
  user: { name: string };
}

/** The parts of the list query the screen reads (a TanStack Query result fits). */
export interface AdminStatusListQuery<Row> {
  data: { items: Row[]; total: number; totalCapped?: boolean; page: number } | undefined;
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** The texts that name the kind of record; the rest of the list's texts are the same for every kind. */
export interface AdminStatusListTexts<Row, Status extends string> {
  /** The filter group's name, e.g. "Deposit filters". */
  filtersLabel: string;
  /** e.g. "Show only today's deposits". */
  todayLabel: string;
  /** Shown when there are none at all, e.g. "No deposits found." */
  emptyText: string;
  /** Logged and shown when the list cannot be loaded, e.g. "Could not load deposits." */
  loadFailed: string;
  /** The pagination landmark's name, e.g. "Deposit pages". */
  pagesLabel: string;
  /** The page summary's noun, e.g. "deposits". */
  noun: string;
  /**
   * The question asked before a status change (final statuses move money and cannot be undone), e.g.
   * "Complete this deposit?" / "$7.25 will be credited to Ayesha Khan (ACC0000001)."
   */
  confirmStatusChange: (row: Row, status: Status) => ConfirmOptions;
  /** The success text after a status change, e.g. "Status changed to Completed." */
  statusChanged: (status: Status) => string;
  /** The delete button's accessible name, e.g. "Delete deposit of Ayesha Khan". */
  deleteLabel: (row: Row) => string;
  /** e.g. "This will permanently delete the deposit." */
  deleteConfirm: string;
  /** What deleting this row does to the member's money, e.g. "$7.00 will be returned to Ayesha Khan's balance." */
  deleteConsequence: (row: Row) => string;
  /** e.g. "Deposit has been deleted." */
  deleted: string;
  /** e.g. "Failed to delete deposit." */
  deleteFailed: string;
}

interface AdminStatusListProps<Row extends AdminStatusRecord<Status>, Status extends string> {
  heading: string;
  description: string;
  /** The date filters and page, whose values the caller's `query` was made with. */
  filters: DateRangePaging;
  query: AdminStatusListQuery<Row>;
  pageSize: number;
  /** The record's own columns; Status and Actions follow them. */
  columns: DataTableColumn<Row>[];
  statusOptions: readonly StatusOption<Status>[];
  /** Final statuses cannot be changed (their dropdown is disabled). */
  isFinalStatus: (status: Status) => boolean;
  /**
   * What a row whose status is not changed from this list shows instead of the dropdown (a withdrawal held
   * for review: "In review" and a link to its review); null for every other row.
   */
  heldStatus?: (row: Row) => ReactNode;
  /** Changes a status; settles once the list has been reloaded. */
  updateStatus: { mutateAsync: (variables: { id: string; status: Status }) => Promise<unknown> };
  /**
   * Deletes a record by id, with the reason its member reads in their history; `isPending` with
   * `variables` marks the row being deleted.
   */
  deleteRecord: {
    mutateAsync: (variables: DeleteVariables) => Promise<unknown>;
    isPending: boolean;
    variables: DeleteVariables | undefined;
  };
  texts: AdminStatusListTexts<Row, Status>;
  density?: 'comfortable' | 'compact';
  /**
   * Places one more pinned column of the caller's (its cells sticking left of Status), e.g. the
   * withdrawal's account number, which the admin pays into.
   */
  pinnedColumnClassName?: string;
  /** Narrower than this the records are cards (see `DataTable`). */
  cardsBelow?: Breakpoint;
}

/** What deleting a row sends: its id and the reason its member reads. */
export interface DeleteVariables {
  id: string;
  reason: string;
}

/**
 * The spec's delete question ('Are you sure?' / 'Yes, delete it!'), with the reason the member will read
 * beside 'Removed' in their history, prefilled with a sensible one; undefined when the admin cancels.
 */
async function askDeleteReason(text: string): Promise<string | undefined> {
  const result = await dialog.fire<string>({
    icon: 'warning',
    title: 'Are you sure?',
    text,
    input: 'textarea',
    inputLabel: 'Reason (the member reads it in their history)',
    inputValue: DEFAULT_REMOVAL_REASON,
    inputAttributes: { maxlength: '300' },
    inputValidator: (value) => (value.trim() ? null : 'Give the member a reason.'),
    showCancelButton: true,
    confirmButtonText: 'Yes, delete it!',
    cancelButtonText: 'Cancel',
    confirmButtonColor: 'var(--color-red-600)',
  });
  return result.isConfirmed ? result.value?.trim() : undefined;
}

/**
 * An admin list of records with a status (deposits, withdrawals): date filters, the table with a status
 * dropdown and a delete button on each row, and paging.
 */
export function AdminStatusList<Row extends AdminStatusRecord<Status>, Status extends string>({
  heading,
  description,
  filters,
  query,
  pageSize,
  columns,
  statusOptions,
  isFinalStatus,
  heldStatus,
  updateStatus,
  deleteRecord,
  texts,
  density = 'comfortable',
  pinnedColumnClassName,
  cardsBelow,
}: AdminStatusListProps<Row, Status>) {
  const { page, setPage } = filters;
  const pinnedWidthsRef = usePinnedWidths();
  // The status just picked, shown in its row until the reloaded list has it.
  const [pendingChange, setPendingChange] = useState<{ id: string; status: Status } | null>(null);

  const data = query.data;
  useLastPageWhenPastEnd(query, pageSize, setPage);

  const { loadFailed } = texts;
  useEffect(() => {
    if (query.error && !handledByAdminFrame(query.error)) console.error(loadFailed, query.error);
  }, [query.error, loadFailed]);

  async function changeStatus(row: Row, next: Status) {
    // Shown (and the dropdown locked) while the admin decides; cancelling puts the row's status back.
    setPendingChange({ id: row.id, status: next });
    const confirmed = await confirmAction(texts.confirmStatusChange(row, next));
    if (!confirmed) {
      setPendingChange(null);
      return;
    }
    showLoading('Updating status...');
    try {
      await updateStatus.mutateAsync({ id: row.id, status: next });
      void showAlert('success', 'Updated!', texts.statusChanged(next));
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlertWithDetail('error', 'Error', 'Failed to update status.', errorMessage(error, ''));
    } finally {
      setPendingChange(null);
    }
  }

  async function remove(row: Row) {
    const reason = await askDeleteReason(`${texts.deleteConfirm} ${texts.deleteConsequence(row)}`);
    if (reason === undefined) return;
    showLoading('Deleting...');
    try {
      await deleteRecord.mutateAsync({ id: row.id, reason });
      void showAlert('success', 'Deleted!', texts.deleted);
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlertWithDetail('error', 'Error', texts.deleteFailed, errorMessage(error, ''));
    }
  }

  const allColumns: DataTableColumn<Row>[] = [
    ...columns,
    {
      key: 'status',
      header: 'Status',
      pinned: true,
      cell: (row) => {
        const held = heldStatus?.(row);
        if (held !== undefined && held !== null) return held;
        const pending = pendingChange?.id === row.id ? pendingChange : null;
        const final = isFinalStatus(row.status);
        return (
          <StatusSelect
            label={`Status for ${row.user.name}`}
            value={pending?.status ?? row.status}
            options={statusOptions}
            disabled={final || pending !== null}
            disabledReason={final ? 'This status is final.' : undefined}
            onChange={(next) => void changeStatus(row, next)}
          />
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (row) => (
        <IconButton
          tone="danger"
          label={texts.deleteLabel(row)}
          title="Delete"
          busy={deleteRecord.isPending && deleteRecord.variables?.id === row.id}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => void remove(row)}
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
          busy={query.isFetching && !query.isLoading}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void query.refetch()}
        >
          Refresh
        </Button>
      </div>

      <DateRangeFilters
        label={texts.filtersLabel}
        from={filters.from}
        to={filters.to}
        todayOnly={filters.todayOnly}
        onFromChange={filters.setFrom}
        onToChange={filters.setTo}
        onTodayOnlyChange={filters.setTodayOnly}
        onClear={filters.clearFilters}
        todayLabel={texts.todayLabel}
      />

      <div ref={pinnedWidthsRef} className={clsx(pinnedBesideActions, pinnedColumnClassName)}>
        <DataTable
          caption={heading}
          columns={allColumns}
          rows={data?.items}
          rowKey={(row) => row.id}
          loading={query.isLoading}
          emptyText={emptyPageText(data, texts.noun, texts.emptyText)}
          errorText={query.error ? errorMessage(query.error, loadFailed) : null}
          onRetry={() => void query.refetch()}
          refreshing={query.isPlaceholderData}
          density={density}
          cardsBelow={cardsBelow}
        />
      </div>

      <PagingBar
        data={data}
        page={page}
        pageSize={pageSize}
        noun={texts.noun}
        label={texts.pagesLabel}
        onPageChange={setPage}
      />
    </div>
  );
}
