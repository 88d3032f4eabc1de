import { describe, expect, it } from 'vitest';
import { jsonShapeRefusal, type JsonShapeBounds } from './json-shape';

const bounds: JsonShapeBounds = { maxJsonDepth: 4, maxJsonObjectKeys: 3, maxJsonItems: 10 };

/** The same three measures taken from the parsed value, to check the scanner against. */
function measured(value: unknown, depth = 0): { depth: number; maxKeys: number; items: number } {
  if (typeof value !== 'object' || value === null) return { depth, maxKeys: 0, items: 0 };
  const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  let result = {
    depth: depth + 1,
    maxKeys: Array.isArray(value) ? 0 : children.length,
    items: children.length,
  };
  for (const child of children) {
    const inner = measured(child, depth + 1);
    result = {
      depth: Math.max(result.depth, inner.depth),
      maxKeys: Math.max(result.maxKeys, inner.maxKeys),
      items: result.items + inner.items,
    };
  }
  return result;
}

const withinBounds = (text: string) => {
  const shape = measured(JSON.parse(text));
  return (
    shape.depth <= bounds.maxJsonDepth &&
    shape.maxKeys <= bounds.maxJsonObjectKeys &&
    shape.items <= bounds.maxJsonItems
  );
};

describe('jsonShapeRefusal', () => {
  it.each([
    ['{}', undefined],
    ['[]', undefined],
    ['"text"', undefined],
    ['[[[[]]]]', undefined],
    ['[[[[[]]]]]', 'The request body is nested too deeply (at most 4 levels).'],
    ['{"a":1,"b":2,"c":3}', undefined],
    ['{"a":1,"b":2,"c":3,"d":4}', 'An object in the request body has too many keys (at most 3).'],
    ['[1,2,3,4,5,6,7,8,9,10]', undefined],
    ['[1,2,3,4,5,6,7,8,9,10,11]', 'The request body holds too many values (at most 10).'],
    ['[[1,2],[3,4],[5,6],[7,8]]', 'The request body holds too many values (at most 10).'],
    // Brackets, commas and escaped quotes inside strings are text.
    ['{"a":"[[[[[,,,,,,,,,,,]]]]]","b":"\\"[[[[["}', undefined],
    ['["\\\\",[[[]]]]', undefined],
    ['["\\\\",[[[[]]]]]', 'The request body is nested too deeply (at most 4 levels).'],
    [' [ 1 , 2 ] ', undefined],
  ])('%s', (text, refusal) => {
    expect(jsonShapeRefusal(text, bounds)).toBe(refusal);
    expect(refusal === undefined).toBe(withinBounds(text));
  });

  it('agrees with the parsed value on generated JSON', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const generate = (depth: number): unknown => {
      const pick = random();
      if (depth > 6 || pick < 0.35) return random() < 0.5 ? Math.floor(random() * 100) : 'x"[{,\\';
      const count = Math.floor(random() * 5);
      if (pick < 0.7) return Array.from({ length: count }, () => generate(depth + 1));
      return Object.fromEntries(
        Array.from({ length: count }, (_, index) => [`k${String(index)}`, generate(depth + 1)]),
      );
    };
    let refused = 0;
    for (let round = 0; round < 2_000; round += 1) {
      const text = JSON.stringify(generate(0), null, round % 2 === 0 ? undefined : 1);
      const refusal = jsonShapeRefusal(text, bounds);
      expect(refusal === undefined, text).toBe(withinBounds(text));
      if (refusal !== undefined) refused += 1;
    }
    // Both answers were exercised.
    expect(refused).toBeGreaterThan(200);
    expect(refused).toBeLessThan(1_800);
  });
});
