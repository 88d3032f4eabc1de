import { describe, expect, it } from 'vitest';
import { withdrawalOutcome } from './withdrawal-outcome';

describe('withdrawalOutcome', () => {
  const money = { amount: 20, fee: 0.5, payout: 19.5 };

  it('promises the payout while pending and states it once paid', () => {
    expect(withdrawalOutcome({ status: 'PENDING', ...money })).toBe('Fee $0.50 · You will receive $19.50');
    expect(withdrawalOutcome({ status: 'COMPLETED', ...money })).toBe('Fee $0.50 · You received $19.50');
    expect(withdrawalOutcome({ status: 'PENDING', amount: 20, fee: 0, payout: 20 })).toBe(
      'You will receive $20.00',
    );
  });

  it('says a rejected withdrawal came back whole, and promises no payout', () => {
    const text = withdrawalOutcome({ status: 'REJECTED', ...money });
    expect(text).toBe('$20 returned to your balance');
    expect(text).not.toMatch(/receive|\$19\.50/);
  });
});
