import { describe, expect, it } from 'vitest';
import { endOfDayIso, formatDay, startOfDayIso } from './date';

describe('day boundaries for history filters', () => {
  it('spans the whole local day, so an end date includes that day', () => {
    const day = new Date(2025, 2, 5, 14, 7);
    expect(new Date(startOfDayIso(day)).getTime()).toBe(new Date(2025, 2, 5).getTime());
    expect(new Date(endOfDayIso(day)).getTime()).toBe(new Date(2025, 2, 6).getTime() - 1);
    expect(endOfDayIso(day)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('formatDay', () => {
  it('reads a business day en-GB and leaves anything else as it is', () => {
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
  });
});
