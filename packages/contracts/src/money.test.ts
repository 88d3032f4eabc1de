import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatPkr, formatUsd, usdToPkr } from './money';

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

describe('tiny fractions', () => {
  it('are refused instead of rounding to zero cents', () => {
    expect(dollarsToCents(0.000000001)).toBeNull();
    expect(dollarsToCents(1e-9)).toBeNull();
    expect(dollarsToCents(0.004)).toBeNull();
    expect(dollarsToCents(5e-324)).toBeNull();
    expect(dollarsToCents(0.01)).toBe(1);
    expect(dollarsToCents(999_999.99)).toBe(99_999_999);
  });
});

describe('formatting amounts for people', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(12.5, 1)).toBe('$12.5');
    expect(formatUsd(-5)).toBe('-$5.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatPkr(3500)).toBe('Rs 3,500.00');
    expect(usdToPkr(12.5)).toBe(3500);
  });
  it('rounds and groups exactly as Intl.NumberFormat en-US does, over every kind of amount', () => {
    const formats = [0, 1, 2].map(
      (digits) =>
        new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    const reference = (amount: number, digits: number) => formats[digits]?.format(Math.abs(amount));
    const amounts = [0, 0.5, 1.005, 1.015, 2.675, 9.995, 99.95, 999.5, 0.045, 1e-6, 123_456_789.995, 2.8e8];
    // Every cent value up to $1,000, their rupee amounts, and random amounts with up to six decimals.
    for (let cents = 0; cents <= 100_000; cents += 7) amounts.push(cents / 100, usdToPkr(cents / 100));
    let seed = 42;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 20_000; i += 1) amounts.push(Math.round(random() * 1e12) / 1e6);
    const differences: string[] = [];
    for (const amount of amounts) {
      for (const digits of [0, 1, 2]) {
        const expected = `$${String(reference(amount, digits))}`;
        const written = formatUsd(amount, digits);
        if (written !== expected)
          differences.push(`${String(amount)}/${String(digits)}: ${written} ≠ ${expected}`);
      }
    }
    expect(amounts.length).toBeGreaterThan(48_000);
    expect(differences.slice(0, 10)).toEqual([]);
  });
  it('writes integer cents the same way', () => {
    expect(formatCents(100_000)).toBe('$1,000.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456_789n)).toBe('$1,234,567.89');
  });
});
