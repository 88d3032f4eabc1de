import type { RewardAd } from '@earnflow/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPageThatEmptied, rowId, serveShrinkingList } from '@/test/paging';
import { renderRoutes } from '@/test/utils';
import { REWARD_ITEMS_PAGE_SIZE } from '../api/reward-items';
import { RewardItemsManager } from './reward-items-manager';

const ad = (index: number): RewardAd => ({
  id: rowId(index),
  title: `Ad ${index}`,
  mediaUrl: `/uploads/ad-${index}.png`,
  mediaType: 'IMAGE',
  durationSeconds: 30,
  isActive: true,
  createdAt: '2026-03-05T14:07:00.000Z',
});

describe('RewardItemsManager', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no ads', async () => {
    localStorage.setItem('adminToken', 'token');
    const list = serveShrinkingList({ path: '/api/reward-ads', pageSize: REWARD_ITEMS_PAGE_SIZE, row: ad });
    renderRoutes([{ path: '/', element: <RewardItemsManager kind="ads" /> }]);

    await openPageThatEmptied(list, 'ad pages');
    expect(await screen.findByText('Ad 1')).toBeTruthy();
    expect(screen.queryByText('No reward ads yet.')).toBeNull();
  });
});
