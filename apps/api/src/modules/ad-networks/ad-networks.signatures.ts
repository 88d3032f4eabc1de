import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureScheme } from '@earnflow/contracts';

/**
 * A postback's expected signature, lowercase hex: HMAC-SHA256 keyed with the secret over the values joined
 * by ':', or MD5 / SHA-1 of the values concatenated with the secret (the common offerwall schemes).
 */
export function postbackSignature(
  scheme: SignatureScheme,
  secret: string,
  values: readonly string[],
): string {
  switch (scheme) {
    case 'HMAC_SHA256':
      return createHmac('sha256', secret).update(values.join(':')).digest('hex');
    case 'MD5':
      return createHash('md5')
        .update(values.join('') + secret)
        .digest('hex');
    case 'SHA1':
      return createHash('sha1')
        .update(values.join('') + secret)
        .digest('hex');
  }
}

/** Compares a signature given by a caller with the expected one in constant time (case of hex ignored). */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  // Compared against itself when the lengths differ, so the time does not tell the length either.
  return timingSafeEqual(a, a.length === b.length ? b : a) && a.length === b.length;
}

/** The member's signed offerwall link parameter: HMAC-SHA256 hex of their public id with the secret. */
export function offerwallSignature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId).digest('hex');
}

const MICROS = 1_000_000n;

/**
 * A decimal amount as sent ("1.25") in millionths, digits past the sixth cut off (fractions round down);
 * undefined when it is not a plain non-negative decimal of at most 12 whole digits.
 */
export function decimalMicros(value: string | undefined): bigint | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,18}))?$/.exec(value);
  if (match === null) return undefined;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').slice(0, 6).padEnd(6, '0'));
  return whole * MICROS + fraction;
}

/** Network currency (millionths) to US cents at `usdMicrosPerUnit`, rounded down. */
export function toUsdCents(amountMicros: bigint, usdMicrosPerUnit: number): number {
  return Number((amountMicros * BigInt(usdMicrosPerUnit)) / (MICROS * 10_000n));
}
