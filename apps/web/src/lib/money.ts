import { formatPkr as formatPkrEnglish, formatUsd as formatUsdEnglish, usdToPkr } from '@earnflow/contracts';
import { currentLanguage, intlLocales, ltr } from '@/i18n/i18n';

export { usdToPkr };

const urduFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as `Intl` writes it for Urdu readers (ur-PK: "$1,234.50", "Rs 3,500.00"), kept left-to-right
 * inside right-to-left text. Built on first use: an English reader never builds one.
 */
function formatUrduMoney(amount: number, currency: 'USD' | 'PKR', fractionDigits: number): string {
  const key = `${currency}:${String(fractionDigits)}`;
  let format = urduFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocales.ur, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    urduFormats.set(key, format);
  }
  // -0.001 to two digits is "$0.00", not "-$0.00", as in English.
  const shown = Number(amount.toFixed(fractionDigits)) === 0 ? 0 : amount;
  return ltr(format.format(shown));
}

/**
 * "$1,234.50": every dollar amount the member app shows. English is the product's own formatter, shared with
 * the server's texts (the spec's en formats); Urdu is `Intl`'s ur-PK.
 */
export function formatUsd(amount: number, fractionDigits = 2): string {
  return currentLanguage() === 'ur'
    ? formatUrduMoney(amount, 'USD', fractionDigits)
    : formatUsdEnglish(amount, fractionDigits);
}

/** "Rs 3,500.00", in the language shown (as formatUsd). */
export function formatPkr(amount: number, fractionDigits = 2): string {
  return currentLanguage() === 'ur'
    ? formatUrduMoney(amount, 'PKR', fractionDigits)
    : formatPkrEnglish(amount, fractionDigits);
}

export type Currency = 'USD' | 'PKR';

/** A dollar amount shown in the chosen currency (converted at PKR_PER_USD for PKR). */
export function formatBalance(usd: number, currency: Currency, fractionDigits = 2): string {
  return currency === 'USD' ? formatUsd(usd, fractionDigits) : formatPkr(usdToPkr(usd), fractionDigits);
}

/**
 * An amount cut, not rounded, to `fractionDigits` ($44.65 → 44.6): a balance shown short never shows more
 * than there is. A hair is added before cutting, so 44.7 (446.99999… tenths in binary) stays 44.7.
 */
export function truncateAmount(value: number, fractionDigits: number): number {
  const scale = 10 ** fractionDigits;
  return Math.trunc(value * scale + Math.sign(value) * 1e-6) / scale;
}

/** A dollar balance in the chosen currency, cut (never rounded up) to `fractionDigits`. */
export function formatBalanceDown(usd: number, currency: Currency, fractionDigits: number): string {
  const value = truncateAmount(currency === 'USD' ? usd : usdToPkr(usd), fractionDigits);
  return currency === 'USD' ? formatUsd(value, fractionDigits) : formatPkr(value, fractionDigits);
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

/** What a typed amount may be: digits, then optionally a dot and one or two decimals ("25", "25.5", "25.50"). */
export const typedAmountPattern = /^\d+(?:\.\d{1,2})?$/;

export const amountFormatMessage = 'Enter an amount such as 25 or 25.50.';

/**
 * The one reader of typed amounts in the web app: plain decimals only, so "1e3", "1,000", "0x10", "+5" or
 * "abc" are not numbers here (JavaScript's Number() would take several of them). Null otherwise.
 */
export function parseTypedDecimal(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return typedAmountPattern.test(trimmed) ? Number(trimmed) : null;
}

/** A typed amount to preview (e.g. its PKR value): null while empty, not a plain decimal, or zero. */
export function parseAmountInput(text: string | undefined): number | null {
  const value = parseTypedDecimal(text);
  return value !== null && value > 0 ? value : null;
}
