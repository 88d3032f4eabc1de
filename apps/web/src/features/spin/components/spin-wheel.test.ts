import { describe, expect, it } from 'vitest';
import { rotationFor, segmentCentre } from './spin-wheel';

describe('the wheel turns to the server’s segment', () => {
  it('brings the middle of the chosen segment under the pointer, after whole turns forward', () => {
    for (const count of [2, 3, 8]) {
      for (let index = 0; index < count; index += 1) {
        for (const current of [0, 37, 1800 + 90]) {
          const rotation = rotationFor(current, index, count);
          expect(rotation - current).toBeGreaterThanOrEqual(5 * 360 - 360);
          // The pointer sits at the top: the segment's centre plus the turn is a whole number of turns.
          expect((segmentCentre(index, count) + rotation) % 360).toBeCloseTo(0, 6);
        }
      }
    }
  });
});
