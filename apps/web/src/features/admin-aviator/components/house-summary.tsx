import type { AviatorHouseDay } from '@earnflow/contracts';
import clsx from 'clsx';
import { useEffect } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import { useAviatorSummary } from '../api/get-aviator-summary';

const DAYS = 14;

function resultClass(amount: number) {
  return amount < 0 ? 'text-red-700' : 'text-green-700';
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className={clsx('mt-1 text-2xl font-bold tabular-nums', tone ?? 'text-slate-900')}>{value}</p>
    </div>
  );
}

const columns: DataTableColumn<AviatorHouseDay>[] = [
  {
    key: 'day',
    header: 'Day (Karachi)',
    className: 'whitespace-nowrap text-slate-700',
    cell: (day) => <time dateTime={day.day}>{formatDay(day.day)}</time>,
  },
  { key: 'rounds', header: 'Rounds', align: 'right', className: 'tabular-nums', cell: (day) => day.rounds },
  {
    key: 'bets',
    header: 'Bets',
    align: 'right',
    className: 'tabular-nums',
    cell: (day) => formatUsd(day.bets),
  },
  {
    key: 'payouts',
    header: 'Payouts',
    align: 'right',
    className: 'tabular-nums',
    cell: (day) => formatUsd(day.payouts),
  },
  {
    key: 'result',
    header: 'House result',
    align: 'right',
    className: 'font-semibold tabular-nums',
    cell: (day) => <span className={resultClass(day.result)}>{formatUsd(day.result)}</span>,
  },
];

/** The house's result: settled rounds of the last two weeks, in total and per day. */
export function HouseSummary() {
  const summary = useAviatorSummary(DAYS);
  useEffect(() => {
    if (summary.error && !handledByAdminFrame(summary.error))
      console.error('Could not load the aviator summary.', summary.error);
  }, [summary.error]);
  const data = summary.data;

  return (
    <AdminSection
      title={`House result, last ${String(DAYS)} days`}
      description="Bets taken minus payouts on settled rounds. Rounds still in play count once they end."
    >
      {data === undefined ? (
        <div role="status" aria-label="Loading figures" className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          {[0, 1, 2, 3, 4].map((item) => (
            <Skeleton key={item} className="h-20" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          <Figure
            label="House result"
            value={formatUsd(data.total.result)}
            tone={resultClass(data.total.result)}
          />
          <Figure label="Bets" value={formatUsd(data.total.bets)} />
          <Figure label="Payouts" value={formatUsd(data.total.payouts)} />
          <Figure label="Settled rounds" value={String(data.total.rounds)} />
          <Figure label="In play now" value={String(data.openRounds)} />
        </div>
      )}
      <DataTable
        caption="House result per day"
        columns={columns}
        rows={data?.days}
        rowKey={(day) => day.day}
        loading={summary.isLoading}
        emptyText="No rounds in these days."
        errorText={summary.error ? errorMessage(summary.error, 'Could not load the figures.') : null}
        onRetry={() => void summary.refetch()}
      />
    </AdminSection>
  );
}
