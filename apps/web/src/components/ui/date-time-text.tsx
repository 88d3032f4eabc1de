import { useLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';

/**
 * A date-time in the product's format ("5 Mar 2025, 2:07 pm PKT") that, in a narrow table cell, wraps only
 * after the last comma (Urdu's "،" too): the date on one line, the time under it.
 */
export function DateTimeText({ value }: { value: string }) {
  useLanguage();
  const text = formatDateTime(value);
  const comma = Math.max(text.lastIndexOf(', '), text.lastIndexOf('، '));
  if (comma === -1) return <time dateTime={value}>{text}</time>;
  return (
    <time dateTime={value}>
      <span className="whitespace-nowrap">{text.slice(0, comma + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(comma + 2)}</span>
    </time>
  );
}
