import type { ChatConversation, SupportTicket } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
import { SUPPORT_PAGE_SIZE } from '../api/admin-support';
import { ConversationList, TicketList } from './support-inbox';

const member = (index: number) => ({
  id: rowId(900 + index),
  name: `Member ${String(index)}`,
  email: `member${String(index)}@example.com`,
  accountNumber: `ACC${String(index)}`,
});

const ticket = (index: number): SupportTicket => ({
  id: rowId(index),
  user: member(index),
  subject: `Question ${String(index)}`,
  message: 'Where is my deposit?',
  status: 'OPEN',
  createdAt: '2026-03-05T14:07:00.000Z',
  updatedAt: '2026-03-05T14:07:00.000Z',
  closedAt: null,
});

const conversation = (index: number): ChatConversation => ({
  userId: rowId(900 + index),
  name: `Member ${String(index)}`,
  email: `member${String(index)}@example.com`,
  profileImage: null,
  lastMessage: `Hello ${String(index)}`,
  lastSenderType: 'USER',
  lastMessageAt: '2026-03-05T14:07:00.000Z',
  openTickets: 0,
});

function Tickets() {
  const [page, setPage] = useState(1);
  return <TicketList page={page} onPageChange={setPage} selected={null} onSelect={vi.fn()} />;
}

function Conversations() {
  const [page, setPage] = useState(1);
  return <ConversationList page={page} onPageChange={setPage} selected={null} onSelect={vi.fn()} />;
}

beforeEach(() => {
  localStorage.setItem('adminToken', 'token');
});

describe('TicketList', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no tickets', async () => {
    const list = serveShrinkingList({ path: '/api/support', pageSize: SUPPORT_PAGE_SIZE, row: ticket });
    renderRoutes([{ path: '/', element: <Tickets /> }]);

    await openPageThatEmptied(list, 'Ticket pages');
    expect(await screen.findByText('Question 1')).toBeTruthy();
    expect(screen.queryByText('No support tickets yet.')).toBeNull();
  });
});

describe('ConversationList', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are none', async () => {
    const list = serveShrinkingList({
      path: '/api/chat/conversations',
      pageSize: SUPPORT_PAGE_SIZE,
      row: conversation,
    });
    renderRoutes([{ path: '/', element: <Conversations /> }]);

    await openPageThatEmptied(list, 'Conversation pages');
    expect(await screen.findByText('Hello 1')).toBeTruthy();
    expect(screen.queryByText('No conversations yet.')).toBeNull();
  });
});
