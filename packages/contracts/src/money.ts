/** 1 USD in PKR, as the product displays it. */
export const PKR_PER_USD = 280;

export const MAX_AMOUNT_CENTS = 100_000_000;

/** Cents to a dollar number for the wire (exact for every integer cent value we allow). */
export function centsToDollars(cents: number | bigint): number {
  return Number(cents) / 100;
}

/** A dollar number with at most 2 decimals to integer cents; null when it is not one. */
export function dollarsToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const exact = dollars * 100;
  const cents = Math.round(exact);
  // Only the float error of writing "x.yz" in binary is forgiven, relative to the amount: 1.005 and
  // 0.000000001 (which would round to 0 cents) are refused.
  if (Math.abs(cents - exact) > Math.max(Math.abs(exact), 1) * 1e-12) return null;
  if (cents === 0 && dollars !== 0) return null;
  return cents;
}

export function usdToPkr(usd: number): number {
  return usd * PKR_PER_USD;
}

/**
 * "1,234.50": the amount's shortest decimal form rounded half away from zero to `fractionDigits`, with
 * thousands separators; what `Intl.NumberFormat('en-US')` writes (a test compares them), without building
 * a formatter, whose first construction costs tens of milliseconds on a phone's first screen.
 */
function formatAmount(amount: number, fractionDigits: number): string {
  const text = String(Math.abs(amount));
  // Far outside any amount of money (1e21 and up, or below 1e-6): the plain fixed form.
  if (text.includes('e')) return Math.abs(amount).toFixed(fractionDigits);
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction.charCodeAt(fractionDigits) || 0) >= 53) {
    // The next digit is 5 or more: round up, carrying as far as it goes ("9.995" to "10.00").
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - fractionDigits) || '0';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(digits.length - fractionDigits)}`;
}

function sign(amount: number, fractionDigits: number): string {
  return Number(amount.toFixed(fractionDigits)) < 0 ? '-' : '';
}

/** "$1,234.50": every dollar amount written for people, by the web app and in the server's texts. */
export function formatUsd(amount: number, fractionDigits = 2): string {
  return `${sign(amount, fractionDigits)}$${formatAmount(amount, fractionDigits)}`;
}

/** "Rs 3,500.00" */
export function formatPkr(amount: number, fractionDigits = 2): string {
  return `${sign(amount, fractionDigits)}Rs ${formatAmount(amount, fractionDigits)}`;
}

/** Integer cents as a text: "$1,000.00" (notifications, e-mails, audit and ledger descriptions). */
export function formatCents(cents: number | bigint): string {
  return formatUsd(centsToDollars(cents));
}
