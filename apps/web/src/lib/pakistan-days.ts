import { lazyFormat, pad, PRODUCT_TIME_ZONE, toDayParam } from './date';

/**
 * Pakistan's calendar days as instants and as field values: the edges of a day for date filters, today's
 * date, and datetime-local fields read and written in Pakistan time (decision 0173). Apart from lib/date
 * (which the first screens use) because only the screens with date filters and date-time fields need it.
 */

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallTimeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      timeZone: PRODUCT_TIME_ZONE,
    }),
);

/** What a clock in Pakistan reads at the given instant. */
function wallTimeInPakistan(date: Date): WallTime {
  const parts = Object.fromEntries(
    wallTimeFormat()
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines write midnight as 24 even with a 0–23 clock.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** How far Pakistan's clock is ahead of UTC at the given instant, in milliseconds. */
function pakistanOffset(time: number): number {
  const wall = wallTimeInPakistan(new Date(time));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(time / 1000) * 1000;
}

/**
 * The instant a clock in Pakistan reads the given wall time (month 1–12; days and hours past their end
 * roll over). The offset is asked of the zone's rules rather than assumed.
 */
function pakistanWallTimeToInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const guess = wallAsUtc - pakistanOffset(wallAsUtc);
  // Once more at the guess, in case a change of offset lies between the two.
  return wallAsUtc - pakistanOffset(guess);
}

/**
 * The first instant of the given calendar day in Pakistan, as an ISO date-time. The day is the one the
 * Date's local year, month and day name (what the date pickers hand over).
 */
export function startOfDayIso(day: Date): string {
  return new Date(
    pakistanWallTimeToInstant(day.getFullYear(), day.getMonth() + 1, day.getDate()),
  ).toISOString();
}

/** The last millisecond of the given calendar day in Pakistan: an end date that includes that day. */
export function endOfDayIso(day: Date): string {
  return new Date(
    pakistanWallTimeToInstant(day.getFullYear(), day.getMonth() + 1, day.getDate() + 1) - 1,
  ).toISOString();
}

/** Today in Pakistan as a local Date (its year, month and day), for date pickers and day filters. */
export function todayInPakistan(now: Date = new Date()): Date {
  const { year, month, day } = wallTimeInPakistan(now);
  return new Date(year, month - 1, day);
}

/** Today in Pakistan as "yyyy-MM-dd". */
export function todayParam(now: Date = new Date()): string {
  return toDayParam(todayInPakistan(now));
}

/** A stored instant as a datetime-local field's value in Pakistan time, or '' for none. */
export function toDateTimeLocalValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallTimeInPakistan(date);
  return `${String(wall.year)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A datetime-local field's value ("2026-12-02T10:00", seconds optional) read as Pakistan time, as an ISO
 * date-time; null when it is empty or not a real date and time.
 */
export function fromDateTimeLocalValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second, millisecond] = [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6] ?? 0),
    Number((match[7] ?? '0').padEnd(3, '0')),
  ];
  // Nothing may roll over: 31 Feb or 24:00 is not a time on a clock.
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return null;
  }
  return new Date(
    pakistanWallTimeToInstant(year, month, day, hour, minute, second, millisecond),
  ).toISOString();
}
