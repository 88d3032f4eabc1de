import { describe, expect, it } from 'vitest';
import { drawWeighted } from './spin.draw';

describe('weighted draw', () => {
  it('100,000 draws land on each segment in proportion to its weight, within 1 percentage point', () => {
    const segments = [
      { label: 'Try Again', weight: 50 },
      { label: '$0.10', weight: 30 },
      { label: '$0.50', weight: 15 },
      { label: '$5', weight: 5 },
    ];
    const draws = 100_000;
    const counts = new Map<string, number>();
    for (let index = 0; index < draws; index += 1) {
      const { label } = drawWeighted(segments);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    // The standard deviation of a share at 100,000 draws is at most 0.16 points; 1 point is over 6 of them.
    for (const segment of segments) {
      const share = ((counts.get(segment.label) ?? 0) / draws) * 100;
      expect(Math.abs(share - segment.weight)).toBeLessThan(1);
    }
  });

  it('maps every ticket to exactly one segment, edges included', () => {
    const segments = [{ weight: 1 }, { weight: 2 }, { weight: 3 }];
    const picked = [0, 1, 2, 3, 4, 5].map((ticket) => segments.indexOf(drawWeighted(segments, () => ticket)));
    expect(picked).toEqual([0, 1, 1, 2, 2, 2]);
    expect(() => drawWeighted([])).toThrow();
  });
});
