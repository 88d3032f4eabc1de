import { describe, expect, it } from 'vitest';
import { aviatorCrashPoint, aviatorSeedHash, aviatorTestVectors } from '@earnflow/contracts';
import { crashPointOf, newServerSeed, serverSeedHash } from './aviator.fairness';

describe('aviator fairness on the server', () => {
  it('gives the pinned vectors, as the browser verifier does', async () => {
    for (const vector of aviatorTestVectors) {
      expect(serverSeedHash(vector.serverSeed)).toBe(vector.serverSeedHash);
      expect(crashPointOf(vector.serverSeed, vector.clientSeed, vector.nonce)).toBe(vector.crashHundredths);
    }
  });

  it('agrees with the Web Crypto verifier on fresh random rounds', async () => {
    for (let nonce = 1; nonce <= 200; nonce += 1) {
      const seed = newServerSeed();
      const clientSeed = `seed-${nonce}`;
      expect(await aviatorSeedHash(seed)).toBe(serverSeedHash(seed));
      expect(await aviatorCrashPoint(seed, clientSeed, nonce)).toBe(crashPointOf(seed, clientSeed, nonce));
    }
  });

  it('over 100,000 seeds, P(crash ≥ x) follows 0.99 / x, capped at 11.00', () => {
    const rounds = 100_000;
    const points = new Uint16Array(rounds);
    const seed = newServerSeed();
    for (let nonce = 0; nonce < rounds; nonce += 1) points[nonce] = crashPointOf(seed, 'distribution', nonce);
    const share = (test: (point: number) => boolean) => points.filter(test).length / rounds;
    // Binomial standard error at p = 0.5 and n = 100,000 is 0.0016; 0.005 is about three of them.
    const tolerance = 0.005;
    for (const x of [1.01, 1.5, 2, 3, 5, 10, 11]) {
      expect(Math.abs(share((point) => point >= x * 100) - 0.99 / x)).toBeLessThan(tolerance);
    }
    // 1.00 whenever floor(99 / (1 − X)) < 101: the instant crash, 1 − 0.99 / 1.01 ≈ 2%.
    expect(Math.abs(share((point) => point === 100) - (1 - 0.99 / 1.01))).toBeLessThan(0.002);
    expect(Math.min(...points)).toBe(100);
    expect(Math.max(...points)).toBe(1100);
  });
});
