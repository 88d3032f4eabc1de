import {
  ADMIN_SEARCH_MAX_LENGTH,
  ledgerTransactionKindSchema,
  receiptReference,
  type LedgerEntry,
  type LedgerTransactionKind,
} from '@earnflow/contracts';
import clsx from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/get-ledger';
import { formatSignedUsd, humanize } from './ledger-format';

const kindLabels: Record<LedgerTransactionKind, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL_REQUEST: 'Withdrawal request',
  WITHDRAWAL_PAID: 'Withdrawal paid',
  WITHDRAWAL_REFUND: 'Withdrawal refund',
  TRANSFER_SENT: 'Transfer sent',
  TRANSFER_COMPLETED: 'Transfer completed',
  TRANSFER_REFUND: 'Transfer refund',
  ADJUSTMENT: 'Adjustment',
  REWARD: 'Reward',
  REFERRAL_COMMISSION: 'Referral commission',
  LEVEL_PURCHASE: 'Level purchase',
  AVIATOR_BET: 'Aviator bet',
  AVIATOR_PAYOUT: 'Aviator payout',
  OFFER_HOLD: 'Offer reward held',
  OFFER_REVERSAL: 'Offer reversal',
  DEBT_SETTLEMENT: 'Debt settlement',
};

const SEARCH_DELAY_MS = 300;

/** Every money movement in the ledger, searchable by member or reference and filterable by kind. */
export function LedgerMovements() {
  const searchId = useId();
  const kindId = useId();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<LedgerTransactionKind | ''>('');
  const [page, setPage] = useState(1);
  const ledger = useLedger({ page, search: search || undefined, kind: kind || undefined });
  const data = ledger.data;
  useLastPageWhenPastEnd(ledger, LEDGER_PAGE_SIZE, setPage);

  // Search once typing pauses, from the first page.
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === search) return;
    const timer = window.setTimeout(() => {
      setSearch(trimmed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, search]);

  useEffect(() => {
    if (ledger.error && !handledByAdminFrame(ledger.error))
      console.error('Could not load the ledger.', ledger.error);
  }, [ledger.error]);

  const columns: DataTableColumn<LedgerEntry>[] = [
    {
      key: 'time',
      header: 'Time',
      className: 'text-slate-600',
      cell: (entry) => <DateTimeText value={entry.createdAt} />,
    },
    {
      key: 'kind',
      header: 'Kind / Account',
      wrapHeader: true,
      // One column for both keeps the amount in view on a narrow screen.
      cell: (entry) => (
        <div className="flex flex-col items-start gap-1">
          <span className="inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
            {kindLabels[entry.kind]}
          </span>
          <span className="text-xs text-slate-500">{humanize(entry.accountKind)}</span>
        </div>
      ),
    },
    {
      key: 'member',
      header: 'Member',
      // Narrower than in the other admin tables, so the amount stays in view at 1024 px.
      cell: (entry) =>
        entry.user ? (
          <MemberCell member={entry.user} maxWidth="max-w-44" className="min-w-28" />
        ) : (
          <span className="text-slate-500">System</span>
        ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (entry) => (
        <div className="max-w-72 min-w-40">
          <p className="[overflow-wrap:anywhere]">{entry.description}</p>
          {entry.referenceType === 'transfer' && entry.referenceId !== null ? (
            <p className="font-mono text-[11px] text-slate-500" title={`Transfer ${entry.referenceId}`}>
              Ref. {receiptReference(entry.referenceId)}
            </p>
          ) : (
            <p className="font-mono text-[11px] text-slate-500" title={`Transaction ${entry.transactionId}`}>
              {entry.transactionId.slice(0, 8)}
            </p>
          )}
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (entry) => (
        <span className={entry.amount < 0 ? 'text-red-600' : 'text-green-700'}>
          {formatSignedUsd(entry.amount)}
        </span>
      ),
    },
  ];

  return (
    <AdminSection
      title="Ledger movements"
      description="Every entry of every money movement; each transaction's entries add up to zero."
    >
      <form
        role="search"
        aria-label="Ledger"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchText.trim());
          setPage(1);
        }}
        className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex min-w-72 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
            Search ledger
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={ADMIN_SEARCH_MAX_LENGTH}
              placeholder="Name, e-mail, account or reference"
              aria-describedby={`${searchId}-hint`}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none"
            />
          </div>
        </div>
        <div className="flex w-56 flex-col gap-1.5">
          <label htmlFor={kindId} className="text-sm font-medium text-slate-700">
            Kind
          </label>
          <div className="relative">
            <select
              id={kindId}
              value={kind}
              onChange={(event) => {
                const parsed = ledgerTransactionKindSchema.safeParse(event.target.value);
                setKind(parsed.success ? parsed.data : '');
                setPage(1);
              }}
              className={clsx(
                'h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs',
                'focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none',
              )}
            >
              <option value="">All kinds</option>
              {ledgerTransactionKindSchema.options.map((option) => (
                <option key={option} value={option}>
                  {kindLabels[option]}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
          </div>
        </div>
        <p id={`${searchId}-hint`} className="-mt-2 basis-full text-xs text-slate-500">
          Search by a member&apos;s name, e-mail or account number, a reference id or a receipt Ref.
        </p>
      </form>
      <DataTable
        caption="Ledger movements"
        columns={columns}
        rows={data?.items}
        rowKey={(entry) => entry.id}
        loading={ledger.isLoading}
        emptyText={emptyPageText(
          data,
          'movements',
          search || kind ? 'No movements match these filters.' : 'No money has moved yet.',
        )}
        errorText={ledger.error ? errorMessage(ledger.error, 'Could not load the ledger.') : null}
        onRetry={() => void ledger.refetch()}
        refreshing={ledger.isPlaceholderData}
        density="compact"
      />
      <PagingBar
        data={data}
        page={page}
        pageSize={LEDGER_PAGE_SIZE}
        noun="entries"
        label="Ledger pages"
        onPageChange={setPage}
      />
    </AdminSection>
  );
}
