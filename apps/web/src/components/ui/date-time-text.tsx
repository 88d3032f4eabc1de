import { formatDateTime } from '@/lib/date';

/**
 * A date-time in the product's format ("5 Mar 2025, 2:07 pm PKT") that, in a narrow table cell, wraps only
 * after the comma: the date on one line, the time under it.
 */
export function DateTimeText({ value }: { value: string }) {
  const text = formatDateTime(value);
  const comma = text.lastIndexOf(', ');
  if (comma === -1) return <time dateTime={value}>{text}</time>;
  return (
    <time dateTime={value}>
      <span className="whitespace-nowrap">{text.slice(0, comma + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(comma + 2)}</span>
    </time>
  );
}
