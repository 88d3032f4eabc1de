import type { ChatConversation, SupportTicket } from '@earnflow/contracts';
import { useState } from 'react';
import { describe, it, vi } from 'vitest';
import { expectEmptiedPageToGoBack, rowId, rowMember } from '@/test/paging';
import { SUPPORT_PAGE_SIZE } from '../api/admin-support';
import { ConversationList, TicketList } from './support-inbox';

const ticket = (index: number): SupportTicket => ({
  id: rowId(index),
  user: rowMember(index),
  subject: `Question ${String(index)}`,
  message: 'Where is my deposit?',
  status: 'OPEN',
  createdAt: '2026-03-05T14:07:00.000Z',
  updatedAt: '2026-03-05T14:07:00.000Z',
  closedAt: null,
});

const conversation = (index: number): ChatConversation => {
  const { id, name, email } = rowMember(index);
  return {
    userId: id,
    name,
    email,
    profileImage: null,
    lastMessage: `Hello ${String(index)}`,
    lastSenderType: 'USER',
    lastMessageAt: '2026-03-05T14:07:00.000Z',
    openTickets: 0,
  };
};

function Tickets() {
  const [page, setPage] = useState(1);
  return <TicketList page={page} onPageChange={setPage} selected={null} onSelect={vi.fn()} />;
}

function Conversations() {
  const [page, setPage] = useState(1);
  return <ConversationList page={page} onPageChange={setPage} selected={null} onSelect={vi.fn()} />;
}

describe('TicketList', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no tickets', () =>
    expectEmptiedPageToGoBack(<Tickets />, {
      path: '/api/support',
      pageSize: SUPPORT_PAGE_SIZE,
      row: ticket,
      pagesLabel: 'Ticket pages',
      firstRow: 'Question 1',
      none: 'No support tickets yet.',
    }));
});

describe('ConversationList', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are none', () =>
    expectEmptiedPageToGoBack(<Conversations />, {
      path: '/api/chat/conversations',
      pageSize: SUPPORT_PAGE_SIZE,
      row: conversation,
      pagesLabel: 'Conversation pages',
      firstRow: 'Hello 1',
      none: 'No conversations yet.',
    }));
});
