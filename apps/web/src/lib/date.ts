import { momentFormatOptions, PAKISTAN_TIME_ZONE, withClockLeftToRight } from '@earnflow/contracts';
import { currentLanguage, intlLocales, type Language } from '@/i18n/i18n';

/**
 * The product's one clock (decision 0173): every time the app shows, and every day boundary it sends, is
 * Pakistan time, the zone of the members and of the server's business day, whatever the browser's zone.
 */
export const PRODUCT_TIME_ZONE = PAKISTAN_TIME_ZONE;

/** Written after a time so the zone is visible: "5 Mar 2025, 2:07 pm PKT". */
export const PRODUCT_TIME_ZONE_LABEL = 'PKT';

/** The zone's name after a time, per language ("PKT"; in Urdu, "Pakistan time"). */
const timeZoneLabels: Record<Language, string> = { en: PRODUCT_TIME_ZONE_LABEL, ur: 'پاکستانی وقت' };

/**
 * Intl formatters are built on first use, not when the module loads: one with a time zone costs tens of
 * milliseconds on a slow phone, and the first screens need none of them before they paint.
 */
export function lazyFormat(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= make());
}

/**
 * A formatter per language, each built on first use: English (en-GB, the spec's formats) or Urdu (ur-PK).
 */
export function lazyFormatFor(make: (locale: string) => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  const formats = { en: lazyFormat(() => make(intlLocales.en)), ur: lazyFormat(() => make(intlLocales.ur)) };
  return () => formats[currentLanguage()]();
}

const dateTimeFormat = lazyFormatFor((locale) => new Intl.DateTimeFormat(locale, momentFormatOptions));

/** Spec §9: date-times read en-GB with a 12-hour clock, in Pakistan time: "5 Mar 2025, 2:07 pm PKT". */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const language = currentLanguage();
  // In Urdu the clock ("8:18 PM") is kept left to right, or its hour and AM/PM change places.
  const written =
    language === 'ur'
      ? withClockLeftToRight(dateTimeFormat().formatToParts(date))
      : dateTimeFormat().format(date);
  return `${written} ${timeZoneLabels[language]}`;
}

const dayFormat = lazyFormatFor(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** A calendar day written "yyyy-MM-dd" (a business day the server names) read en-GB: "28 Nov 2026". */
export function formatDay(value: string): string {
  const day = parseDayParam(value);
  // The day and the format are both local: a named day reads the same in every zone.
  return day === null ? value : dayFormat().format(day);
}

/**
 * The hour in Pakistan Standard Time (UTC+5, kept all year since 2009) without Intl: for the home screen's
 * greeting only, which paints before anything else needs the time-zone data (tens of milliseconds to load
 * on a phone). Money and dates never use it: they go through the time-zone formatters above.
 */
export function greetingHourInPakistan(now: Date = new Date()): number {
  return (now.getUTCHours() + 5) % 24;
}

/** Two digits: 7 → "07". */
export const pad = (value: number) => String(value).padStart(2, '0');

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
