import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { EarningsHistory } from './earnings-history';

const longDescription =
  'Referral commission: 10% of the first deposit of Muhammad Abdullah Khan (account 67ZKYD34CS), paid into your balance.';
const earning = {
  id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1c4a70',
  amount: 2.5,
  status: 'APPROVED',
  source: 'REFERRALS',
  description: longDescription,
  createdAt: '2026-03-05T14:07:00.000Z',
};

function dayLabel(date: Date): string {
  return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

describe('Earnings History', () => {
  it('names every source in its empty state', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse([]));
    renderRoutes([{ path: '/', element: <EarningsHistory /> }]);

    expect(await screen.findByText('No earnings yet')).toBeTruthy();
    expect(
      screen.getByText('Rewards from ads, videos, spins, tasks, referrals and bonuses appear here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Earning' }).getAttribute('href')).toBe('/earn');
  });

  it('shows a long description on up to two lines', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse([earning]));
    renderRoutes([{ path: '/', element: <EarningsHistory /> }]);

    const description = await screen.findByText(longDescription);
    expect(description.className).toContain('line-clamp-2');
    expect(description.className).not.toContain('truncate');
  });

  it('puts the date range back to today when the filters are cleared', async () => {
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(() => jsonResponse([]));
    renderRoutes([{ path: '/', element: <EarningsHistory /> }]);
    await screen.findByText('No earnings yet');
    const field = screen.getByLabelText<HTMLInputElement>('Date range');
    const today = dayLabel(new Date());
    expect(field.value).toBe(`${today} - ${today}`);

    // The 10th to the 12th of last month, picked on the calendar.
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Previous Month' }));
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth() - 1, 10);
    const end = new Date(now.getFullYear(), now.getMonth() - 1, 12);
    const month = start.toLocaleDateString('en-US', { month: 'long' });
    const year = String(start.getFullYear());
    await userEvent.click(screen.getByRole('gridcell', { name: new RegExp(`${month} 10th, ${year}`) }));
    await userEvent.click(screen.getByRole('gridcell', { name: new RegExp(`${month} 12th, ${year}`) }));
    await waitFor(() => {
      expect(field.value).toBe(`${dayLabel(start)} - ${dayLabel(end)}`);
    });

    // Filtered to nothing: said so, not "No earnings yet".
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.queryByText('No earnings yet')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));

    expect(field.value).toBe(`${today} - ${today}`);
    await waitFor(() => {
      const last = new URL(requests.at(-1)?.url ?? '', 'http://x');
      expect(new Date(last.searchParams.get('startDate') ?? '').getDate()).toBe(now.getDate());
    });
  });
});
