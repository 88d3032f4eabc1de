import type { AdminAviatorRound } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
import { ROUNDS_PAGE_SIZE } from '../api/get-aviator-rounds';
import { AviatorRoundsTable } from './aviator-rounds-table';

const round = (index: number): AdminAviatorRound => ({
  id: rowId(index),
  user: {
    id: rowId(900 + index),
    name: `Player ${index}`,
    email: `player${index}@example.com`,
    accountNumber: `ACC${index}`,
  },
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
  it('goes back to the last page when the page opened has emptied, never saying no rounds were played', async () => {
    localStorage.setItem('adminToken', 'token');
    const list = serveShrinkingList({
      path: '/api/admin/aviator/rounds',
      pageSize: ROUNDS_PAGE_SIZE,
      row: round,
    });
    renderRoutes([{ path: '/', element: <AviatorRoundsTable /> }]);

    await openPageThatEmptied(list, 'Round pages');
    expect(await screen.findByText('Player 1')).toBeTruthy();
    expect(screen.queryByText('No rounds played yet.')).toBeNull();
  });
});
