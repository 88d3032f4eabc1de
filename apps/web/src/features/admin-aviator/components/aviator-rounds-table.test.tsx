import type { AdminAviatorRound } from '@earnflow/contracts';
import { describe, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId, rowMember } from '@/test/paging';
import { ROUNDS_PAGE_SIZE } from '../api/get-aviator-rounds';
import { AviatorRoundsTable } from './aviator-rounds-table';

const round = (index: number): AdminAviatorRound => ({
  id: rowId(index),
  user: rowMember(index),
  betAmount: 5,
  status: 'CRASHED',
  crashPoint: 1.5,
  cashoutMultiplier: null,
  winAmount: 0,
  houseResult: 5,
  nonce: index,
  startedAt: '2026-03-05T14:07:00.000Z',
  settledAt: '2026-03-05T14:07:05.000Z',
});

describe('AviatorRoundsTable', () => {
  it('goes back to the last page when the page opened has emptied, never saying no rounds were played', () =>
    expectEmptiedPageToGoBack(<AviatorRoundsTable />, {
      path: '/api/admin/aviator/rounds',
      pageSize: ROUNDS_PAGE_SIZE,
      row: round,
      pagesLabel: 'Round pages',
      firstRow: 'Member 1',
      none: 'No rounds played yet.',
    }));
});
