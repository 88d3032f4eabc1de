import type { Postback, PostbackOutcome } from '@earnflow/contracts';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { POSTBACKS_PAGE_SIZE, useAdNetworkPostbacks } from '../api/ad-network-postbacks';

export const outcomeBadges: Record<PostbackOutcome, { tone: BadgeTone; label: string }> = {
  CREDITED: { tone: 'green', label: 'Credited' },
  DUPLICATE: { tone: 'slate', label: 'Duplicate' },
  REVERSED: { tone: 'amber', label: 'Reversed' },
  CANCELLED: { tone: 'amber', label: 'Cancelled by reversal' },
  BAD_SIGNATURE: { tone: 'red', label: 'Bad signature' },
  UNKNOWN_MEMBER: { tone: 'red', label: 'Unknown member' },
  IGNORED: { tone: 'slate', label: 'Ignored' },
  FORBIDDEN_ADDRESS: { tone: 'red', label: 'Address not allowed' },
  FAILED: { tone: 'red', label: 'Failed, retried' },
};

/** The parameters as the network sent them (the signature was never kept), one per line. */
function Parameters({ params }: { params: Postback['params'] }) {
  const entries = Object.entries(params);
  if (entries.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_minmax(0,1fr)] gap-x-2 font-mono text-xs">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-slate-500">{name}</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const columns: DataTableColumn<Postback>[] = [
  {
    key: 'received',
    header: 'Received',
    className: 'whitespace-nowrap text-slate-600',
    cell: (postback) => <DateTimeText value={postback.receivedAt} />,
  },
  {
    key: 'outcome',
    header: 'Outcome',
    className: 'whitespace-nowrap',
    cell: (postback) => {
      const { tone, label } = outcomeBadges[postback.outcome];
      return <Badge tone={tone}>{label}</Badge>;
    },
  },
  {
    key: 'transaction',
    header: 'Transaction',
    className: 'font-mono text-xs text-slate-900 [overflow-wrap:anywhere]',
    cell: (postback) => postback.transactionId ?? '—',
  },
  { key: 'params', header: 'Parameters', cell: (postback) => <Parameters params={postback.params} /> },
  {
    key: 'address',
    header: 'From',
    className: 'font-mono text-xs text-slate-600',
    cell: (postback) => postback.address,
  },
];

/** Every postback a network sent, newest first, with its outcome and its parameters. */
export function PostbackLog({ networkId }: { networkId: string }) {
  const [page, setPage] = useState(1);
  const postbacks = useAdNetworkPostbacks(networkId, page);
  useLastPageWhenPastEnd(postbacks, POSTBACKS_PAGE_SIZE, setPage);
  const data = postbacks.data;
  return (
    <>
      <DataTable
        caption="Postback log"
        columns={columns}
        rows={data?.items}
        rowKey={(postback) => postback.id}
        loading={postbacks.isLoading}
        emptyText={emptyPageText(
          data,
          'postbacks',
          'No postbacks yet. They appear here as the network sends them.',
        )}
        errorText={postbacks.error ? errorMessage(postbacks.error, 'Could not load the postbacks.') : null}
        onRetry={() => void postbacks.refetch()}
        refreshing={postbacks.isPlaceholderData}
      />
      {data && data.total > POSTBACKS_PAGE_SIZE ? (
        <PagingBar
          data={data}
          page={page}
          pageSize={POSTBACKS_PAGE_SIZE}
          noun="postbacks"
          label="Postback pages"
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
