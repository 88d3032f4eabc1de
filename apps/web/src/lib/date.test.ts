import { describe, expect, it } from 'vitest';
import { endOfDayIso, startOfDayIso } from './date';

describe('day boundaries for history filters', () => {
  it('spans the whole local day, so an end date includes that day', () => {
    const day = new Date(2025, 2, 5, 14, 7);
    expect(new Date(startOfDayIso(day)).getTime()).toBe(new Date(2025, 2, 5).getTime());
    expect(new Date(endOfDayIso(day)).getTime()).toBe(new Date(2025, 2, 6).getTime() - 1);
    expect(endOfDayIso(day)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
