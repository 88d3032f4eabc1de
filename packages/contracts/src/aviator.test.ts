import { describe, expect, it } from 'vitest';
import {
  aviatorBetBodySchema,
  aviatorClientSeedSchema,
  aviatorCrashAfterMs,
  aviatorCrashPoint,
  aviatorCrashPointFromDigest,
  aviatorMultiplierAt,
  aviatorSeedHash,
} from './aviator';
import { aviatorTestVectors } from './aviator-vectors';

describe('aviator crash point', () => {
  it('Web Crypto (the browser verifier) gives the pinned vectors', async () => {
    for (const vector of aviatorTestVectors) {
      expect(await aviatorSeedHash(vector.serverSeed)).toBe(vector.serverSeedHash);
      expect(await aviatorCrashPoint(vector.serverSeed, vector.clientSeed, vector.nonce)).toBe(
        vector.crashHundredths,
      );
    }
  });

  it('follows floor(99 / (1 − X)) / 100 at the edges, between 1.00 and 11.00', () => {
    // X = 0: 0.99 → 1.00 (the house's 1%).
    expect(aviatorCrashPointFromDigest('0000000000000' + '0'.repeat(51))).toBe(100);
    // X just under 0.01 is still 1.00; X = 0.5 → 1.98; X → 1 is capped at 11.00.
    expect(aviatorCrashPointFromDigest('028f5c28f5c28' + '0'.repeat(51))).toBe(100);
    expect(aviatorCrashPointFromDigest('8000000000000' + '0'.repeat(51))).toBe(198);
    expect(aviatorCrashPointFromDigest('e000000000000' + '0'.repeat(51))).toBe(792);
    expect(aviatorCrashPointFromDigest('fffffffffffff' + '0'.repeat(51))).toBe(1100);
  });

  it('refuses what is not a hex digest', () => {
    expect(() => aviatorCrashPointFromDigest('XYZ')).toThrow();
  });
});

describe('aviator timing', () => {
  it('rises 0.05 per full 100 ms from 1.00', () => {
    expect(aviatorMultiplierAt(0)).toBe(100);
    expect(aviatorMultiplierAt(99)).toBe(100);
    expect(aviatorMultiplierAt(100)).toBe(105);
    expect(aviatorMultiplierAt(2700)).toBe(235);
  });

  it('crashes at the first tick that reaches the crash point', () => {
    expect(aviatorCrashAfterMs(100)).toBe(0);
    expect(aviatorCrashAfterMs(237)).toBe(2800);
    expect(aviatorMultiplierAt(aviatorCrashAfterMs(237) - 1)).toBe(235);
    expect(aviatorCrashAfterMs(240)).toBe(2800);
    expect(aviatorCrashAfterMs(1100)).toBe(20_000);
  });
});

describe('aviator requests', () => {
  it('takes both of the spec payloads, with or without a roundId', () => {
    for (const body of [
      { betAmount: 5, didCashout: false, winAmount: 0 },
      { betAmount: 5, didCashout: true, winAmount: 12 },
      { betAmount: 5, didCashout: true, winAmount: 12, roundId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      expect(aviatorBetBodySchema.safeParse(body).success).toBe(true);
    }
    const badRound = aviatorBetBodySchema.safeParse({ betAmount: 5, didCashout: true, roundId: 'round-1' });
    expect(badRound.error?.issues[0]?.message).toBe('Round id is not valid.');
  });

  it('refuses bets under the minimum or with a third decimal', () => {
    const message = (betAmount: unknown) =>
      aviatorBetBodySchema.safeParse({ betAmount, didCashout: false, winAmount: 0 }).error?.issues[0]
        ?.message;
    expect(message(0)).toBe('Bet must be greater than zero.');
    expect(message(0.5)).toBe('The minimum bet is $1.');
    expect(message(1.005)).toBe('Bet can have at most 2 decimals.');
    expect(message('5')).toBe('Bet must be a number.');
  });

  it('client seeds are short visible text', () => {
    expect(aviatorClientSeedSchema.safeParse('lucky-7').success).toBe(true);
    expect(aviatorClientSeedSchema.safeParse('two words').success).toBe(false);
    expect(aviatorClientSeedSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });
});
