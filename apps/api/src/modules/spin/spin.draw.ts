import { randomInt } from 'node:crypto';

export interface Weighted {
  weight: number;
}

/**
 * Picks one item with probability weight / total weight. `pick(n)` answers a whole number in [0, n):
 * crypto.randomInt by default, never Math.random, since the draw decides money.
 */
export function drawWeighted<T extends Weighted>(
  items: readonly T[],
  pick: (bound: number) => number = randomInt,
): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total < 1) throw new Error('nothing to draw from');
  let ticket = pick(total);
  for (const item of items) {
    if (ticket < item.weight) return item;
    ticket -= item.weight;
  }
  throw new Error('draw ticket out of range');
}
