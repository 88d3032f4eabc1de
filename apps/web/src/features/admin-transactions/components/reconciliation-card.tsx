import type { Reconciliation } from '@earnflow/contracts';
import { CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { isAdminAuthFailure, useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import { useReconciliation } from '../api/get-reconciliation';
import { humanize } from './ledger-format';

function Mismatches({ result }: { result: Reconciliation }) {
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm">
      {result.total !== 0 ? (
        <p className="text-red-800">
          All accounts together sum to <strong className="tabular-nums">{formatUsd(result.total)}</strong>{' '}
          instead of $0.00.
        </p>
      ) : null}
      {result.mismatches.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-red-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts whose stored balance differs from their entries</caption>
            <thead className="bg-red-50/60 text-xs font-semibold tracking-wide text-red-900/70 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Account
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Stored
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  From entries
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-red-100">
              {result.mismatches.map((mismatch) => (
                <tr key={mismatch.accountId}>
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{humanize(mismatch.kind)}</span>{' '}
                    <span className="font-mono text-xs text-slate-500" title={mismatch.accountId}>
                      {mismatch.accountId.slice(0, 8)}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatUsd(mismatch.stored)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatUsd(mismatch.computed)}</td>
                  <td className="px-3 py-2 text-right font-semibold text-red-700 tabular-nums">
                    {formatUsd(mismatch.stored - mismatch.computed)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

/** Whether every stored balance matches its ledger entries and all accounts sum to zero. */
export function ReconciliationCard() {
  const reconciliation = useReconciliation();
  useAdminAuthRedirect(reconciliation.error);
  const result = reconciliation.data;

  useEffect(() => {
    if (reconciliation.error && !isAdminAuthFailure(reconciliation.error))
      console.error('Could not check the ledger.', reconciliation.error);
  }, [reconciliation.error]);

  const recheck = (
    <Button
      variant="outline"
      size="sm"
      busy={reconciliation.isFetching}
      busyText="Checking..."
      icon={<RefreshCw className="size-4" aria-hidden="true" />}
      onClick={() => void reconciliation.refetch()}
    >
      Check again
    </Button>
  );

  if (!result) {
    return (
      <section
        aria-label="Reconciliation"
        className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {reconciliation.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(reconciliation.error, 'Could not check the ledger.')}
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

  const checkedAt = formatDateTime(new Date(reconciliation.dataUpdatedAt));
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
        <div className="min-w-0 flex-1">
          <p className={result.ok ? 'font-semibold text-green-900' : 'font-semibold text-red-900'}>
            {result.ok ? 'Ledger balanced' : 'Ledger out of balance'}
          </p>
          <p className={result.ok ? 'text-sm text-green-800/80' : 'text-sm text-red-800/80'}>
            {result.ok
              ? `${result.accounts} accounts match their entries and sum to ${formatUsd(result.total)}.`
              : `${result.mismatches.length} of ${result.accounts} accounts differ from their entries; ${result.unbalancedTransactions.length} unbalanced transactions.`}{' '}
            Checked {checkedAt}.
          </p>
        </div>
        {recheck}
      </div>
      {result.ok ? null : <Mismatches result={result} />}
    </section>
  );
}
