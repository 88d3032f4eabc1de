import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import ur from '@/locales/ur/wallet';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { WalletMovements } from './wallet-movements';

describe('WalletMovements in Urdu', () => {
  beforeEach(() => showLanguage('ur'));
  afterEach(() => showLanguage('en'));

  it('titles a movement by its kind in Urdu, the server’s description under it', async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() =>
      jsonResponse([
        {
          id: 1,
          kind: 'TRANSFER_COMPLETED',
          description: 'Transfer from Bilal Ahmed (K7M2P9Q4RT)',
          amount: 12.5,
          createdAt: '2025-03-05T14:07:00.000Z',
        },
      ]),
    );
    renderRoutes([{ path: '/', element: <WalletMovements /> }]);
    expect(await screen.findByText(ur.kindTransferReceived)).toBeTruthy();
    expect(screen.getByText('Transfer from Bilal Ahmed (K7M2P9Q4RT)').getAttribute('dir')).toBe('auto');
  });
});
