import { momentFormatOptions, PAKISTAN_TIME_ZONE } from '@earnflow/contracts';

/** Members live in Pakistan: a member's "day" is the calendar day in this zone. */
export const BUSINESS_TIME_ZONE = PAKISTAN_TIME_ZONE;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How members read an instant, on Pakistan's clock, in a language's `Intl` locale (en-GB, ur-PK). */
export function businessMomentFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, momentFormatOptions);
}

const momentFormat = businessMomentFormat('en-GB');

/** An instant as a member reads it, on Pakistan's clock: "2 Dec 2026, 1:00 pm". */
export function businessMomentText(at: Date): string {
  return momentFormat.format(at);
}

// The last day worked out and its exact bounds: most calls fall in the same day, and formatting a date in
// a time zone is slow enough to show in every member call.
let lastDay: { day: string; start: number; end: number } | undefined;

/** The business day of an instant, as YYYY-MM-DD. */
export function businessDay(at: Date): string {
  const time = at.getTime();
  if (lastDay !== undefined && time >= lastDay.start && time < lastDay.end) return lastDay.day;
  const day = dayFormat.format(at);
  lastDay = {
    day,
    start: businessDayStart(day).getTime(),
    end: businessDayStart(addBusinessDays(day, 1)).getTime(),
  };
  return day;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffsetMs(at: Date): number {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (at.getTime() - at.getMilliseconds());
}

/** The instant a business day (YYYY-MM-DD) begins. */
export function businessDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1);
  // The offset at that midnight; Pakistan keeps no daylight saving, but this stays right if it did.
  const guess = new Date(midnightUtc - zoneOffsetMs(new Date(midnightUtc)));
  return new Date(midnightUtc - zoneOffsetMs(guess));
}

/** The business day before or after `day` by `days` (negative goes back). */
export function addBusinessDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** [start, end) of the business day that contains `at`. */
export function businessDayBounds(at: Date): { day: string; start: Date; end: Date } {
  const day = businessDay(at);
  return { day, start: businessDayStart(day), end: businessDayStart(addBusinessDays(day, 1)) };
}
