import type { Signal } from '@earnflow/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { deviceName, signalKindLabels } from '@/lib/signals';

const columns: DataTableColumn<Signal>[] = [
  {
    key: 'kind',
    header: 'What',
    className: 'whitespace-nowrap',
    cell: (signal) => <span className="font-medium text-slate-900">{signalKindLabels[signal.kind]}</span>,
  },
  {
    key: 'when',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (signal) => <DateTimeText value={signal.at} />,
  },
  {
    key: 'address',
    header: 'Address',
    cell: (signal) => (
      <span className="block min-w-28">
        <span className="block font-mono text-xs [overflow-wrap:anywhere] text-slate-900">{signal.ip}</span>
        <span className="block font-mono text-xs [overflow-wrap:anywhere] text-slate-500">
          {signal.network}
        </span>
      </span>
    ),
  },
  {
    key: 'device',
    header: 'Device',
    cell: (signal) => (
      <span className="block max-w-56 min-w-32" title={signal.userAgent ?? undefined}>
        {deviceName(signal.userAgent)}
      </span>
    ),
  },
  {
    key: 'payout',
    header: 'Payout account',
    wrapHeader: true,
    cell: (signal) =>
      signal.payoutAccount === null ? (
        '—'
      ) : (
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{signal.payoutAccount}</span>
      ),
  },
];

/** Recorded signals, newest first: what happened, when, from which address and device, to which account. */
export function SignalsTable({
  signals,
  caption = 'Devices and sign-ins',
}: {
  signals: Signal[];
  caption?: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={signals}
      rowKey={(signal) => `${signal.kind}-${signal.at}-${signal.ip}`}
      loading={false}
      emptyText="No sign-ins or money moves recorded yet."
      density="compact"
    />
  );
}
