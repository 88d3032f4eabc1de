import type { Locale, LocalizeFnOptions } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

const names = (count: number, format: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => format(index));

// Names as Intl writes them for ur-PK: a month from 15 January 2024 on, a weekday from Sunday 7 January 2024.
const months = (month: 'long' | 'short') =>
  names(12, (index) =>
    new Intl.DateTimeFormat('ur-PK', { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, index, 15))),
  );
const weekdays = (weekday: 'long' | 'short' | 'narrow') =>
  names(7, (index) =>
    new Intl.DateTimeFormat('ur-PK', { weekday, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + index)),
    ),
  );

const wideMonths = months('long');
const shortMonths = months('short');
const wideDays = weekdays('long');
const shortDays = weekdays('short');
const narrowDays = weekdays('narrow');

/**
 * The date pickers' calendar in Urdu (date-fns has no Urdu locale): month and weekday names from `Intl`'s
 * ur-PK; the typed date keeps its digits and order (MM/dd/yyyy).
 */
export const urduDateLocale: Locale = {
  ...enUS,
  code: 'ur',
  localize: {
    ...enUS.localize,
    month: (index: number, options?: LocalizeFnOptions) =>
      (options?.width === 'wide' || options?.width === undefined ? wideMonths : shortMonths)[index] ?? '',
    day: (index: number, options?: LocalizeFnOptions) =>
      (options?.width === 'wide' ? wideDays : options?.width === 'narrow' ? narrowDays : shortDays)[index] ??
      '',
  },
};
