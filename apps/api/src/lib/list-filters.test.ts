import { describe, expect, it } from 'vitest';
import { cappedTotal, COUNT_CAP } from './list-filters';

/** A list of `rows` matching rows whose count stops at the limit it is given, as the SQL count does. */
function countOf(rows: number, limits: number[]) {
  return (limit: number) => {
    limits.push(limit);
    return Promise.resolve(Math.min(rows, limit));
  };
}

describe('cappedTotal', () => {
  it('gives the exact total up to the cap', async () => {
    const limits: number[] = [];
    expect(await cappedTotal(countOf(COUNT_CAP, limits), 1, 20)).toEqual({ total: 1_000 });
    expect(limits).toEqual([1_001]);
  });

  it('stops at the cap and says so beyond it', async () => {
    const limits: number[] = [];
    expect(await cappedTotal(countOf(2_000_000, limits), 1, 20)).toEqual({
      total: 1_000,
      totalCapped: true,
    });
    expect(limits).toEqual([1_001]);
  });

  it('counts ten pages past a deep page, so Next and the last number lead on', async () => {
    const limits: number[] = [];
    expect(await cappedTotal(countOf(2_000_000, limits), 500, 20)).toEqual({
      total: 10_200,
      totalCapped: true,
    });
    expect(await cappedTotal(countOf(10_150, limits), 500, 20)).toEqual({ total: 10_150 });
    expect(limits).toEqual([10_201, 10_201]);
  });
});
