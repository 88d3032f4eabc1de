/** Members live in Pakistan: every time the product shows, and a member's "day", is this zone's (0173). */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

/**
 * How members read an instant, in the app and in the server's texts, in any language's `Intl` locale:
 * "5 Mar 2025, 2:07 pm" in en-GB, "5 مارچ، 2025، 2:07 PM" in ur-PK.
 */
export const momentFormatOptions: Readonly<Intl.DateTimeFormatOptions> = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // h12, not hour12: en-GB's 12-hour clock otherwise writes the hour after midnight as "0:07 am".
  hourCycle: 'h12',
  timeZone: PAKISTAN_TIME_ZONE,
};
