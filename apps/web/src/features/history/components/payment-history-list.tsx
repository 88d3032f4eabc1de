import type { DepositStatus, WithdrawalStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import paymentHistoryEn from '@/locales/en/payment-history';

const m = defineMessages('payment-history', paymentHistoryEn);

type PaymentStatus = DepositStatus | WithdrawalStatus;

export interface PaymentHistoryEntry {
  id: string;
  /** Already formatted ("$25.00", or "$25" for withdrawals). */
  amount: string;
  status: PaymentStatus;
  methodLabel: string;
  createdAt: string;
  /** An optional second line, e.g. the fee and payout of a withdrawal. */
  detail?: string;
  /** Set when an admin deleted it: it reads 'Removed', with the admin's reason. */
  removed?: { reason: string } | null;
}

type StatusTone = 'green' | 'red' | 'amber';

/** Spec §4: green for COMPLETED, red for FAILED and REJECTED, yellow otherwise. */
export function statusTone(status: PaymentStatus): StatusTone {
  if (status === 'COMPLETED') return 'green';
  if (status === 'FAILED' || status === 'REJECTED') return 'red';
  return 'amber';
}

/** Design §9: a FAILED deposit reads 'Rejected' wherever a member sees it. */
const statusLabels: Record<PaymentStatus, MessageDescriptor> = {
  PENDING: m.pending,
  COMPLETED: m.completed,
  FAILED: m.rejected,
  REJECTED: m.rejected,
};

interface PaymentHistoryListProps {
  entries: PaymentHistoryEntry[] | undefined;
  loading: boolean;
  icon: ReactNode;
  /** Shown when there is nothing to list (also after a failed fetch, spec §8). */
  empty: ReactNode;
  label: string;
}

export function PaymentHistoryList({ entries, loading, icon, empty, label }: PaymentHistoryListProps) {
  const t = useT();
  if (loading) return <PaymentHistorySkeleton />;
  if (!entries || entries.length === 0) return empty;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-600">
            {icon}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-2">
              <p className="text-base font-bold text-slate-900 tabular-nums">{entry.amount}</p>
              {entry.removed ? (
                <Badge tone="slate">{t(m.removed)}</Badge>
              ) : (
                <Badge tone={statusTone(entry.status)}>{t(statusLabels[entry.status])}</Badge>
              )}
            </div>
            <div className="mt-0.5 flex items-center justify-between gap-2 text-xs text-slate-500">
              <span className="truncate font-medium text-slate-600">{entry.methodLabel}</span>
              <time dateTime={entry.createdAt} className="shrink-0">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            {entry.removed ? (
              <p className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-700">
                <span className="font-semibold">{t(m.reason)}</span> {entry.removed.reason}
              </p>
            ) : null}
            {entry.detail ? <p className="mt-1 text-xs text-slate-500">{entry.detail}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaymentHistorySkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t(m.loadingHistory)} className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
        >
          <Skeleton className="size-11 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex justify-between">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-16 rounded-full" />
            </div>
            <div className="flex justify-between">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
