import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { withdrawalOutcome } from './withdrawal-outcome';

describe('withdrawalOutcome in Urdu', () => {
  afterEach(() => showLanguage('en'));

  it('reads in Urdu, each amount kept left-to-right', async () => {
    await showLanguage('ur');
    const text = withdrawalOutcome({ status: 'PENDING', amount: 20, fee: 0.5, payout: 19.5 });
    expect(text).toMatch(/^فیس \u2066.*0\.50\u2069 · آپ کو \u2066.*19\.50\u2069 ملیں گے$/);
    expect(withdrawalOutcome({ status: 'REJECTED', amount: 20, fee: 0.5, payout: 19.5 })).toMatch(
      /^\u2066.*20\u2069 آپ کے بیلنس میں واپس آ گئے$/,
    );
  });
});
