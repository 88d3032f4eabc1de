/** Unicode's left-to-right isolate around a value: it keeps its own order inside right-to-left text. */
export function leftToRightIsolate(value: string): string {
  return `\u2066${value}\u2069`;
}

/**
 * A date-time's parts (`Intl.DateTimeFormat.formatToParts`) written with its clock, hour to AM/PM, kept
 * left to right: in Urdu text "1:00 PM" would otherwise read "PM 1:00". The web app and the server's
 * texts both write Urdu dates so.
 */
export function withClockLeftToRight(parts: readonly Intl.DateTimeFormatPart[]): string {
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const first = parts.findIndex((part) => part.type === 'hour');
  const last = parts.findLastIndex((part) => part.type === 'dayPeriod' || part.type === 'minute');
  if (first === -1 || last < first) return text(0, parts.length);
  return `${text(0, first)}${leftToRightIsolate(text(first, last + 1))}${text(last + 1, parts.length)}`;
}
