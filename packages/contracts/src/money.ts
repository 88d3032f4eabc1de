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

const numberFormats = new Map<number, Intl.NumberFormat>();

function formatAmount(amount: number, fractionDigits: number): string {
  let format = numberFormats.get(fractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(Math.abs(amount));
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
