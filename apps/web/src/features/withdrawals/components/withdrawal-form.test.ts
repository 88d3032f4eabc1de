import { describe, expect, it } from 'vitest';
import { withdrawalQuote } from './withdrawal-form';

describe('withdrawalQuote', () => {
  it('takes the fee as a percentage rounded down to the cent, like the server', () => {
    expect(withdrawalQuote(40, { withdrawalMinimum: 5, withdrawalFeePercent: 2.5 })).toEqual({
      fee: 1,
      payout: 39,
    });
    expect(withdrawalQuote(7, { withdrawalMinimum: 5, withdrawalFeePercent: 3.33 })).toEqual({
      fee: 0.23,
      payout: 6.77,
    });
    expect(withdrawalQuote(10, { withdrawalMinimum: 5, withdrawalFeePercent: 0 })).toEqual({
      fee: 0,
      payout: 10,
    });
  });
});
