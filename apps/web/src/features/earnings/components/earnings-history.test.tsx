import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startOfDayIso, todayInPakistan } from '@/lib/pakistan-days';
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
      screen.getByText('Rewards from ads, videos, spins, tasks, referrals, bonuses and offers appear here.'),
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
    // Today is the day in Pakistan, whatever the browser's zone.
    const today = dayLabel(todayInPakistan());
    expect(field.value).toBe(`${today} - ${today}`);

    // The 10th to the 12th of last month, picked on the calendar.
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('button', { name: 'Previous Month' }));
    const now = todayInPakistan();
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
      expect(last.searchParams.get('startDate')).toBe(startOfDayIso(now));
    });
  });

  it('has an Offers chip after the spec’s chips: it lists offer rewards, Pending until their hold ends', async () => {
    localStorage.setItem('userToken', 'token');
    const offer = {
      id: '6a1d3b9f-8e5c-4d2f-a04b-3c7e9f2d5b81',
      amount: 1.25,
      status: 'PENDING',
      source: 'OFFERS',
      description: 'Offer from Ayet Studios ($1.25)',
      createdAt: new Date().toISOString(),
    };
    const requests = mockFetch((request) =>
      jsonResponse(new URL(request.url, 'http://x').searchParams.get('source') === 'OFFERS' ? [offer] : []),
    );
    renderRoutes([{ path: '/', element: <EarningsHistory /> }]);
    await screen.findByText('No earnings yet');

    const chips = screen.getByRole('group', { name: 'Source' });
    const names = within(chips)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(names.slice(0, 4)).toEqual(['All', 'Ads', 'Referrals', 'Bonuses']);
    expect(names).toContain('Offers');

    await userEvent.click(within(chips).getByRole('button', { name: 'Offers' }));
    expect(await screen.findByText('Offer from Ayet Studios ($1.25)')).toBeTruthy();
    expect(new URL(requests.at(-1)?.url ?? '', 'http://x').searchParams.get('source')).toBe('OFFERS');
    expect(screen.getByText('+$1.25')).toBeTruthy();
    const card = screen.getByText('+$1.25').closest('li') ?? document.body;
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('Offers')).toBeTruthy();
  });
});
