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
  const cents = Math.round(dollars * 100);
  // Reject values such as 1.005 whose nearest cent differs from what was sent.
  if (Math.abs(cents - dollars * 100) > 1e-6) return null;
  return cents;
}
