import type { EmailBroadcast } from '@earnflow/contracts';
import { describe, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
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
  it('goes back to the last page when the page opened has emptied, never saying none were sent', () =>
    expectEmptiedPageToGoBack(<BroadcastHistory />, {
      path: '/api/email/broadcasts',
      pageSize: BROADCASTS_PAGE_SIZE,
      row: broadcast,
      pagesLabel: 'Past e-mail pages',
      firstRow: 'News 1',
      none: 'No e-mails sent yet.',
    }));
});
