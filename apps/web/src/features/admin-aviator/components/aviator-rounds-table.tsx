import { formatMultiplier, type AdminAviatorRound } from '@earnflow/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/money';
import { ROUNDS_PAGE_SIZE, useAviatorRounds } from '../api/get-aviator-rounds';

const statuses = {
  OPEN: { label: 'In play', tone: 'blue' },
  CASHED_OUT: { label: 'Cashed out', tone: 'amber' },
  CRASHED: { label: 'Crashed', tone: 'slate' },
} as const;

const columns: DataTableColumn<AdminAviatorRound>[] = [
  {
    key: 'member',
    header: 'Member',
    cell: (round) => <MemberCell member={round.user} maxWidth="max-w-48" className="min-w-36" />,
  },
  {
    key: 'bet',
    header: 'Bet',
    align: 'right',
    className: 'font-semibold whitespace-nowrap tabular-nums',
    cell: (round) => formatUsd(round.betAmount),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (round) => <Badge tone={statuses[round.status].tone}>{statuses[round.status].label}</Badge>,
  },
  {
    key: 'crash',
    header: 'Crash point',
    wrapHeader: true,
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (round) => (round.crashPoint === null ? 'Hidden' : formatMultiplier(round.crashPoint)),
  },
  {
    key: 'cashout',
    header: 'Cash-out',
    wrapHeader: true,
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (round) => (round.cashoutMultiplier === null ? '—' : formatMultiplier(round.cashoutMultiplier)),
  },
  {
    key: 'win',
    header: 'Win',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (round) => formatUsd(round.winAmount),
  },
  {
    key: 'house',
    header: 'House',
    align: 'right',
    className: 'font-semibold whitespace-nowrap tabular-nums',
    cell: (round) =>
      round.houseResult === null ? (
        '—'
      ) : (
        <span className={round.houseResult < 0 ? 'text-red-700' : 'text-green-700'}>
          {formatUsd(round.houseResult)}
        </span>
      ),
  },
  {
    key: 'started',
    header: 'Started',
    className: 'text-slate-600',
    cell: (round) => <DateTimeText value={round.startedAt} />,
  },
];

/** Every member's rounds, newest first. */
export function AviatorRoundsTable() {
  const [page, setPage] = useState(1);
  const rounds = useAviatorRounds(page);
  const data = rounds.data;
  useLastPageWhenPastEnd(rounds, ROUNDS_PAGE_SIZE, setPage);

  return (
    <AdminSection
      title="Rounds"
      actions={
        <Button
          variant="outline"
          size="sm"
          busy={rounds.isFetching && !rounds.isLoading}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          onClick={() => void rounds.refetch()}
        >
          Refresh
        </Button>
      }
    >
      <DataTable
        caption="Aviator rounds"
        columns={columns}
        rows={data?.items}
        rowKey={(round) => round.id}
        loading={rounds.isLoading}
        emptyText={emptyPageText(data, 'rounds', 'No rounds played yet.')}
        errorText={rounds.error ? errorMessage(rounds.error, 'Could not load rounds.') : null}
        onRetry={() => void rounds.refetch()}
        refreshing={rounds.isPlaceholderData}
        density="compact"
      />
      <PagingBar
        data={data}
        page={page}
        pageSize={ROUNDS_PAGE_SIZE}
        noun="rounds"
        label="Round pages"
        onPageChange={setPage}
      />
    </AdminSection>
  );
}
