import { describe, expect, it } from 'vitest';
import { foldIdentifier, otpSchema, payoutAccountNumberSchema, transactionIdSchema } from './identifiers';
import { redeemBodySchema } from './redeem';
import { accountNumberSchema, signupBodySchema } from './users';

describe('foldIdentifier', () => {
  it.each([
    ['non-breaking hyphens', 'TRX\u2011A\u20111', 'TRX-A-1'],
    ['full-width letters and digits', '\uFF34\uFF32\uFF38-\uFF21-\uFF11', 'TRX-A-1'],
    ['zero-width and joiner characters', 'TRX-\u200BA\u2060-\u200D1', 'TRX-A-1'],
    ['en and em dashes with spaces', 'TRX \u2013 A \u2014 1', 'TRX-A-1'],
    ['a minus sign and a full-width hyphen', 'TRX\u2212A\uFF0D1', 'TRX-A-1'],
    ['no-break and ideographic spaces', '0300\u00A0123\u30004567', '03001234567'],
    ['Urdu digits', '\u06F0\u06F3\u06F0\u06F0\u06F1\u06F2\u06F3', '0300123'],
    ['Arabic-Indic digits', '\u0661\u0662\u0663', '123'],
    ['a byte-order mark and soft hyphen', '\uFEFFAB\u00ADC', 'ABC'],
  ])('folds %s', (_case, input, folded) => {
    expect(foldIdentifier(input)).toBe(folded);
  });

  it('keeps the case, which each field decides on', () => {
    expect(foldIdentifier('TronAddr-x')).toBe('TronAddr-x');
  });
});

describe('identifier fields', () => {
  it('fold before they are checked and compared', () => {
    expect(transactionIdSchema.parse(' \uFF34\uFF38\u2011123 ')).toBe('TX-123');
    expect(payoutAccountNumberSchema.parse('0300\u2011123 4567')).toBe('0300-1234567');
    expect(accountNumberSchema.parse('\uFF41\uFF42\uFF43\uFF11\uFF12\uFF13')).toBe('ABC123');
    expect(otpSchema.parse('\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6')).toBe('123456');
    expect(redeemBodySchema.parse({ code: 'welcome\u20115' }).code).toBe('WELCOME-5');
    const signup = signupBodySchema.parse({
      name: 'Sana Iqbal',
      email: 'sana@example.com',
      password: 'sana-password-1',
      referralCode: '\u200Babc123',
    });
    expect(signup.referralCode).toBe('ABC123');
  });

  it('refuse what the field never holds, saying what it may hold', () => {
    expect(transactionIdSchema.safeParse('TX<123>').error?.issues[0]?.message).toBe(
      'Transaction ID can only have letters, digits and . _ : # / -',
    );
    expect(transactionIdSchema.safeParse('\u200B\u200B').error?.issues[0]?.message).toBe(
      'Transaction ID is required.',
    );
    expect(payoutAccountNumberSchema.safeParse('0300 (home)').error?.issues[0]?.message).toBe(
      'Account number can only have letters, digits and . @ _ + -',
    );
  });
});
