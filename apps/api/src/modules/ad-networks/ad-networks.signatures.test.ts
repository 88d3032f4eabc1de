import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decimalMicros, postbackSignature, signatureMatches, toUsdCents } from './ad-networks.signatures';

describe('postback signatures and amounts', () => {
  const values = ['tx-1', 'AB12CD34EF', '1.50', '1'];

  it('signs the documented way for each scheme', () => {
    expect(postbackSignature('HMAC_SHA256', 'key', values)).toBe(
      createHmac('sha256', 'key').update('tx-1:AB12CD34EF:1.50:1').digest('hex'),
    );
    expect(postbackSignature('MD5', 'key', values)).toBe(
      createHash('md5').update('tx-1AB12CD34EF1.501key').digest('hex'),
    );
    expect(postbackSignature('SHA1', 'key', values)).toBe(
      createHash('sha1').update('tx-1AB12CD34EF1.501key').digest('hex'),
    );
  });

  it('matches a signature in either case of hex, and nothing shorter, longer or missing', () => {
    const expected = postbackSignature('HMAC_SHA256', 'key', values);
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
    expect(signatureMatches(expected, expected.slice(0, -1))).toBe(false);
    expect(signatureMatches(expected, `${expected}0`)).toBe(false);
    expect(signatureMatches(expected, undefined)).toBe(false);
    expect(signatureMatches(expected, '')).toBe(false);
  });

  it('reads amounts as decimal text, rounding fractions of a cent down', () => {
    expect(decimalMicros('1.25')).toBe(1_250_000n);
    expect(decimalMicros('0.0000019')).toBe(1n);
    expect(decimalMicros('7')).toBe(7_000_000n);
    for (const bad of ['', '-1', '1e3', '0x10', ' 1', '1.', '.5', '1,5', '1234567890123'])
      expect(decimalMicros(bad), bad).toBeUndefined();
    expect(toUsdCents(decimalMicros('1.259') ?? 0n, 1_000_000)).toBe(125);
    // 2,500 coins at $0.001 each.
    expect(toUsdCents(decimalMicros('2500') ?? 0n, 1_000)).toBe(250);
    expect(toUsdCents(decimalMicros('0.004') ?? 0n, 1_000_000)).toBe(0);
  });
});
