import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { setTextTranslator } from '@/i18n/server-text';
import { jsonResponse, mockFetch } from '@/test/utils';
import { ApiError, apiFetch, errorMessage } from './api-client';

describe('a failed call in Urdu', () => {
  beforeEach(async () => {
    await showLanguage('ur');
    setTextTranslator((text) => (text === 'Insufficient balance.' ? 'بیلنس کافی نہیں۔' : text));
  });
  afterEach(async () => {
    // The real translator back, for the tests that run after these in this worker.
    setTextTranslator((await import('@/i18n/urdu')).translateEnglishText);
    await showLanguage('en');
  });

  it("shows the server's message translated, and the screen's own fallback as it is", async () => {
    mockFetch(() => jsonResponse({ error: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.' }, 400));
    const error: unknown = await apiFetch('/transfer', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    // The error itself keeps the server's words; only what is shown is translated.
    expect((error as ApiError).message).toBe('Insufficient balance.');
    expect(errorMessage(error, 'رقم منتقل نہیں ہو سکی۔')).toBe('بیلنس کافی نہیں۔');
    expect(errorMessage(new Error('boom'), 'رقم منتقل نہیں ہو سکی۔')).toBe('رقم منتقل نہیں ہو سکی۔');
  });

  it('says in Urdu that the server could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/things')).rejects.toThrow(
      'سرور سے رابطہ نہیں ہو سکا۔ اپنا انٹرنیٹ کنکشن چیک کریں۔',
    );
  });
});
