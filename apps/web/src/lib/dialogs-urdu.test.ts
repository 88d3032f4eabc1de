import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { closeDialog, confirmAction, showAlert } from './dialogs';

describe('dialogs in Urdu', () => {
  afterEach(() => showLanguage('en'));

  it('name their default buttons in the language shown', async () => {
    await showLanguage('ur');
    void showAlert('success', 'محفوظ ہو گیا!');
    expect(await screen.findByRole('button', { name: 'ٹھیک ہے' })).toBeTruthy();
    closeDialog();
    void confirmAction({ title: 'یقین ہے؟', text: '…', confirmButtonText: 'ہاں' });
    expect(await screen.findByRole('button', { name: 'منسوخ کریں' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ہاں' })).toBeTruthy();
    closeDialog();
  });
});
