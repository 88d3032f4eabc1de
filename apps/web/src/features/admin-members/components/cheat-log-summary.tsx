import { cheatKindLabels, type CheatLog } from '@earnflow/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';

type Attempt = CheatLog['recent'][number];

const columns: DataTableColumn<Attempt>[] = [
  {
    key: 'kind',
    header: 'Refused',
    cell: (attempt) => <span className="font-medium text-slate-900">{cheatKindLabels[attempt.kind]}</span>,
  },
  {
    key: 'detail',
    header: 'Detail',
    cell: (attempt) => (
      <span className="block max-w-md min-w-40 [overflow-wrap:anywhere] text-slate-600">
        {attempt.detail || '—'}
      </span>
    ),
  },
  {
    key: 'when',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (attempt) => <DateTimeText value={attempt.createdAt} />,
  },
];

/** A member's refused earning attempts: a count for each kind, then the latest ones. */
export function CheatLogSummary({ cheats }: { cheats: CheatLog }) {
  if (cheats.counts.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-5 py-6 text-sm text-slate-500 shadow-sm">
        No refused attempts.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Refused attempts by kind" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {cheats.counts.map((count) => (
          <li
            key={count.kind}
            className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
          >
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-900">{cheatKindLabels[count.kind]}</span>
              <span className="block text-xs text-slate-500">
                Last <DateTimeText value={count.lastAt} />
              </span>
            </span>
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{count.count}</span>
          </li>
        ))}
      </ul>
      <DataTable
        caption="Latest refused attempts"
        columns={columns}
        rows={cheats.recent}
        rowKey={(attempt) => `${attempt.kind}-${attempt.createdAt}-${attempt.detail}`}
        loading={false}
        emptyText="No refused attempts."
        density="compact"
      />
    </div>
  );
}
