import { formatUsd } from '@/lib/money';

/** "DEPOSITS_CLEARING" → "Deposits clearing" */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "+$12.50" for credits, "-$12.50" for debits. */
export function formatSignedUsd(amount: number): string {
  return amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount);
}
