import type { RewardAd } from '@earnflow/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
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

  it("names each row's icon actions after the item and shows a cut title whole on hover", async () => {
    const long = { ...ad(1), title: 'Watch this sponsored video about mobile wallets and savings accounts' };
    mockFetch(() => jsonResponse({ items: [long], total: 1, page: 1, pageSize: REWARD_ITEMS_PAGE_SIZE }));
    localStorage.setItem('adminToken', 'token');
    renderRoutes([{ path: '/', element: <RewardItemsManager kind="ads" /> }]);

    const title = await screen.findByText(long.title);
    expect(title.getAttribute('title')).toBe(long.title);
    const row = title.closest('tr');
    if (row === null) throw new Error('no row');
    for (const name of [`Edit ${long.title}`, `Deactivate ${long.title}`, `Delete ${long.title}`]) {
      expect(within(row).getByRole('button', { name }).textContent).toBe('');
    }
    await userEvent.click(within(row).getByRole('button', { name: `Edit ${long.title}` }));
    expect(await screen.findByRole('complementary')).toBeTruthy();
  });
});
