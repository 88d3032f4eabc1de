import type { EmailBroadcast } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
import { BROADCASTS_PAGE_SIZE } from '../api/email-broadcasts';
import { BroadcastHistory } from './broadcast-history';

const broadcast = (index: number): EmailBroadcast => ({
  id: rowId(index),
  subject: `News ${String(index)}`,
  queued: 3,
  sent: 3,
  failed: 0,
  pending: 0,
  done: true,
  createdAt: '2026-03-05T14:07:00.000Z',
  message: 'Sent to 3 members.',
});

describe('BroadcastHistory', () => {
  it('goes back to the last page when the page opened has emptied, never saying none were sent', async () => {
    localStorage.setItem('adminToken', 'token');
    const list = serveShrinkingList({
      path: '/api/email/broadcasts',
      pageSize: BROADCASTS_PAGE_SIZE,
      row: broadcast,
    });
    renderRoutes([{ path: '/', element: <BroadcastHistory /> }]);

    await openPageThatEmptied(list, 'Past e-mail pages');
    expect(await screen.findByText('News 1')).toBeTruthy();
    expect(screen.queryByText('No e-mails sent yet.')).toBeNull();
  });
});
