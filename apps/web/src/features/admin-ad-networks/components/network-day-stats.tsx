import type { AdNetworkDayStats } from '@earnflow/contracts';
import clsx from 'clsx';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/date';
import { formatUsd } from '@/lib/money';
import { STATS_DAYS, useAdNetworkStats } from '../api/ad-network-stats';

const count = new Intl.NumberFormat('en-US');

/**
 * Per network and day (the last 30, newest first): completions, reversals, what the network paid, what
 * members got and the margin. With `networkId`, that network's days only, without a network column.
 */
export function NetworkDayStats({ networkId }: { networkId?: string }) {
  const stats = useAdNetworkStats(networkId);
  const columns: DataTableColumn<AdNetworkDayStats>[] = [
    { key: 'day', header: 'Day', className: 'whitespace-nowrap', cell: (row) => formatDay(row.day) },
    ...(networkId === undefined
      ? [
          {
            key: 'network',
            header: 'Network',
            className: 'font-medium text-slate-900',
            cell: (row: AdNetworkDayStats) => row.networkName,
          },
        ]
      : []),
    {
      key: 'completions',
      header: 'Completions',
      align: 'right',
      cell: (row) => count.format(row.completions),
    },
    { key: 'reversals', header: 'Reversals', align: 'right', cell: (row) => count.format(row.reversals) },
    { key: 'paid', header: 'Network paid', align: 'right', cell: (row) => formatUsd(row.networkPaid) },
    { key: 'got', header: 'Members got', align: 'right', cell: (row) => formatUsd(row.membersGot) },
    {
      key: 'margin',
      header: 'Margin',
      align: 'right',
      cell: (row) => (
        <span className={clsx('font-semibold', row.margin < 0 ? 'text-red-700' : 'text-slate-900')}>
          {formatUsd(row.margin)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={`Offers by day, last ${String(STATS_DAYS)} days`}
      columns={columns}
      rows={stats.data}
      rowKey={(row) => `${row.networkId}:${row.day}`}
      loading={stats.isLoading}
      emptyText={`No completions or reversals in the last ${String(STATS_DAYS)} days.`}
      errorText={stats.error ? errorMessage(stats.error, 'Could not load the figures.') : null}
      onRetry={() => void stats.refetch()}
    />
  );
}
