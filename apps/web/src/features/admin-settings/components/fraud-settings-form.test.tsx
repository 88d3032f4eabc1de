import type { FraudSettings } from '@earnflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { FraudSettingsForm } from './fraud-settings-form';

const settings: FraudSettings = {
  reviewThreshold: 50,
  newAccountDays: 7,
  recentChangeHours: 24,
  networkWindowMinutes: 30,
  networkLinkSightings: 3,
  sharedNetworkMembers: 4,
  earningsFactorPercent: 150,
  exactMinimumViews: 10,
  cheatAttempts: 5,
  signalRetentionDays: 90,
};

function render(respond: (request: RecordedRequest) => Response = () => jsonResponse(settings)) {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  renderRoutes([{ path: '/', element: <FraudSettingsForm /> }]);
  return requests;
}

const saves = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('FraudSettingsForm', () => {
  it('shows every setting with what it does', async () => {
    const requests = render();
    const threshold = await screen.findByLabelText<HTMLInputElement>('Review threshold (score)');
    expect(requests[0]?.url).toBe('/api/fraud/settings');
    expect(threshold.value).toBe('50');
    expect(
      screen.getByText('A withdrawal scoring at least this (1–100) waits in the review queue.'),
    ).toBeTruthy();
    const values = screen.getAllByRole<HTMLInputElement>('textbox').map((input) => input.value);
    expect(values.toSorted()).toEqual(Object.values(settings).map(String).toSorted());
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Holding withdrawals',
      'What adds to a score',
      'Linking on a shared network',
      'Keeping signals',
    ]);
  });

  it('checks every field against the contract before sending', async () => {
    const requests = render();
    await enter(await screen.findByLabelText('Review threshold (score)'), '0');
    await enter(screen.getByLabelText('Keep signals (days)'), '1000');
    await enter(screen.getByLabelText('Shared network size'), '1.5');
    await enter(screen.getByLabelText('Refused attempts'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save fraud defence' }));

    expect(await screen.findByText('Review threshold must be at least 1.')).toBeTruthy();
    expect(screen.getByText('Signal retention must be at most 730.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number such as 4.')).toBeTruthy();
    expect(screen.getByText('Enter the number of refused attempts.')).toBeTruthy();
    expect(screen.getByLabelText('Review threshold (score)').getAttribute('aria-invalid')).toBe('true');
    expect(saves(requests)).toHaveLength(0);
  });

  it('names each change, old and new, and saves the whole set as numbers', async () => {
    const requests = render((request) => jsonResponse(request.method === 'PUT' ? request.body : settings));
    await enter(await screen.findByLabelText('Review threshold (score)'), '1');
    await enter(screen.getByLabelText('New account (days)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save fraud defence' }));

    expect(
      await screen.findByText(
        'Review threshold (score): 50 → 1; New account (days): 7 → 0. Withdrawals requested from now on are scored with them.',
      ),
    ).toBeTruthy();
    expect(saves(requests)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, save them' }));

    expect(await screen.findByText('Fraud defence saved')).toBeTruthy();
    expect(saves(requests)[0]?.body).toEqual({ ...settings, reviewThreshold: 1, newAccountDays: 0 });
  });

  it('puts a refusal on the field the server names', async () => {
    render((request) =>
      request.method === 'PUT'
        ? jsonResponse(
            {
              error: 'VALIDATION_ERROR',
              message: 'Network window must be at most 1440.',
              field: 'networkWindowMinutes',
            },
            400,
          )
        : jsonResponse(settings),
    );
    await enter(await screen.findByLabelText('Network window (minutes)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save fraud defence' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, save them' }));

    await waitFor(() => expect(screen.getAllByText('Network window must be at most 1440.')).toHaveLength(2));
    expect(screen.getByLabelText('Network window (minutes)').getAttribute('aria-invalid')).toBe('true');
  });
});
