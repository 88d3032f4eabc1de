import type { PlatformSettings } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { PlatformSettingsForm } from './platform-settings-form';

const settings: PlatformSettings = {
  pkrPerUsd: 280,
  withdrawalMinimum: 10,
  withdrawalFeePercent: 2.5,
  paymentMethods: [
    { method: 'BINANCE', accountTitle: 'EarnFlow', accountNumber: 'binance-id', enabled: true },
    { method: 'EASYPAISA', accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567', enabled: true },
  ],
};

function render(respond: (request: RecordedRequest) => Response) {
  localStorage.setItem('adminToken', 'admin-token');
  const requests = mockFetch(respond);
  renderRoutes([{ path: '/', element: <PlatformSettingsForm settings={settings} /> }]);
  return requests;
}

describe('PlatformSettingsForm', () => {
  it('shows the rules and all five methods, and saves the whole form', async () => {
    const requests = render((request) => jsonResponse({ ...settings, ...(request.body as object) }));

    expect(screen.getByLabelText<HTMLInputElement>('Withdrawal minimum (USD)').value).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('Withdrawal fee (%)').value).toBe('2.5');
    expect(screen.getByText('Example: a $100 withdrawal has a $2.50 fee and pays out $97.50.')).toBeTruthy();
    const groups = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Easypaisa', 'SadaPay', 'NayaPay', 'Binance', 'Tron (TRC20)']);
    const easypaisa = screen.getByRole('group', { name: 'Easypaisa' });
    expect(within(easypaisa).getByLabelText<HTMLInputElement>('Easypaisa account number').value).toBe(
      '03001234567',
    );
    expect(
      within(easypaisa).getByRole<HTMLInputElement>('switch', { name: 'Members can use Easypaisa' }).checked,
    ).toBe(true);
    expect(within(easypaisa).getByText('On')).toBeTruthy();
    const sadaPay = screen.getByRole('group', { name: 'SadaPay' });
    expect(
      within(sadaPay).getByRole<HTMLInputElement>('switch', { name: 'Members can use SadaPay' }).checked,
    ).toBe(false);
    expect(within(sadaPay).getByText('Off')).toBeTruthy();
    expect(screen.queryByText(/PKR per USD/)).toBeNull();

    await enter(screen.getByLabelText('Withdrawal minimum (USD)'), '20');
    await enter(screen.getByLabelText('SadaPay account title'), 'EarnFlow');
    await enter(screen.getByLabelText('SadaPay account number'), '03110000000');
    await userEvent.click(screen.getByRole('switch', { name: 'Members can use SadaPay' }));
    expect(within(sadaPay).getByText('On')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    // Nothing is sent before the admin has seen each change, old and new.
    expect(await screen.findByText('Save these changes?')).toBeTruthy();
    expect(
      screen.getByText(
        'Withdrawal minimum: $10 → $20; Members can use SadaPay: no → yes; SadaPay account title: none → "EarnFlow"; ' +
          'SadaPay account number: none → "03110000000". They apply to members at once.',
      ),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, save them' }));

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/api/settings');
    expect(patch?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(patch?.body).toEqual({
      withdrawalMinimum: 20,
      withdrawalFeePercent: 2.5,
      paymentMethods: [
        { method: 'EASYPAISA', accountTitle: 'EarnFlow Ltd', accountNumber: '03001234567', enabled: true },
        { method: 'SADAPAY', accountTitle: 'EarnFlow', accountNumber: '03110000000', enabled: true },
        { method: 'NAYAPAY', accountTitle: '', accountNumber: '', enabled: false },
        { method: 'BINANCE', accountTitle: 'EarnFlow', accountNumber: 'binance-id', enabled: true },
        { method: 'TRON_TRC20', accountTitle: '', accountNumber: '', enabled: false },
      ],
    });
  });

  it('checks the fields before sending', async () => {
    const requests = render(() => jsonResponse(settings));

    await enter(screen.getByLabelText('Withdrawal minimum (USD)'), '2.5');
    await userEvent.click(screen.getByRole('switch', { name: 'Members can use NayaPay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Withdrawal minimum is in whole dollars.')).toBeTruthy();
    expect(screen.getByText('Enter the account number before enabling this method.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('takes plain numbers only in the amount fields, and says so in words', async () => {
    const requests = render(() => jsonResponse(settings));

    await enter(screen.getByLabelText('Withdrawal minimum (USD)'), '1e3');
    await enter(screen.getByLabelText('Withdrawal fee (%)'), '2,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter a whole-dollar amount such as 5.')).toBeTruthy();
    expect(screen.getByText('Enter a percentage such as 2 or 2.5.')).toBeTruthy();
    expect(screen.queryByText(/expected number/)).toBeNull();

    await enter(screen.getByLabelText('Withdrawal minimum (USD)'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the withdrawal minimum.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('puts a server message on the field it names, with a failure toast', async () => {
    render(() =>
      jsonResponse(
        {
          error: 'VALIDATION_ERROR',
          message: 'Withdrawal fee must be at most 50%.',
          field: 'withdrawalFeePercent',
        },
        400,
      ),
    );

    await enter(screen.getByLabelText('Withdrawal fee (%)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Withdrawal fee: 2.5% → 5%. They apply to members at once.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, save them' }));

    await waitFor(() => expect(screen.getAllByText('Withdrawal fee must be at most 50%.')).toHaveLength(2));
    expect(screen.getByLabelText('Withdrawal fee (%)').getAttribute('aria-invalid')).toBe('true');
  });

  it('names a changed deposit account, old and new, and saves nothing when the admin cancels', async () => {
    const requests = render(() => jsonResponse(settings));

    await enter(screen.getByLabelText('Easypaisa account number'), '03119876543');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText(
        'Easypaisa account number: "03001234567" → "03119876543". They apply to members at once.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Save these changes?')).toBeNull());
    expect(requests).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>('Easypaisa account number').value).toBe('03119876543');
  });
});
