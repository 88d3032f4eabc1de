import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './money';

describe('parseAmountInput', () => {
  it('reads a typed positive amount and nothing else', () => {
    expect(parseAmountInput(' 12.50 ')).toBe(12.5);
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput(undefined)).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('-3')).toBeNull();
  });
});
