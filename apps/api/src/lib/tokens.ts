import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_NUMBER_ALPHABET, ACCOUNT_NUMBER_LENGTH } from '@earnflow/contracts';

/** 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function newAccountNumber(): string {
  let result = '';
  for (let index = 0; index < ACCOUNT_NUMBER_LENGTH; index += 1) {
    result += ACCOUNT_NUMBER_ALPHABET.charAt(randomInt(0, ACCOUNT_NUMBER_ALPHABET.length));
  }
  return result;
}

/** A readable password for the first admin when none is configured. */
export function newGeneratedPassword(): string {
  return randomBytes(12).toString('base64url');
}
