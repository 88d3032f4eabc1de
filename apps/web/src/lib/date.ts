/**
 * The product's one clock (decision 0173): every time the app shows, and every day boundary it sends, is
 * Pakistan time, the zone of the members and of the server's business day, whatever the browser's zone.
 */
export const PRODUCT_TIME_ZONE = 'Asia/Karachi';

/** Written after a time so the zone is visible: "5 Mar 2025, 2:07 pm PKT". */
export const PRODUCT_TIME_ZONE_LABEL = 'PKT';

/**
 * Intl formatters are built on first use, not when the module loads: one with a time zone costs tens of
 * milliseconds on a slow phone, and the first screens need none of them before they paint.
 */
function lazyFormat(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= make());
}

const dateTimeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // h12, not hour12: en-GB's 12-hour clock otherwise writes the hour after midnight as "0:07 am".
      hourCycle: 'h12',
      timeZone: PRODUCT_TIME_ZONE,
    }),
);

/** Spec §9: date-times read en-GB with a 12-hour clock, in Pakistan time: "5 Mar 2025, 2:07 pm PKT". */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : `${dateTimeFormat().format(date)} ${PRODUCT_TIME_ZONE_LABEL}`;
}

const dayFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** A calendar day written "yyyy-MM-dd" (a business day the server names) read en-GB: "28 Nov 2026". */
export function formatDay(value: string): string {
  const day = parseDayParam(value);
  // The day and the format are both local: a named day reads the same in every zone.
  return day === null ? value : dayFormat().format(day);
}

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

/**
 * The hour in Pakistan Standard Time (UTC+5, kept all year since 2009) without Intl: for the home screen's
 * greeting only, which paints before anything else needs the time-zone data (tens of milliseconds to load
 * on a phone). Money and dates never use it: they go through the time-zone formatters above.
 */
export function greetingHourInPakistan(now: Date = new Date()): number {
  return (now.getUTCHours() + 5) % 24;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day as "yyyy-MM-dd" (for URLs). */
export function toDayParam(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day written as "yyyy-MM-dd", or null when the text is not a real date. */
export function parseDayParam(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
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
