import { z } from 'zod';
import { choiceSchema, pagedResponseSchema, paginationQuerySchema, textSchema } from './common';
import { dollarAmountSchema, userSummarySchema } from './payments';

/**
 * Aviator: a crash game the server decides and a member can check afterwards (design §4,
 * docs/decisions/0060). Multipliers are carried as numbers with two decimals (2.35); inside, the
 * server counts them in hundredths (235).
 */

/** The lowest and highest crash point, in hundredths: the spec's 1.00–11.00. */
export const AVIATOR_MIN_CRASH_HUNDREDTHS = 100;
export const AVIATOR_MAX_CRASH_HUNDREDTHS = 1100;
/** The multiplier starts at 1.00 and rises 0.05 every 100 ms of server time. */
export const AVIATOR_TICK_MS = 100;
export const AVIATOR_STEP_HUNDREDTHS = 5;
/** The spec's minimum bet. */
export const AVIATOR_MIN_BET = 1;

/** The multiplier, in hundredths, after `elapsedMs` of a round: 1.00 + 0.05 per full 100 ms. */
export function aviatorMultiplierAt(elapsedMs: number): number {
  const ticks = Math.max(0, Math.floor(elapsedMs / AVIATOR_TICK_MS));
  return AVIATOR_MIN_CRASH_HUNDREDTHS + AVIATOR_STEP_HUNDREDTHS * ticks;
}

/** The first moment (ms after the start) at which the multiplier reaches the crash point: the crash. */
export function aviatorCrashAfterMs(crashHundredths: number): number {
  const ticks = Math.ceil((crashHundredths - AVIATOR_MIN_CRASH_HUNDREDTHS) / AVIATOR_STEP_HUNDREDTHS);
  return Math.max(0, ticks) * AVIATOR_TICK_MS;
}

const TWO_POW_52 = 2n ** 52n;

/**
 * The crash point, in hundredths, of an HMAC-SHA256 digest (hex): Bustabit's formula in exact integers.
 * r = the first 13 hex digits (52 bits), X = r / 2^52, crash = max(1, floor(99 / (1 − X)) / 100), so that
 * P(crash ≥ x) = 0.99 / x (the house's 1%), then capped at 11.00.
 */
export function aviatorCrashPointFromDigest(digestHex: string): number {
  if (!/^[0-9a-f]{13}/.test(digestHex)) throw new Error('an HMAC-SHA256 digest in lowercase hex');
  const r = BigInt(`0x${digestHex.slice(0, 13)}`);
  const hundredths = Number((99n * TWO_POW_52) / (TWO_POW_52 - r));
  return Math.min(AVIATOR_MAX_CRASH_HUNDREDTHS, Math.max(AVIATOR_MIN_CRASH_HUNDREDTHS, hundredths));
}

/** What the HMAC signs: the member's client seed and the round's nonce. The key is the server seed. */
export function aviatorHmacMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface SubtleCryptoLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: boolean,
    usages: 'sign'[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

function subtle(): SubtleCryptoLike {
  const crypto = (globalThis as { crypto?: { subtle?: SubtleCryptoLike } }).crypto;
  if (crypto?.subtle === undefined) throw new Error('Web Crypto is not available here.');
  return crypto.subtle;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** SHA-256 of the server seed (its text, UTF-8), in hex: the commitment shown before a bet. */
export async function aviatorSeedHash(serverSeed: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', utf8(serverSeed)));
}

/** The crash point (hundredths) with Web Crypto, as the browser's verifier computes it. */
export async function aviatorCrashPoint(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number> {
  const crypto = subtle();
  const key = await crypto.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = await crypto.sign('HMAC', key, utf8(aviatorHmacMessage(clientSeed, nonce)));
  return aviatorCrashPointFromDigest(toHex(digest));
}

/** Hundredths to the number on the wire (235 → 2.35). */
export function hundredthsToMultiplier(hundredths: number): number {
  return hundredths / 100;
}

/** "2.35×" */
export function formatMultiplier(multiplier: number): string {
  return `${multiplier.toFixed(2)}×`;
}

export const aviatorRoundStatusSchema = choiceSchema(['OPEN', 'CASHED_OUT', 'CRASHED'], 'status');
export type AviatorRoundStatus = z.infer<typeof aviatorRoundStatusSchema>;

export const aviatorClientSeedSchema = textSchema({ error: 'Client seed is required.' })
  .trim()
  .min(1, { error: 'Client seed is required.' })
  .max(64, { error: 'Client seed must be at most 64 characters.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'Client seed can use letters, digits and symbols, without spaces.' });

/**
 * POST /aviator/bet (member, Idempotency-Key), the spec's payload, called twice a round. Opening:
 * didCashout false without roundId debits the bet and opens a round → 201; shortly after a crash whose end
 * was not reported it is that report instead → 200. Closing: didCashout true cashes out the member's round
 * in play (or the one roundId names) at the server's multiplier → 200, or 409 when the plane crashed first;
 * didCashout false with roundId reports the crash → 200 once the round has crashed (409 before). winAmount
 * is read by nobody: the server computes every win.
 */
export const aviatorBetBodySchema = z.object({
  betAmount: dollarAmountSchema('Bet', 1_000_000).refine((value) => value >= AVIATOR_MIN_BET, {
    error: `The minimum bet is $${AVIATOR_MIN_BET}.`,
  }),
  didCashout: z.boolean({ error: 'didCashout must be true or false.' }),
  winAmount: z
    .number({ error: 'Win amount must be a number.' })
    .refine((value) => Number.isFinite(value) && value >= 0, { error: 'Win amount must be a number.' })
    .default(0),
  roundId: z.uuid({ error: 'Round id is not valid.' }).optional(),
});
export type AviatorBetBody = z.input<typeof aviatorBetBodySchema>;

/**
 * A round as its member sees it. While it is OPEN the crash point and the server seed are absent (they
 * are not sent at all); they appear once the round has ended.
 */
export const aviatorRoundSchema = z.object({
  id: z.uuid(),
  betAmount: z.number(),
  status: aviatorRoundStatusSchema,
  startedAt: z.string(),
  /** Server time since the start when this answer was made. */
  elapsedMs: z.number().int(),
  /** The multiplier now (OPEN), or where it stopped: the cash-out or the crash. */
  multiplier: z.number(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  maxWin: z.number(),
  crashPoint: z.number().optional(),
  serverSeed: z.string().optional(),
  cashoutMultiplier: z.number().nullable(),
  winAmount: z.number(),
  settledAt: z.string().nullable(),
});
export type AviatorRound = z.infer<typeof aviatorRoundSchema>;

export const aviatorBetResponseSchema = z.object({
  round: aviatorRoundSchema,
  /** The member's balance after this call. */
  balance: z.number(),
});
export type AviatorBetResponse = z.infer<typeof aviatorBetResponseSchema>;

/** GET /aviator/rounds?limit=&cursor= (member): their rounds, newest first. */
export const aviatorRoundListSchema = z.array(aviatorRoundSchema);

/**
 * GET /aviator/fairness (member): what the next round will use. The server seed is committed by its
 * hash; the seed itself is revealed with the round. Also the limits the server applies.
 */
export const aviatorFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  maxBet: z.number(),
  maxWin: z.number(),
});
export type AviatorFairness = z.infer<typeof aviatorFairnessSchema>;

/** PUT /aviator/fairness/client-seed (member) → AviatorFairness. */
export const aviatorClientSeedBodySchema = z.object({ clientSeed: aviatorClientSeedSchema });
export type AviatorClientSeedBody = z.input<typeof aviatorClientSeedBodySchema>;

/** GET /admin/aviator/rounds (admin): every member's rounds, newest first. */
export const adminAviatorRoundListQuerySchema = paginationQuerySchema.extend({
  status: aviatorRoundStatusSchema.optional(),
});
export type AdminAviatorRoundListQuery = z.input<typeof adminAviatorRoundListQuerySchema>;

export const adminAviatorRoundSchema = z.object({
  id: z.uuid(),
  user: userSummarySchema,
  betAmount: z.number(),
  status: aviatorRoundStatusSchema,
  /** Null while the round is in play: nobody reads a crash point before the crash. */
  crashPoint: z.number().nullable(),
  cashoutMultiplier: z.number().nullable(),
  winAmount: z.number(),
  /** Bet minus win once settled: what the house kept (negative when it paid out more). */
  houseResult: z.number().nullable(),
  nonce: z.number().int(),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminAviatorRound = z.infer<typeof adminAviatorRoundSchema>;
export const adminAviatorRoundPageSchema = pagedResponseSchema(adminAviatorRoundSchema);
export type AdminAviatorRoundPage = z.infer<typeof adminAviatorRoundPageSchema>;

export const aviatorHouseDaySchema = z.object({
  /** Asia/Karachi calendar day, YYYY-MM-DD. */
  day: z.string(),
  rounds: z.number().int(),
  bets: z.number(),
  payouts: z.number(),
  result: z.number(),
});
export type AviatorHouseDay = z.infer<typeof aviatorHouseDaySchema>;

/** GET /admin/aviator/summary?days= (admin): the house's result per day and in total. */
export const aviatorSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a whole number from 1 to 366.' })
    .int({ error: 'Days must be a whole number from 1 to 366.' })
    .min(1, { error: 'Days must be a whole number from 1 to 366.' })
    .max(366, { error: 'Days must be a whole number from 1 to 366.' })
    .default(14),
});
export type AviatorSummaryQuery = z.input<typeof aviatorSummaryQuerySchema>;

export const aviatorSummarySchema = z.object({
  total: aviatorHouseDaySchema.omit({ day: true }),
  openRounds: z.number().int(),
  days: z.array(aviatorHouseDaySchema),
});
export type AviatorSummary = z.infer<typeof aviatorSummarySchema>;

/** GET and PATCH /admin/aviator/settings (admin): the house's exposure per round. */
export const aviatorSettingsSchema = z.object({ maxBet: z.number(), maxWin: z.number() });
export type AviatorSettings = z.infer<typeof aviatorSettingsSchema>;

export const updateAviatorSettingsBodySchema = z
  .object({
    maxBet: dollarAmountSchema('Maximum bet', 100_000)
      .refine((value) => value >= AVIATOR_MIN_BET, {
        error: `Maximum bet must be at least $${AVIATOR_MIN_BET}.`,
      })
      .optional(),
    maxWin: dollarAmountSchema('Maximum win', 1_000_000).optional(),
  })
  .refine((body) => body.maxBet !== undefined || body.maxWin !== undefined, { error: 'Nothing to update.' })
  // A win capped below the bet would make a cash-out lose money (the server also checks a change of one).
  .refine((body) => body.maxBet === undefined || body.maxWin === undefined || body.maxWin >= body.maxBet, {
    error: 'The maximum win must be at least the maximum bet.',
    path: ['maxWin'],
  });
export type UpdateAviatorSettingsBody = z.input<typeof updateAviatorSettingsBodySchema>;
