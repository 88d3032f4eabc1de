import type { Reconciliation } from '@earnflow/contracts';
import clsx from 'clsx';
import { CircleCheck, CircleX, RefreshCw, TriangleAlert } from 'lucide-react';
import { Fragment, useEffect, useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { handledByAdminFrame } from '@/lib/admin-session';
import { useNarrowerThan } from '@/hooks/use-media-query';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import { useRecheckLedger, useReconciliation } from '../api/get-reconciliation';
import { humanize } from './ledger-format';

type Check = Reconciliation['checks'][number];

/** One line per check: what it asserts and whether it holds. */
function CheckList({ checks }: { checks: Check[] }) {
  return (
    <ul aria-label="Checks" className="mt-4 grid gap-x-6 gap-y-1.5 text-sm md:grid-cols-2">
      {checks.map((check) => (
        <li key={check.id} className="flex items-start gap-2">
          {check.ok ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <CircleX className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          )}
          <span className={check.ok ? 'text-slate-700' : 'font-semibold text-red-900'}>
            <span className="sr-only">{check.ok ? 'Passed: ' : 'Failed: '}</span>
            {check.name}
            {check.ok ? null : (
              <span className="font-normal text-red-800">
                {' '}
                ({check.problems} {check.problems === 1 ? 'problem' : 'problems'})
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface ProblemTableProps {
  caption: string;
  columns: string[];
  /** Cells per row; every column after the first is a right-aligned amount or count. */
  rows: { key: string; cells: ReactNode[] }[];
}

/** On a phone, where four columns do not fit, each row is a card of labels and values. */
function ProblemCards({ caption, columns, rows }: ProblemTableProps) {
  const captionId = useId();
  return (
    <div className="rounded-xl border border-red-200 bg-white">
      <p id={captionId} className="px-3 pt-2 text-sm font-medium text-red-900">
        {caption}
      </p>
      <ul aria-labelledby={captionId} className="divide-y divide-red-100">
        {rows.map((row) => (
          <li key={row.key}>
            <dl className="grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 px-3 py-2">
              {row.cells.map((cell, index) => (
                <Fragment key={columns[index]}>
                  <dt className="pt-0.5 text-xs font-semibold tracking-wide text-red-900 uppercase">
                    {columns[index]}
                  </dt>
                  <dd className={clsx('min-w-0', index > 0 && 'tabular-nums')}>{cell}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProblemTable(props: ProblemTableProps) {
  const { caption, columns, rows } = props;
  const asCards = useNarrowerThan('md');
  if (asCards) return <ProblemCards {...props} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-red-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-2 text-left text-sm font-medium text-red-900">{caption}</caption>
        <thead className="bg-red-50/60 text-xs font-semibold tracking-wide text-red-900 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={clsx('px-3 py-2', index > 0 && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-red-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]}
                  className={clsx('px-3 py-2', index > 0 && 'text-right tabular-nums')}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Difference({ amount }: { amount: number }) {
  return <span className="font-semibold text-red-700">{formatUsd(amount)}</span>;
}

function ShortId({ id }: { id: string }) {
  return (
    <span className="font-mono text-xs text-slate-500" title={id}>
      {id.slice(0, 8)}
    </span>
  );
}

/** Deposit FAILED reads 'Rejected' wherever an admin sees it. */
function depositStatusLabel(status: string | null): string {
  if (status === null) return 'No such deposit';
  return status === 'FAILED' ? 'Rejected' : humanize(status);
}

function Problems({ result }: { result: Reconciliation }) {
  const pendingOff = result.pendingAccounts.filter((account) => account.stored !== account.expected);
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm">
      {result.total !== 0 ? (
        <p className="text-red-800">
          All accounts together sum to <strong className="tabular-nums">{formatUsd(result.total)}</strong>{' '}
          instead of $0.00.
        </p>
      ) : null}
      {result.mismatches.length > 0 ? (
        <ProblemTable
          caption="Accounts whose stored balance differs from their entries"
          columns={['Account', 'Stored', 'From entries', 'Difference']}
          rows={result.mismatches.map((mismatch) => ({
            key: mismatch.accountId,
            cells: [
              <>
                <span className="font-medium text-slate-900">{humanize(mismatch.kind)}</span>{' '}
                <ShortId id={mismatch.accountId} />
              </>,
              formatUsd(mismatch.stored),
              formatUsd(mismatch.computed),
              <Difference key="difference" amount={mismatch.stored - mismatch.computed} />,
            ],
          }))}
        />
      ) : null}
      {pendingOff.length > 0 ? (
        <ProblemTable
          caption="Holding accounts that differ from their open transfers, withdrawals or deposits"
          columns={['Account', 'Stored', 'From business rows', 'Difference']}
          rows={pendingOff.map((account) => ({
            key: account.kind,
            cells: [
              <span key="kind" className="font-medium text-slate-900">
                {humanize(account.kind)}
              </span>,
              formatUsd(account.stored),
              formatUsd(account.expected),
              <Difference key="difference" amount={account.stored - account.expected} />,
            ],
          }))}
        />
      ) : null}
      {result.depositCredits.length > 0 ? (
        <ProblemTable
          caption="Deposits not credited exactly once"
          columns={['Deposit', 'Amount', 'Credits', 'Credited']}
          rows={result.depositCredits.map((credit) => ({
            key: credit.depositId,
            cells: [
              <>
                <span className="font-medium text-slate-900">{depositStatusLabel(credit.status)}</span>{' '}
                <ShortId id={credit.depositId} />
              </>,
              credit.amount === null ? '—' : formatUsd(credit.amount),
              credit.postings,
              formatUsd(credit.credited),
            ],
          }))}
        />
      ) : null}
      {result.unbalancedTransactions.length > 0 ? (
        <div>
          <p className="font-medium text-red-900">Transactions whose entries do not add up to zero:</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {result.unbalancedTransactions.map((id) => (
              <li
                key={id}
                className="rounded-md bg-white px-2 py-0.5 font-mono text-xs text-red-800 ring-1 ring-red-200"
              >
                {id}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Whether the books hold: balances against entries, holding accounts and deposit credits. */
export function ReconciliationCard() {
  const reconciliation = useReconciliation();
  const recheckLedger = useRecheckLedger();
  const failure = reconciliation.error ?? recheckLedger.error;
  const result = reconciliation.data;

  useEffect(() => {
    if (failure && !handledByAdminFrame(failure)) console.error('Could not check the ledger.', failure);
  }, [failure]);

  const recheck = (
    <Button
      variant="outline"
      size="sm"
      busy={recheckLedger.isPending}
      busyText="Checking..."
      icon={<RefreshCw className="size-4" aria-hidden="true" />}
      onClick={() => recheckLedger.mutate()}
    >
      Check again
    </Button>
  );
  const recheckFailed =
    recheckLedger.error && result ? (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {errorMessage(recheckLedger.error, 'Could not check the ledger.')}
      </p>
    ) : null;

  if (!result) {
    return (
      <section
        aria-label="Reconciliation"
        className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(failure, 'Could not check the ledger.')}
          </p>
        ) : (
          <p role="status" className="text-sm text-slate-500">
            Checking the ledger...
          </p>
        )}
        {recheck}
      </section>
    );
  }

  const checkedAt = formatDateTime(new Date(result.checkedAt));
  const failed = result.checks.filter((check) => !check.ok).length;
  return (
    <section
      aria-label="Reconciliation"
      className={
        result.ok
          ? 'rounded-2xl border border-green-200 bg-green-50/60 p-5 shadow-sm'
          : 'rounded-2xl border border-red-200 bg-red-50 p-5 shadow-sm'
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <span
          className={
            result.ok
              ? 'flex size-11 items-center justify-center rounded-xl bg-green-100 text-green-700'
              : 'flex size-11 items-center justify-center rounded-xl bg-red-100 text-red-700'
          }
        >
          {result.ok ? (
            <CircleCheck className="size-6" aria-hidden="true" />
          ) : (
            <TriangleAlert className="size-6" aria-hidden="true" />
          )}
        </span>
        {/* Wide enough to read in whole lines: on a phone the button goes below. */}
        <div className="min-w-0 flex-1 basis-52">
          <p className={result.ok ? 'font-semibold text-green-900' : 'font-semibold text-red-900'}>
            {result.ok ? 'Ledger balanced' : 'Ledger out of balance'}
          </p>
          <p className={result.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
            {result.ok
              ? `All ${result.checks.length} checks pass on ${result.accounts} accounts, which sum to ${formatUsd(result.total)}.`
              : `${failed} of ${result.checks.length} checks fail.`}{' '}
            Checked {checkedAt}.
          </p>
        </div>
        {recheck}
      </div>
      {recheckFailed}
      <CheckList checks={result.checks} />
      {result.ok ? null : <Problems result={result} />}
    </section>
  );
}
