import { describe, expect, it } from 'vitest';
import { estimatedLength, labelFit, labelTurn, rotationFor, segmentCentre } from './spin-wheel';

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

describe('labels at rest read the right way up', () => {
  it('runs each label along its radius, turned so its text never points down-left', () => {
    for (const rotation of [0, 45, 1800 + 137, -90]) {
      for (let middle = 0; middle < 360; middle += 15) {
        const turn = labelTurn(middle, rotation);
        // Along the radius: the label is at a right angle to its slice's middle.
        expect((((turn - middle) % 180) + 180) % 180).toBe(90);
        // On screen the text's direction is turn + rotation; upright text runs within 90° of rightwards.
        const direction = (((turn + rotation) % 360) + 360) % 360;
        expect(direction <= 90 || direction >= 270).toBe(true);
      }
    }
  });
});

describe('labels stay inside their slice', () => {
  const hub = 26;
  const rim = 146;

  it('keeps a short label where and as large as it was', () => {
    expect(labelFit('$5', 6)).toMatchObject({ radius: 93, fontSize: 14 });
    expect(labelFit('Try Again', 6)).toMatchObject({ radius: 93, fontSize: 14 });
    expect(labelFit('$0.10', 12)).toMatchObject({ radius: 93, fontSize: 11 });
  });

  it('gives a long label a smaller font and the room between the hub and the rim', () => {
    for (const count of [2, 6, 8, 12, 20]) {
      for (const label of ['Jackpot $10000', 'Mega jackpot of the month', 'W'.repeat(40)]) {
        const fit = labelFit(label, count);
        expect(fit.radius - fit.room / 2).toBeGreaterThan(hub);
        expect(fit.radius + fit.room / 2).toBeLessThan(rim);
        expect(fit.fontSize).toBeGreaterThanOrEqual(8);
        expect(fit.fontSize).toBeLessThanOrEqual(count > 8 ? 11 : 14);
      }
    }
    const jackpot = labelFit('Jackpot $10000', 6);
    expect(jackpot.fontSize).toBeLessThan(14);
    // Small enough that it fits without a squeeze.
    expect(estimatedLength('Jackpot $10000', jackpot.fontSize)).toBeLessThanOrEqual(jackpot.room);
  });
});
