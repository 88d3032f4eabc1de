import type { RewardAd } from '@earnflow/contracts';
import { describe, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
import { REWARD_ITEMS_PAGE_SIZE } from '../api/reward-items';
import { RewardItemsManager } from './reward-items-manager';

const ad = (index: number): RewardAd => ({
  id: rowId(index),
  title: `Ad ${String(index)}`,
  mediaUrl: `/uploads/ad-${String(index)}.png`,
  mediaType: 'IMAGE',
  durationSeconds: 30,
  isActive: true,
  createdAt: '2026-03-05T14:07:00.000Z',
});

describe('RewardItemsManager', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no ads', () =>
    expectEmptiedPageToGoBack(<RewardItemsManager kind="ads" />, {
      path: '/api/reward-ads',
      pageSize: REWARD_ITEMS_PAGE_SIZE,
      row: ad,
      pagesLabel: 'ad pages',
      firstRow: 'Ad 1',
      none: 'No reward ads yet.',
    }));
});
