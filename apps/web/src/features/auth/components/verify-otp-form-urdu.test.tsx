import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { noteCodeSent } from './use-code-cooldown';
import { VerifyOtpForm } from './verify-otp-form';

function renderVerify() {
  mockFetch(() => jsonResponse({}));
  renderRoutes(
    [{ path: '/verify-otp', element: <VerifyOtpForm /> }],
    [{ pathname: '/verify-otp', state: { email: 'ayesha@example.com' } }],
  );
}

describe('VerifyOtpForm in Urdu', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await showLanguage('en');
  });

  it('reads in Urdu, the e-mail kept left-to-right inside the sentence', async () => {
    await showLanguage('ur');
    noteCodeSent('ayesha@example.com');
    renderVerify();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('\u2066ayesha@example.com\u2069').parentElement?.textContent).toBe(
      '\u2066ayesha@example.com\u2069 پر بھیجا گیا',
    );
    expect(screen.getByRole('button', { name: 'OTP کی تصدیق کریں' })).toBeTruthy();
    expect(screen.getByLabelText('تصدیقی کوڈ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'دوبارہ سائن اپ کریں' }).getAttribute('href')).toBe('/signup');
    expect(document.getElementById('resend-wait')?.textContent).toMatch(
      /^ابھی ایک کوڈ بھیجا گیا ہے۔ آپ \d+ سیکنڈ بعد دوسرا کوڈ منگوا سکتے ہیں۔$/,
    );
  });

  it('changes language while open', async () => {
    renderVerify();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeTruthy();
    await showLanguage('ur');
    await waitFor(() => expect(screen.getByRole('button', { name: 'OTP کی تصدیق کریں' })).toBeTruthy());
  });
});
