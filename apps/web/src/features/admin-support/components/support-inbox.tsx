import type { ChatConversation, SupportTicket } from '@earnflow/contracts';
import clsx from 'clsx';
import { Inbox, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { emptyPageText, Pagination, totalPagesOf, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/date';
import { SUPPORT_PAGE_SIZE, useConversations, useSupportTickets } from '../api/admin-support';

export interface SelectedMember {
  userId: string;
  name: string;
  email: string;
  ticketId?: string;
}

interface ListProps {
  page: number;
  onPageChange: (page: number) => void;
  selected: SelectedMember | null;
  onSelect: (member: SelectedMember) => void;
}

interface InboxItemProps {
  active: boolean;
  onSelect: () => void;
  name: string;
  imageUrl?: string | null;
  /** Beside the name, kept on one line (a long name gives way instead), e.g. the ticket's status. */
  badge?: ReactNode;
  /** Under the name: the ticket's subject or the conversation's last message. */
  line: ReactNode;
  time: string;
}

/** A ticket or conversation in the inbox: the member, a line about it and its time. */
function InboxItem({ active, onSelect, name, imageUrl, badge, line, time }: InboxItemProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        className={clsx(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-green-600',
          active ? 'bg-green-50' : 'hover:bg-slate-50',
        )}
        onClick={onSelect}
      >
        <Avatar name={name} imageUrl={imageUrl} size="sm" className="mt-0.5 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-semibold text-slate-900">{name}</span>
            {badge ? <span className="shrink-0 whitespace-nowrap">{badge}</span> : null}
          </span>
          {line}
          <span className="block text-xs text-slate-500">{formatDateTime(time)}</span>
        </span>
      </button>
    </li>
  );
}

interface ListFrameProps {
  /** The list's query. */
  list: {
    data: { page: number; total: number; items: readonly unknown[] } | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
  };
  /** e.g. "tickets" */
  noun: string;
  /** Shown when there are none at all, e.g. "No support tickets yet." */
  emptyText: string;
  children: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  label: string;
}

function ListFrame({ list, noun, emptyText, children, page, onPageChange, label }: ListFrameProps) {
  useLastPageWhenPastEnd(list, SUPPORT_PAGE_SIZE, onPageChange);
  const data = list.data;
  const pages = totalPagesOf(data?.total ?? 0, SUPPORT_PAGE_SIZE);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading..." />
          </div>
        ) : list.isError && !data ? (
          <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
            Could not load the list.
          </p>
        ) : data === undefined || data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
            <Inbox className="size-8 text-slate-300" aria-hidden="true" />
            {emptyPageText(data, noun, emptyText)}
          </div>
        ) : (
          children
        )}
      </div>
      {pages > 1 ? (
        <div className="border-t border-slate-100 p-2">
          <Pagination page={page} totalPages={pages} onPageChange={onPageChange} label={label} />
        </div>
      ) : null}
    </div>
  );
}

/** Tickets, open first: member, subject, time and status. */
export function TicketList({ page, onPageChange, selected, onSelect }: ListProps) {
  const tickets = useSupportTickets({ page });
  const items = tickets.data?.items ?? [];
  return (
    <ListFrame
      list={tickets}
      noun="tickets"
      emptyText="No support tickets yet."
      page={page}
      onPageChange={onPageChange}
      label="Ticket pages"
    >
      <ul className="divide-y divide-slate-100" aria-label="Support tickets">
        {items.map((ticket: SupportTicket) => (
          <InboxItem
            key={ticket.id}
            active={selected?.ticketId === ticket.id}
            onSelect={() =>
              onSelect({
                userId: ticket.user.id,
                name: ticket.user.name,
                email: ticket.user.email,
                ticketId: ticket.id,
              })
            }
            name={ticket.user.name}
            badge={
              <Badge tone={ticket.status === 'OPEN' ? 'amber' : 'slate'}>
                {ticket.status === 'OPEN' ? 'Open' : 'Closed'}
              </Badge>
            }
            line={<span className="block truncate text-sm text-slate-700">{ticket.subject}</span>}
            time={ticket.createdAt}
          />
        ))}
      </ul>
    </ListFrame>
  );
}

/** Members' private conversations, latest message first. */
export function ConversationList({ page, onPageChange, selected, onSelect }: ListProps) {
  const conversations = useConversations(page);
  const items = conversations.data?.items ?? [];
  return (
    <ListFrame
      list={conversations}
      noun="conversations"
      emptyText="No conversations yet."
      page={page}
      onPageChange={onPageChange}
      label="Conversation pages"
    >
      <ul className="divide-y divide-slate-100" aria-label="Conversations">
        {items.map((conversation: ChatConversation) => (
          <InboxItem
            key={conversation.userId}
            active={selected?.userId === conversation.userId && selected.ticketId === undefined}
            onSelect={() =>
              onSelect({
                userId: conversation.userId,
                name: conversation.name,
                email: conversation.email,
              })
            }
            name={conversation.name}
            imageUrl={conversation.profileImage}
            badge={
              conversation.openTickets > 0 ? (
                <Badge tone="amber">{conversation.openTickets} open</Badge>
              ) : null
            }
            line={
              <span className="flex items-center gap-1 truncate text-sm text-slate-600">
                {conversation.lastSenderType === 'ADMIN' ? (
                  <MessagesSquare className="size-3.5 shrink-0 text-slate-400" aria-label="You answered" />
                ) : null}
                <span className="truncate">{conversation.lastMessage}</span>
              </span>
            }
            time={conversation.lastMessageAt}
          />
        ))}
      </ul>
    </ListFrame>
  );
}
