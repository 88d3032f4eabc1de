import { ADMIN_SEARCH_MAX_LENGTH, userStatusSchema, type AdminMember } from '@earnflow/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { MemberCell } from '@/components/ui/member-cell';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/money';
import { MEMBERS_PAGE_SIZE, useMembers, type MembersListQuery } from '../api/members';
import { MemberStatusBadge } from './member-status-badge';

const sorts = ['newest', 'oldest', 'name'] as const;
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
];
const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

const columns: DataTableColumn<AdminMember>[] = [
  {
    key: 'member',
    header: 'Member',
    // Wide enough for most names and e-mails on one line, narrow enough that every column fits at 1024 px.
    cell: (member) => (
      <MemberCell
        member={member}
        detail="email"
        to={`/admin/users/${member.id}`}
        maxWidth="max-w-60"
        className="min-w-40"
      />
    ),
  },
  {
    key: 'account',
    header: 'Account',
    className: 'whitespace-nowrap',
    cell: (member) => <span className="font-mono text-xs">{member.accountNumber}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (member) => <MemberStatusBadge status={member.status} />,
  },
  {
    key: 'linked',
    header: 'Linked',
    className: 'whitespace-nowrap',
    // Linked to other accounts: the member's page says to whom and why.
    cell: ({ linkedAccounts }) =>
      linkedAccounts > 0 ? (
        <Badge tone="red">
          {linkedAccounts} {linkedAccounts === 1 ? 'account' : 'accounts'}
        </Badge>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  {
    key: 'verified',
    header: 'E-mail',
    className: 'whitespace-nowrap',
    cell: (member) =>
      member.emailVerified ? 'Verified' : <span className="text-amber-700">Not verified</span>,
  },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (member) => <span className="tabular-nums">{formatUsd(member.balance)}</span>,
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (member) => <DateTimeText value={member.createdAt} />,
  },
];

function readQuery(params: URLSearchParams): MembersListQuery {
  const status = userStatusSchema.safeParse(params.get('status'));
  const sort = sorts.find((value) => value === params.get('sort')) ?? 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search')?.trim() ?? '';
  return {
    page,
    sort,
    ...(status.success ? { status: status.data } : {}),
    ...(search === '' ? {} : { search }),
    ...(params.get('linked') === 'true' ? { linked: 'true' as const } : {}),
  };
}

/**
 * /admin/users: search by name, e-mail or account number, a status filter, linked accounts only and sorting;
 * the state lives in the address.
 */
export function MembersTable() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const members = useMembers(query);
  const urlSearch = query.search ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  // The address can change without the box (the sidebar's Users link, Back): the box follows it.
  const [shownSearch, setShownSearch] = useState(urlSearch);
  if (shownSearch !== urlSearch) {
    setShownSearch(urlSearch);
    if (searchText.trim() !== urlSearch) setSearchText(urlSearch);
  }

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  // A search still waiting when a member's page is opened must not take the admin back to the list.
  const navigation = useNavigation();
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = navigation.state !== 'idle';
  }, [navigation.state]);

  // Searching waits for a pause in typing, so each key press is not a request.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (navigating.current) return;
      if (searchText.trim() !== urlSearch) update({ search: searchText.trim() });
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [searchText]);

  const data = members.data;
  const goToPage = (page: number) => update({ page: String(page) });
  useLastPageWhenPastEnd(members, MEMBERS_PAGE_SIZE, goToPage);

  const filtered = query.search !== undefined || query.status !== undefined || query.linked !== undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="relative w-full sm:w-auto sm:min-w-64 sm:flex-1">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Search members</span>
          <Search
            className="pointer-events-none absolute bottom-3.5 left-3.5 size-4 text-slate-400"
            aria-hidden="true"
          />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail or account number"
            className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-[15px] text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none"
          />
        </label>
        <SelectField
          label="Status"
          className="w-full sm:w-44"
          options={statusOptions}
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
        <SelectField
          label="Sort"
          className="w-full sm:w-44"
          options={sortOptions}
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value })}
        />
        <Switch
          label="Linked only"
          visibleLabel="Linked only"
          className="h-11"
          checked={query.linked === 'true'}
          onChange={(event) => update({ linked: event.target.checked ? 'true' : undefined })}
        />
      </div>
      <DataTable
        caption="Members"
        columns={columns}
        rows={data?.items}
        rowKey={(member) => member.id}
        loading={members.isPending}
        refreshing={members.isPlaceholderData}
        emptyText={emptyPageText(
          data,
          'members',
          filtered ? 'No members match these filters.' : 'No members yet.',
        )}
        density="compact"
        errorText={members.error ? errorMessage(members.error, 'Could not load the members.') : null}
        onRetry={() => void members.refetch()}
      />
      <PagingBar
        data={data}
        pageSize={MEMBERS_PAGE_SIZE}
        noun="members"
        label="Members pages"
        onPageChange={goToPage}
      />
    </div>
  );
}
