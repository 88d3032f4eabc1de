import { describe, expect, it } from 'vitest';
import { cappedTotal, COUNT_CAP, ESTIMATE_BEYOND_CAP } from './list-filters';

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

  it('takes the total from a short page without counting', async () => {
    const limits: number[] = [];
    expect(await cappedTotal(countOf(5, limits), 1, 20, { pageRows: 5 })).toEqual({ total: 5 });
    expect(await cappedTotal(countOf(0, limits), 1, 20, { pageRows: 0 })).toEqual({ total: 0 });
    expect(await cappedTotal(countOf(47, limits), 3, 20, { pageRows: 7 })).toEqual({ total: 47 });
    expect(limits).toEqual([]);
    // A full page, or an empty one past the end, says nothing of the total: it is counted.
    expect(await cappedTotal(countOf(40, limits), 2, 20, { pageRows: 20 })).toEqual({ total: 40 });
    expect(await cappedTotal(countOf(47, limits), 9, 20, { pageRows: 0 })).toEqual({ total: 47 });
    expect(limits).toEqual([1_001, 1_001]);
  });

  it('answers the cap without counting when the planner expects more than twice as many rows', async () => {
    const limits: number[] = [];
    const estimate = (rows: number) => () => Promise.resolve(rows);
    expect(
      await cappedTotal(countOf(15_625, limits), 1, 20, { pageRows: 20, estimate: estimate(10_101) }),
    ).toEqual({ total: 1_000, totalCapped: true });
    expect(limits).toEqual([]);
    // Up to twice the cap the estimate may be wrong either way: the rows are counted.
    expect(
      await cappedTotal(countOf(700, limits), 1, 20, {
        pageRows: 20,
        estimate: estimate(ESTIMATE_BEYOND_CAP * 1_000),
      }),
    ).toEqual({ total: 700 });
    expect(limits).toEqual([1_001]);
  });
});
