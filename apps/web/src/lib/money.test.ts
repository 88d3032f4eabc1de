import { describe, expect, it } from 'vitest';
import { formatBalance, formatPkr, formatUsd, shortenNumber, usdToPkr } from './money';

describe('money formatting', () => {
  it('converts dollars to rupees at 280 PKR per USD', () => {
    expect(usdToPkr(1)).toBe(280);
    expect(usdToPkr(12.5)).toBe(3500);
  });

  it('formats USD and PKR with separators and the requested decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(12.5, 1)).toBe('$12.5');
    expect(formatUsd(0, 1)).toBe('$0.0');
    expect(formatUsd(-5)).toBe('-$5.00');
    expect(formatPkr(3500, 1)).toBe('Rs 3,500.0');
  });

  it('shows the balance chip amount with one decimal in either currency', () => {
    expect(formatBalance(12.5, 'USD', 1)).toBe('$12.5');
    expect(formatBalance(12.5, 'PKR', 1)).toBe('Rs 3,500.0');
    expect(formatBalance(0.04, 'USD', 1)).toBe('$0.0');
  });
});

describe('shortenNumber', () => {
  it('keeps two decimals under 1000', () => {
    expect(shortenNumber(0)).toBe('0.00');
    expect(shortenNumber(12.3)).toBe('12.30');
    expect(shortenNumber(999.5)).toBe('999.50');
  });

  it('uses k, M and B with one decimal from 1000 on', () => {
    expect(shortenNumber(1000)).toBe('1.0k');
    expect(shortenNumber(1540)).toBe('1.5k');
    expect(shortenNumber(2_300_000)).toBe('2.3M');
    expect(shortenNumber(7_250_000_000)).toBe('7.3B');
    expect(shortenNumber(-1540)).toBe('-1.5k');
  });

  it('carries values that would round up to 1000 into the next unit', () => {
    expect(shortenNumber(999.999)).toBe('1.0k');
    expect(shortenNumber(999_960)).toBe('1.0M');
  });
});
