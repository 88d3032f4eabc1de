import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDay,
  businessDayBounds,
  businessDayStart,
  businessMomentText,
} from './business-day';

describe('business day (Asia/Karachi, UTC+5)', () => {
  it('names the Karachi calendar day of an instant', () => {
    expect(businessDay(new Date('2026-11-22T18:59:59.999Z'))).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-22T19:00:00.000Z'))).toBe('2026-11-23');
    expect(businessDay(new Date('2026-11-21T19:00:00.000Z'))).toBe('2026-11-22');
  });

  it('names the day right when called again within a day, at its bounds and after going back', () => {
    const instants: [string, string][] = [
      ['2026-11-22T10:00:00.000Z', '2026-11-22'],
      ['2026-11-22T10:00:00.001Z', '2026-11-22'],
      ['2026-11-21T19:00:00.000Z', '2026-11-22'],
      ['2026-11-21T18:59:59.999Z', '2026-11-21'],
      ['2026-11-22T18:59:59.999Z', '2026-11-22'],
      ['2026-11-22T19:00:00.000Z', '2026-11-23'],
      ['2026-11-22T12:00:00.000Z', '2026-11-22'],
      ['2027-06-30T19:00:00.000Z', '2027-07-01'],
    ];
    for (const [instant, day] of instants) expect(businessDay(new Date(instant)), instant).toBe(day);
  });

  it('starts each day at 19:00 UTC of the day before', () => {
    expect(businessDayStart('2026-11-23').toISOString()).toBe('2026-11-22T19:00:00.000Z');
    expect(businessDayStart('2027-01-01').toISOString()).toBe('2026-12-31T19:00:00.000Z');
  });

  it('gives the half-open bounds of the day around an instant', () => {
    const bounds = businessDayBounds(new Date('2026-11-22T20:30:00Z'));
    expect(bounds).toEqual({
      day: '2026-11-23',
      start: new Date('2026-11-22T19:00:00Z'),
      end: new Date('2026-11-23T19:00:00Z'),
    });
  });

  it('steps across month and year ends', () => {
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addBusinessDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes an instant as a member reads it, on Pakistan’s clock', () => {
    expect(businessMomentText(new Date('2026-12-02T08:00:00Z'))).toBe('2 Dec 2026, 1:00 pm');
    expect(businessMomentText(new Date('2026-12-02T19:30:00Z'))).toBe('3 Dec 2026, 12:30 am');
  });
});
