import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

describe('dollarsToCents', () => {
  it('converts dollar amounts with up to two decimals', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1_000_000)).toBe(100_000_000);
  });
  it('refuses a third decimal and non-finite numbers', () => {
    expect(dollarsToCents(1.005)).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('round-trips through centsToDollars', () => {
    expect(centsToDollars(dollarsToCents(99.99) ?? 0)).toBe(99.99);
    expect(centsToDollars(10n)).toBe(0.1);
  });
});
