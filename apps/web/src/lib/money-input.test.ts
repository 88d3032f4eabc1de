import { amountSchema, wholeDollarAmountSchema } from '@earnflow/contracts';
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './money';
import { amountInputSchema } from './money-input';

describe('parseAmountInput', () => {
  it('reads plain decimals with at most two decimals', () => {
    expect(parseAmountInput(' 12.50 ')).toBe(12.5);
    expect(parseAmountInput('25')).toBe(25);
    expect(parseAmountInput('25.5')).toBe(25.5);
    expect(parseAmountInput('007')).toBe(7);
  });

  it('reads nothing else: empty, zero, signs, exponents, separators, hex, three decimals or words', () => {
    for (const text of ['', undefined, '0', '0.00', '-3', '+5', '1e3', '1E3', '1,000', '1 000', '0x10']) {
      expect(parseAmountInput(text), String(text)).toBeNull();
    }
    for (const text of ['abc', '25.505', '.5', '25.', 'Infinity', 'NaN', '١٢']) {
      expect(parseAmountInput(text), text).toBeNull();
    }
  });
});

describe('amountInputSchema', () => {
  const deposit = amountInputSchema(amountSchema, { empty: 'Enter the amount you sent.' });
  const withdrawal = amountInputSchema(wholeDollarAmountSchema, {
    empty: 'Enter the amount to withdraw.',
    format: 'Enter a whole-dollar amount such as 25.',
  });
  const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('turns a plain decimal into its number', () => {
    expect(deposit.parse(' 25.50 ')).toBe(25.5);
    expect(withdrawal.parse('40')).toBe(40);
  });

  it('says in words what is wrong, never "expected number, received NaN"', () => {
    expect(messageOf(deposit.safeParse(''))).toEqual(['Enter the amount you sent.']);
    expect(messageOf(deposit.safeParse('1e3'))).toEqual(['Enter an amount such as 25 or 25.50.']);
    expect(messageOf(deposit.safeParse('abc'))).toEqual(['Enter an amount such as 25 or 25.50.']);
    expect(messageOf(deposit.safeParse('1,000'))).toEqual(['Enter an amount such as 25 or 25.50.']);
    expect(messageOf(deposit.safeParse('25.505'))).toEqual(['Enter an amount such as 25 or 25.50.']);
    expect(messageOf(deposit.safeParse('0'))).toEqual(['Amount must be greater than zero.']);
    expect(messageOf(deposit.safeParse('1000001'))).toEqual(['Amount must be at most $1,000,000.00.']);
    expect(messageOf(withdrawal.safeParse('1e3'))).toEqual(['Enter a whole-dollar amount such as 25.']);
    expect(messageOf(withdrawal.safeParse('40.5'))).toEqual(['Withdrawals are in whole dollars.']);
  });
});
