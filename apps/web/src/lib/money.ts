import { PKR_PER_USD } from '@earnflow/contracts';

export type Currency = 'USD' | 'PKR';

export function usdToPkr(usd: number): number {
  return usd * PKR_PER_USD;
}

function formatAmount(amount: number, fractionDigits: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(Math.abs(amount));
}

function sign(amount: number, fractionDigits: number): string {
  return Number(amount.toFixed(fractionDigits)) < 0 ? '-' : '';
}

/** "$1,234.50" */
export function formatUsd(amount: number, fractionDigits = 2): string {
  return `${sign(amount, fractionDigits)}$${formatAmount(amount, fractionDigits)}`;
}

/** "Rs 3,500.00" */
export function formatPkr(amount: number, fractionDigits = 2): string {
  return `${sign(amount, fractionDigits)}Rs ${formatAmount(amount, fractionDigits)}`;
}

/** A dollar amount shown in the chosen currency (converted at PKR_PER_USD for PKR). */
export function formatBalance(usd: number, currency: Currency, fractionDigits = 2): string {
  return currency === 'USD' ? formatUsd(usd, fractionDigits) : formatPkr(usdToPkr(usd), fractionDigits);
}

const units = [
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

/** Spec §9: under 1000 two decimals, then k, M and B with one decimal ("999.50", "1.5k", "2.0M"). */
export function shortenNumber(value: number): string {
  const minus = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (Number(magnitude.toFixed(2)) < 1000) return `${minus}${magnitude.toFixed(2)}`;
  for (const [index, unit] of units.entries()) {
    const scaled = magnitude / unit.size;
    // 999,960 would read "1000.0k": carry it into the next unit instead.
    if (Number(scaled.toFixed(1)) < 1000 || index === units.length - 1) {
      return `${minus}${scaled.toFixed(1)}${unit.suffix}`;
    }
  }
  return `${minus}${magnitude.toFixed(2)}`;
}

/** A typed amount ("12.50") as a number; null while the text is empty or not a positive number. */
export function parseAmountInput(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : null;
}
