import { linkReasonLabels, type LinkedAccount } from '@earnflow/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { MemberStatusBadge } from './member-status-badge';

const columns: DataTableColumn<LinkedAccount>[] = [
  {
    key: 'member',
    header: 'Member',
    cell: ({ member }) => (
      <MemberCell member={member} to={`/admin/users/${member.id}`} maxWidth="max-w-48" className="min-w-32" />
    ),
  },
  {
    key: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: ({ member }) => <MemberStatusBadge status={member.status} />,
  },
  {
    key: 'why',
    header: 'Why linked',
    cell: ({ reasons }) => (
      <ul className="flex min-w-52 flex-col gap-2">
        {reasons.map((reason) => (
          <li key={reason.reason}>
            <span className="font-medium text-slate-900">{linkReasonLabels[reason.reason]}</span>
            <span className="block text-xs text-slate-500">
              First seen <DateTimeText value={reason.firstSeenAt} />
              {reason.hits > 1 ? ` · ${String(reason.hits)} times` : ''}
            </span>
          </li>
        ))}
      </ul>
    ),
  },
];

/** The members linked to one member: each with why (same device, payout account, network) and since when. */
export function LinkedAccountsList({ linked }: { linked: LinkedAccount[] }) {
  return (
    <DataTable
      caption="Linked accounts"
      columns={columns}
      rows={linked}
      rowKey={({ member }) => member.id}
      loading={false}
      emptyText="Not linked to any other account."
      density="compact"
    />
  );
}
