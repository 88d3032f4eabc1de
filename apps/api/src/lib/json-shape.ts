const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** What a JSON body may hold before it is parsed (decision 0135). */
export interface JsonShapeBounds {
  /** Objects and arrays inside one another. */
  maxJsonDepth: number;
  /** Keys of one object: V8 builds an object of many keys slowly (about 10 µs a key). */
  maxJsonObjectKeys: number;
  /** Values of the whole body (array items and object members together). */
  maxJsonItems: number;
}

/**
 * Why JSON text is refused before JSON.parse, or undefined when its shape is within bounds: nesting too
 * deep, an object with too many keys, or too many values in all. One pass over the text that skips strings
 * and stops at the first bound crossed, so its cost is linear and small, where the cost of JSON.parse and
 * validation on such shapes is not.
 */
export function jsonShapeRefusal(text: string, bounds: JsonShapeBounds): string | undefined {
  // Members counted so far in each open container (1 once it holds anything), and whether it is an object.
  const counts: number[] = [];
  const isObject: boolean[] = [];
  let items = 0;
  let inString = false;
  const tooManyValues = `The request body holds too many values (at most ${String(bounds.maxJsonItems)}).`;
  const countValue = (): string | undefined => {
    const depth = counts.length;
    if (depth === 0) return undefined;
    const top = depth - 1;
    if (counts[top] === 0) {
      counts[top] = 1;
      items += 1;
    }
    if (items > bounds.maxJsonItems) return tooManyValues;
    return undefined;
  };
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) {
      inString = true;
      const refusal = countValue();
      if (refusal !== undefined) return refusal;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const refusal = countValue();
      if (refusal !== undefined) return refusal;
      counts.push(0);
      isObject.push(code === OPEN_OBJECT);
      if (counts.length > bounds.maxJsonDepth)
        return `The request body is nested too deeply (at most ${String(bounds.maxJsonDepth)} levels).`;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      counts.pop();
      isObject.pop();
    } else if (code === COMMA) {
      const top = counts.length - 1;
      if (top < 0) continue;
      const count = (counts[top] ?? 0) + 1;
      counts[top] = count;
      items += 1;
      if (isObject[top] === true && count > bounds.maxJsonObjectKeys)
        return `An object in the request body has too many keys (at most ${String(bounds.maxJsonObjectKeys)}).`;
      if (items > bounds.maxJsonItems) return tooManyValues;
    } else if (code > 0x20) {
      // A number, true, false or null: counted once, at its first character.
      const refusal = countValue();
      if (refusal !== undefined) return refusal;
    }
  }
  return undefined;
}
