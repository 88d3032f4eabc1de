import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '@/locales/en/errors';
import { i18n, ltr } from './i18n';
import { showLanguage } from './language';
import { translateText } from './server-text';

/** Texts as the contracts and the server write them, with real values where they are built. */
const samples = [
  'Please sign in to continue.',
  'Your session has ended. Please sign in again.',
  'Too many attempts. Try again in 1 minute.',
  'Too many attempts. Try again in 15 minutes.',
  'Too many attempts. Try again in 3 hours.',
  'Something went wrong on our side.',
  'Name is required.',
  'Name must be at most 80 characters.',
  'Enter a valid e-mail address.',
  'Password must be at least 8 characters.',
  'Invalid e-mail or password.',
  'For your safety, signing in from here needs a code. If the password is right, we have e-mailed you a 6-digit code: enter it below.',
  'The code is invalid or has expired.',
  'Enter the 6-digit code or a recovery code.',
  'Choose a language: en or ur.',
  'Amount must be at most $1,000,000.00.',
  'Amount can have at most 2 decimals.',
  'Choose a payment method: EASYPAISA, SADAPAY, NAYAPAY, BINANCE or TRON_TRC20.',
  'Insufficient balance.',
  'Transaction ID must be at least 4 characters.',
  'This transaction ID has already been submitted for Easypaisa.',
  'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.',
  'Bank name is required.',
  'Account holder name must be at least 2 characters.',
  'Account number must be at most 80 characters.',
  'The minimum withdrawal is $10.00.',
  'An offer reward was reversed after it was spent: $1.25 is owed and is taken from your next rewards. Withdrawals open again once it is settled.',
  'Recipient account not found',
  'Another request of yours was being handled. Try again.',
  'You cannot transfer to your own account.',
  'Sender name must be at most 80 characters.',
  'The end date must be on or after the start date.',
  'You have watched all 20 ads for today. Come back tomorrow.',
  'Watch the video to the end: 12 more seconds.',
  'Watch the ad to the end: 1 more second.',
  'This video was already credited.',
  'Your level has expired. Upgrade your level to keep earning.',
  'You have no spins left today. Come back tomorrow.',
  'This screenshot was already submitted. Upload a new one.',
  'This code has been used up.',
  'The minimum bet is $1.',
  'The maximum bet is $500.00.',
  'Bet must be at most $1,000,000.00.',
  'Too late: the plane crashed at 2.35×.',
  'A message is at most 2,000 characters.',
  'Both fields are required.',
  'The file is too large (max 10 MB).',
  'This file was uploaded more than a day ago. Upload the receipt again.',
  'Upload the picture first: only a file you uploaded here can be attached.',
];

/** Latin letters an Urdu text keeps: file types and units. */
const keptLatin = /\b(?:PDF|PNG|JPEG|SVG|MB)\b/g;
/** A value the pattern carried over, kept left-to-right (ltr). */
const isolatedValue = /\u2066[^\u2069]*\u2069/g;

/**
 * Admin-only messages of the contracts: forms and calls of the admin console, which stays in English. A text
 * a member can also meet (a shared field, "Nothing to update.") is not here but in the errors catalogue.
 */
const adminOnly = new Set([
  // common.ts: paging of admin lists, the on/off switch of admin-made items.
  'Page must be a whole number from 1.',
  'Page size must be a whole number from 1 to 100.',
  'Active must be true or false.',
  // ad-networks.ts
  'Parameter name is required.',
  'A parameter name is 1 to 64 letters, digits, dots, dashes or underscores.',
  'Status value is required.',
  'A status value is 1 to 32 letters, digits, dots, dashes or underscores.',
  'Address is required.',
  'Each allowed address is an IPv4 or IPv6 address.',
  'Offerwall URL is required.',
  'Offerwall URL must be at most 1000 characters.',
  'Offerwall URL is an https:// address.',
  'Signed parameters are a list of parameter names.',
  'Sign at least one parameter.',
  'Sign at most 16 parameters.',
  'Reply is required.',
  'Reply must be at most 100 characters.',
  'Allowed addresses are a list.',
  'At most 50 allowed addresses.',
  'Member share must be a number from 0 to 100.',
  'Hold days must be a whole number from 0 to 365.',
  'Secret is required.',
  'Secret must be at least 8 characters.',
  'Secret must be at most 256 characters.',
  'Slug is required.',
  'Slug is 1 to 40 lowercase letters, digits or dashes.',
  'Network id must be a UUID.',
  'Days must be a whole number from 1 to 366.',
  'Unknown network.',
  // admins.ts: the console's security policy.
  'Choose whether two-factor sign-in is required.',
  // aviator.ts: the house's settings.
  'The maximum win must be at least the maximum bet.',
  // email.ts: e-mail to all members.
  'The subject is at most 200 characters.',
  'The body is at most 100,000 characters.',
  // fraud.ts, members.ts, payments.ts, tasks.ts: decisions on members, payments and proofs.
  'Reason must be text.',
  'Reason must be at most 500 characters.',
  'Reason must be at most 300 characters.',
  'Search must be text.',
  'Sort by newest, oldest or name.',
  'linked is true or false.',
  'Choose deposits, withdrawals, transfers, earnings, ledger or referrals.',
  'Give a reason.',
  'Give a reason of at least 3 characters.',
  'The reason must be at most 500 characters.',
  'Choose ACTIVE or SUSPENDED.',
  'Amount must not be zero.',
  'Status must be APPROVED or REJECTED.',
  'Give the member a reason for the rejection.',
  'Status must be COMPLETED or REJECTED.',
  // levels.ts, offers.ts, rewards.ts, tasks.ts, redeem.ts, spin.ts: what admins create.
  'Title is required.',
  'Title must be at most 80 characters.',
  'Title must be at most 120 characters.',
  'Description is required.',
  'Description must be at most 2,000 characters.',
  'Link must be at most 2,048 characters.',
  'Link must be an https address or a path in the app such as /deposit.',
  'Image address is too long.',
  'Upload the image first, or give its https address.',
  'The end must be after the start.',
  'Upload the media or give its https address.',
  'The media address is too long.',
  'The media must be an uploaded file or an https address.',
  'Give a YouTube video address (youtube.com/watch?v=… or youtu.be/…).',
  'A bonus video is a VIDEO file or a YOUTUBE address.',
  'Uses must be a whole number from 1 to 1,000,000.',
  'Prize must be a number.',
  'Prize cannot be negative.',
  'Prize can have at most 2 decimals.',
  'Colour is required.',
  'Colour must be a hex colour such as #16a34a.',
  'Label is required.',
  'Label must be at most 40 characters.',
  'Weight must be a whole number from 1 to 1,000,000.',
  'Spins per day must be a whole number from 0 to 100.',
  'Referral commission must be a number.',
  'Referral commission cannot be negative.',
  'Referral commission must be at most 50%.',
  'Referral commission can have at most 2 decimals.',
  // notifications.ts: notices to all members.
  'The title is at most 150 characters.',
  'The message is at most 2,000 characters.',
  // settings.ts: platform settings.
  'Account title must be at most 80 characters.',
  'Withdrawal minimum is in whole dollars.',
  'Withdrawal fee must be a number.',
  'Withdrawal fee cannot be negative.',
  'Withdrawal fee must be at most 50%.',
  'Withdrawal fee can have at most 2 decimals.',
  'There can be at most 5 payment methods.',
  'Each payment method may appear once.',
  // wallet.ts: the ledger, reconciliation and audit log.
  'Choose a kind of transaction, such as DEPOSIT, REWARD or TRANSFER_SENT.',
  'fresh is true or false.',
  'Choose an admin from the list.',
  'Action must be text.',
  'Action must be at most 100 characters.',
]);

const contracts = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

/** Every literal `error: '…'` of the contracts' schemas (tests left out), once each. */
function contractMessages(): string[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(contracts)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(contracts, file), 'utf8');
    for (const match of source.matchAll(/\berror:\s*'((?:[^'\\]|\\.)*)'/g))
      found.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
  }
  return [...found];
}

describe('the errors catalogue', () => {
  beforeAll(async () => {
    await showLanguage('ur');
  });
  afterAll(async () => {
    // Modules are shared between test files (isolate: false): the next file starts in English.
    await showLanguage('en');
  });

  it.each(samples)('translates %s', (sample) => {
    const urdu = translateText(sample);
    expect(urdu).not.toBe(sample);
    expect(urdu).toMatch(/[\u0600-\u06FF]/);
    expect(urdu.replace(isolatedValue, '').replace(keptLatin, '')).not.toMatch(/[A-Za-z]/);
  });

  it('carries the values over, left-to-right, into the Urdu sentence', () => {
    expect(translateText('The minimum withdrawal is $10.00.')).toBe(
      `کم از کم ${ltr('$10.00')} نکالے جا سکتے ہیں۔`,
    );
    expect(translateText('Choose a language: en or ur.')).toBe(
      `زبان منتخب کریں: ${ltr('en')} یا ${ltr('ur')}۔`,
    );
  });

  it('keeps a text no pattern matches as it is', () => {
    expect(translateText('Something nobody wrote.')).toBe('Something nobody wrote.');
  });

  it('reaches every pattern: none is hidden by one before it, none is only placeholders', () => {
    for (const [key, english] of Object.entries(errors)) {
      expect(english.replace(/\{\w+\}/g, '').trim(), key).not.toBe('');
      const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const text = english.replace(/\{\w+\}/g, '7');
      const values = Object.fromEntries(names.map((name) => [name, ltr('7')]));
      expect(translateText(text), key).toBe(i18n._({ id: `errors.${key}`, values }));
    }
  });

  it('matches every message of the contracts a member can meet', () => {
    const messages = contractMessages();
    expect(messages.length).toBeGreaterThan(100);
    const untranslated = messages.filter((text) => !adminOnly.has(text) && translateText(text) === text);
    expect(untranslated).toEqual([]);
    // The admin-only list names texts the contracts still have.
    expect([...adminOnly].filter((text) => !messages.includes(text))).toEqual([]);
  });
});
