import { textSchema } from './common';

/**
 * Characters that look like a hyphen to a person: hyphens, dashes and minus signs from every block a
 * keyboard or a copied receipt may bring. The migration that folded stored transaction ids lists the same.
 */
export const DASH_LIKE_CHARACTERS =
  '\u002D\u058A\u05BE\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D';

/** Characters no one sees: zero-width spaces and joiners, direction marks, soft hyphens, byte-order marks. */
export const INVISIBLE_CHARACTERS =
  '\u00AD\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\uFEFF';

/** A character class of these characters (each one UTF-16 unit), escaped so none can form a range. */
const anyOf = (characters: string) => {
  let escaped = '';
  for (let index = 0; index < characters.length; index += 1) {
    escaped += `\\u{${characters.charCodeAt(index).toString(16)}}`;
  }
  return new RegExp(`[${escaped}]`, 'gu');
};
const dashLike = anyOf(DASH_LIKE_CHARACTERS);
const invisible = anyOf(INVISIBLE_CHARACTERS);
const spaces = /[\s\p{Zs}]+/gu;
// Arabic-Indic and Extended Arabic-Indic (Urdu) digits, which NFKC leaves as they are.
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/gu;
const asciiDigit = (digit: string) => String((digit.codePointAt(0) ?? 0) & 0xf);

/**
 * An identifier as a person means it (decision 0137): NFKC-normalised (full-width letters and digits become
 * plain ones), invisible characters removed, every dash-like character a hyphen, no spaces, Urdu and Arabic
 * digits as 0–9. Two ids that read
 * the same fold to the same text; comparison may still ignore case where the field does.
 */
export function foldIdentifier(value: string): string {
  return value
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(dashLike, '-')
    .replace(spaces, '')
    .replace(arabicDigits, asciiDigit);
}

/**
 * A request field holding an identifier: folded, then held to `min`–`max` characters of `allowed`, whose
 * refusal says `allowedMessage`.
 */
export function identifierSchema(
  label: string,
  {
    min,
    max,
    allowed,
    allowedMessage,
    upperCase = false,
  }: { min: number; max: number; allowed: RegExp; allowedMessage: string; upperCase?: boolean },
) {
  return textSchema({ error: `${label} is required.` })
    .overwrite((value) => {
      const folded = foldIdentifier(value);
      return upperCase ? folded.toUpperCase() : folded;
    })
    .min(min, {
      error: (issue) =>
        issue.input === '' ? `${label} is required.` : `${label} must be at least ${String(min)} characters.`,
    })
    .max(max, { error: `${label} must be at most ${String(max)} characters.` })
    .regex(allowed, { error: allowedMessage });
}

/** A 6-digit one-time code, also as typed with full-width or Urdu digits. */
export const otpSchema = textSchema({ error: 'Code is required.' })
  .overwrite(foldIdentifier)
  .regex(/^\d{6}$/, {
    error: (issue) => (issue.input === '' ? 'Code is required.' : 'The code is 6 digits.'),
  });

/** A payment's transaction id, unique per payment method whatever the case. */
export const transactionIdSchema = identifierSchema('Transaction ID', {
  min: 4,
  max: 100,
  allowed: /^[A-Za-z0-9._:#/-]+$/,
  allowedMessage: 'Transaction ID can only have letters, digits and . _ : # / -',
});

/** The account a withdrawal is paid to: a phone number, IBAN, wallet address or exchange id. */
export const payoutAccountNumberSchema = identifierSchema('Account number', {
  min: 2,
  max: 80,
  allowed: /^[A-Za-z0-9.@_+-]+$/,
  allowedMessage: 'Account number can only have letters, digits and . @ _ + -',
});
