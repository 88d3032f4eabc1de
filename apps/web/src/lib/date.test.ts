import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, greetingHourInPakistan, toDayParam } from './date';
import {
  endOfDayIso,
  fromDateTimeLocalValue,
  startOfDayIso,
  toDateTimeLocalValue,
  todayInPakistan,
  todayParam,
} from './pakistan-days';

// The instants below are written in UTC, so each assertion holds whatever zone the tests run in (CI runs
// in UTC), and each would fail there if the app read times in the browser's zone instead of Pakistan's.

describe('formatDateTime', () => {
  it('writes the time in Pakistan, with the zone', () => {
    expect(formatDateTime('2025-03-05T09:07:00Z')).toBe('5 Mar 2025, 2:07 pm PKT');
    // 20:30 UTC on 1 Dec is already 2 Dec in Pakistan.
    expect(formatDateTime('2026-12-01T20:30:00Z')).toBe('2 Dec 2026, 1:30 am PKT');
  });

  it('writes the hours after midnight and noon as 12, as the server does', () => {
    expect(formatDateTime('2026-12-01T19:07:00Z')).toBe('2 Dec 2026, 12:07 am PKT');
    expect(formatDateTime('2026-12-02T07:07:00Z')).toBe('2 Dec 2026, 12:07 pm PKT');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('day boundaries for history filters', () => {
  it("spans the picked day's whole Pakistan day, so an end date includes that day", () => {
    // The picker hands over a local date; its year, month and day name the day.
    const day = new Date(2026, 11, 2, 14, 7);
    expect(startOfDayIso(day)).toBe('2026-12-01T19:00:00.000Z');
    expect(endOfDayIso(day)).toBe('2026-12-02T18:59:59.999Z');
  });

  it('rolls over the end of a month and a year', () => {
    expect(endOfDayIso(new Date(2026, 11, 31))).toBe('2026-12-31T18:59:59.999Z');
    expect(startOfDayIso(new Date(2027, 0, 1))).toBe('2026-12-31T19:00:00.000Z');
  });

  it("follows the zone's own rules rather than a fixed offset (Pakistan kept summer time in 2008)", () => {
    expect(startOfDayIso(new Date(2008, 6, 1))).toBe('2008-06-30T18:00:00.000Z');
    expect(startOfDayIso(new Date(2008, 11, 1))).toBe('2008-11-30T19:00:00.000Z');
  });
});

describe('today in Pakistan', () => {
  it('is the Pakistan calendar day, which starts at 19:00 UTC', () => {
    const justAfter = new Date('2026-12-01T20:00:00Z');
    expect(toDayParam(todayInPakistan(justAfter))).toBe('2026-12-02');
    expect(todayParam(justAfter)).toBe('2026-12-02');
    expect(todayParam(new Date('2026-12-01T18:59:59.999Z'))).toBe('2026-12-01');
  });

  it('is a local date at the start of its day, as the date pickers hold them', () => {
    const today = todayInPakistan(new Date('2026-12-01T20:00:00Z'));
    expect(today.getTime()).toBe(new Date(2026, 11, 2).getTime());
    expect(startOfDayIso(today)).toBe('2026-12-01T19:00:00.000Z');
  });

  it('reads the hour on a clock in Pakistan for the greeting', () => {
    expect(greetingHourInPakistan(new Date('2026-12-01T19:00:00Z'))).toBe(0);
    expect(greetingHourInPakistan(new Date('2026-12-01T06:30:00Z'))).toBe(11);
    expect(greetingHourInPakistan(new Date('2026-12-01T13:00:00Z'))).toBe(18);
  });

  it('gives the greeting the same hour as the time-zone database, every hour of a year', () => {
    const database = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Asia/Karachi',
    });
    for (let hour = 0; hour < 365 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(greetingHourInPakistan(instant)).toBe(Number(database.format(instant)) % 24);
    }
  });
});

describe('datetime-local fields', () => {
  it('show an instant as the time in Pakistan', () => {
    expect(toDateTimeLocalValue('2026-12-02T05:00:00.000Z')).toBe('2026-12-02T10:00');
    expect(toDateTimeLocalValue('2026-12-01T19:00:00.000Z')).toBe('2026-12-02T00:00');
    expect(toDateTimeLocalValue(null)).toBe('');
  });

  it('read what is typed as the time in Pakistan', () => {
    expect(fromDateTimeLocalValue('2026-12-02T10:00')).toBe('2026-12-02T05:00:00.000Z');
    expect(fromDateTimeLocalValue('2026-12-02T00:30:15')).toBe('2026-12-01T19:30:15.000Z');
  });

  it('give back the same instant they showed', () => {
    const iso = '2030-01-15T04:30:00.000Z';
    expect(fromDateTimeLocalValue(toDateTimeLocalValue(iso))).toBe(iso);
    expect(toDateTimeLocalValue(fromDateTimeLocalValue('2030-01-15T09:30'))).toBe('2030-01-15T09:30');
  });

  it('read nothing from an empty value or a date and time that does not exist', () => {
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('2026-02-30T10:00')).toBeNull();
    expect(fromDateTimeLocalValue('2026-12-02T24:00')).toBeNull();
    expect(fromDateTimeLocalValue('tomorrow')).toBeNull();
  });
});

describe('formatDay', () => {
  it('reads a business day en-GB and leaves anything else as it is', () => {
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
  });
});
