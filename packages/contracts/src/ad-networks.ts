import { z } from 'zod';
import {
  activeFlagSchema,
  choiceSchema,
  filledTextSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
} from './common';

/** How a network signs its postbacks (decision 0170); the database's enum has the same values. */
export const signatureSchemes = ['HMAC_SHA256', 'MD5', 'SHA1'] as const;
export const signatureSchemeSchema = choiceSchema(signatureSchemes, 'signature scheme');
export type SignatureScheme = z.infer<typeof signatureSchemeSchema>;

/** The default postback: HMAC-SHA256 hex over `tx_id:user_id:reward:status`, values exactly as sent. */
export const defaultPostbackParams = {
  userParam: 'user_id',
  transactionParam: 'tx_id',
  rewardParam: 'reward',
  payoutParam: 'payout',
  statusParam: 'status',
  signatureParam: 'sig',
} as const;
export const defaultSignatureParams = ['tx_id', 'user_id', 'reward', 'status'];

/** The longest value of one postback parameter, and the most parameters one postback may carry. */
export const POSTBACK_VALUE_MAX_LENGTH = 256;
export const POSTBACK_MAX_PARAMS = 32;

const paramName = textSchema({ error: 'Parameter name is required.' }).regex(/^[A-Za-z0-9_.-]{1,64}$/, {
  error: 'A parameter name is 1 to 64 letters, digits, dots, dashes or underscores.',
});
const statusValue = textSchema({ error: 'Status value is required.' }).regex(/^[A-Za-z0-9_.-]{1,32}$/, {
  error: 'A status value is 1 to 32 letters, digits, dots, dashes or underscores.',
});
const ipAddress = textSchema({ error: 'Address is required.' }).refine(
  (value) => z.ipv4().safeParse(value).success || z.ipv6().safeParse(value).success,
  { error: 'Each allowed address is an IPv4 or IPv6 address.' },
);
const decimal = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive({ error: `${label} must be more than 0.` })
    .max(max, { error: `${label} must be at most ${String(max)}.` })
    .refine((value) => Number(value.toFixed(6)) === value, { error: `${label} has at most 6 decimals.` });

const adNetworkFields = {
  name: filledTextSchema('Name', { min: 1, max: 100 }),
  offerwallUrl: textSchema({ error: 'Offerwall URL is required.' })
    .max(1000, { error: 'Offerwall URL must be at most 1000 characters.' })
    .regex(/^https:\/\/[^\s]+$/, { error: 'Offerwall URL is an https:// address.' })
    .nullable()
    .optional(),
  signatureScheme: signatureSchemeSchema.optional(),
  signatureParams: z
    .array(paramName, { error: 'Signed parameters are a list of parameter names.' })
    .min(1, { error: 'Sign at least one parameter.' })
    .max(16, { error: 'Sign at most 16 parameters.' })
    .optional(),
  userParam: paramName.optional(),
  transactionParam: paramName.optional(),
  rewardParam: paramName.optional(),
  payoutParam: paramName.optional(),
  statusParam: paramName.optional(),
  signatureParam: paramName.optional(),
  creditStatus: statusValue.optional(),
  reversalStatus: statusValue.optional(),
  successReply: textSchema({ error: 'Reply is required.' })
    .max(100, { error: 'Reply must be at most 100 characters.' })
    .optional(),
  allowedIps: z
    .array(ipAddress, { error: 'Allowed addresses are a list.' })
    .max(50, { error: 'At most 50 allowed addresses.' })
    .optional(),
  /** US dollars one unit of the network's currency is worth. */
  exchangeRate: decimal('Exchange rate', 1_000_000).optional(),
  /** The member's share of the reward, in percent. */
  memberSharePercent: z
    .number({ error: 'Member share must be a number from 0 to 100.' })
    .min(0, { error: 'Member share must be a number from 0 to 100.' })
    .max(100, { error: 'Member share must be a number from 0 to 100.' })
    .optional(),
  holdDays: z
    .number({ error: 'Hold days must be a whole number from 0 to 365.' })
    .int({ error: 'Hold days must be a whole number from 0 to 365.' })
    .min(0, { error: 'Hold days must be a whole number from 0 to 365.' })
    .max(365, { error: 'Hold days must be a whole number from 0 to 365.' })
    .optional(),
  isActive: activeFlagSchema,
};

const secretSchema = textSchema({ error: 'Secret is required.' })
  .min(8, { error: 'Secret must be at least 8 characters.' })
  .max(256, { error: 'Secret must be at most 256 characters.' });

/** POST /ad-networks (admin): name, slug and secret are enough; every other field has a default. */
export const createAdNetworkBodySchema = z.object({
  ...adNetworkFields,
  slug: textSchema({ error: 'Slug is required.' }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    error: 'Slug is 1 to 40 lowercase letters, digits or dashes.',
  }),
  secret: secretSchema,
});
export type CreateAdNetworkBody = z.input<typeof createAdNetworkBodySchema>;

/** PATCH /ad-networks/{id} (admin): the slug stays (networks call it); a new secret replaces the old. */
export const updateAdNetworkBodySchema = z
  .object({
    ...adNetworkFields,
    name: adNetworkFields.name.optional(),
    secret: secretSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update.' });
export type UpdateAdNetworkBody = z.input<typeof updateAdNetworkBodySchema>;

/** A network as operators read it: never its secret. */
export const adNetworkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  postbackPath: z.string(),
  offerwallUrl: z.string().nullable(),
  signatureScheme: signatureSchemeSchema,
  signatureParams: z.array(z.string()),
  userParam: z.string(),
  transactionParam: z.string(),
  rewardParam: z.string(),
  payoutParam: z.string(),
  statusParam: z.string(),
  signatureParam: z.string(),
  creditStatus: z.string(),
  reversalStatus: z.string(),
  successReply: z.string(),
  allowedIps: z.array(z.string()),
  exchangeRate: z.number(),
  memberSharePercent: z.number(),
  holdDays: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdNetwork = z.infer<typeof adNetworkSchema>;
export const adNetworkListSchema = z.array(adNetworkSchema);
/**
 * How a network is set up when POST /ad-networks names only its name, slug and secret: the common
 * offerwall postback, 1 unit = 1 USD, the whole reward to the member, no hold.
 */
export const adNetworkDefaults: Pick<
  AdNetwork,
  | 'signatureScheme'
  | 'signatureParams'
  | keyof typeof defaultPostbackParams
  | 'creditStatus'
  | 'reversalStatus'
  | 'successReply'
  | 'allowedIps'
  | 'exchangeRate'
  | 'memberSharePercent'
  | 'holdDays'
> = {
  signatureScheme: 'HMAC_SHA256',
  signatureParams: defaultSignatureParams,
  ...defaultPostbackParams,
  creditStatus: '1',
  reversalStatus: '2',
  successReply: 'OK',
  allowedIps: [],
  exchangeRate: 1,
  memberSharePercent: 100,
  holdDays: 0,
};

/** The answer to POST /ad-networks: the network, and its secret this once. */
export const createdAdNetworkSchema = adNetworkSchema.extend({ secret: z.string() });
export type CreatedAdNetwork = z.infer<typeof createdAdNetworkSchema>;

/** What became of a postback; the database's enum has the same values. */
export const postbackOutcomes = [
  'CREDITED',
  'DUPLICATE',
  'REVERSED',
  /** A credit whose reversal came first: nothing is booked. */
  'CANCELLED',
  'BAD_SIGNATURE',
  'UNKNOWN_MEMBER',
  'IGNORED',
  'FORBIDDEN_ADDRESS',
  /** Our side failed (answered 5xx): nothing was booked, the network retries. */
  'FAILED',
] as const;
export const postbackOutcomeSchema = choiceSchema(postbackOutcomes, 'outcome');
export type PostbackOutcome = z.infer<typeof postbackOutcomeSchema>;

/** GET /ad-networks/{id}/postbacks (admin): every postback, newest first. */
export const postbackListQuerySchema = paginationQuerySchema;
export const postbackSchema = z.object({
  id: z.number().int(),
  outcome: postbackOutcomeSchema,
  transactionId: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  address: z.string(),
  receivedAt: z.string(),
});
export type Postback = z.infer<typeof postbackSchema>;
export const postbackPageSchema = pagedResponseSchema(postbackSchema);

/** GET /ad-networks/stats (admin): per network and Karachi day, amounts in US dollars. */
export const adNetworkStatsQuerySchema = z.object({
  /** One network's days only. */
  networkId: z.uuid({ error: 'Network id must be a UUID.' }).optional(),
  days: z.coerce
    .number({ error: 'Days must be a whole number from 1 to 366.' })
    .int({ error: 'Days must be a whole number from 1 to 366.' })
    .min(1, { error: 'Days must be a whole number from 1 to 366.' })
    .max(366, { error: 'Days must be a whole number from 1 to 366.' })
    .default(30),
});
export const adNetworkDayStatsSchema = z.object({
  networkId: z.uuid(),
  networkName: z.string(),
  day: z.string(),
  completions: z.number().int(),
  reversals: z.number().int(),
  networkPaid: z.number(),
  membersGot: z.number(),
  margin: z.number(),
});
export type AdNetworkDayStats = z.infer<typeof adNetworkDayStatsSchema>;
export const adNetworkStatsSchema = z.array(adNetworkDayStatsSchema);

/** GET /offerwalls (member): the connected walls, each with the member's signed link. */
export const offerwallSchema = z.object({ name: z.string(), slug: z.string(), url: z.string() });
export type Offerwall = z.infer<typeof offerwallSchema>;
export const offerwallListSchema = z.array(offerwallSchema);

/** The postback's slug: what the path names, before any network is looked up. */
export const postbackParamsSchema = z.object({
  slug: textSchema({ error: 'Unknown network.' }).max(40, { error: 'Unknown network.' }),
});
