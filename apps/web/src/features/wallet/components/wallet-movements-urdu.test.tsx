import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import ur from '@/locales/ur/wallet';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { formatSignedUsd, WalletMovements } from './wallet-movements';

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

describe('formatSignedUsd in Urdu', () => {
  beforeEach(() => showLanguage('ur'));
  afterEach(() => showLanguage('en'));

  it('keeps the plus sign before the amount, the two read left to right', () => {
    const shown = formatSignedUsd(12.5);
    expect(shown.startsWith('\u2066+')).toBe(true);
    expect(shown.endsWith('\u2069')).toBe(true);
    expect(shown).toContain('12.50');
  });
});
