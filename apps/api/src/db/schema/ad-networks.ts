import { sql } from 'drizzle-orm';
import { postbackOutcomes, signatureSchemes } from '@earnflow/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { earnings } from './earnings';
import { users } from './users';

export const signatureScheme = pgEnum('signature_scheme', signatureSchemes);

/**
 * An offerwall or rewarded-ad network an operator connected (decision 0170). Its postback secret is kept
 * encrypted (AES-256-GCM, key in server_secrets) and never answered to anyone after creation.
 */
export const adNetworks = pgTable(
  'ad_networks',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull(),
    /** The member's link, with {userId} and {signature} filled in by the server. */
    offerwallUrl: text(),
    /** iv.tag.ciphertext, base64url. */
    secretCiphertext: text().notNull(),
    signatureScheme: signatureScheme().notNull(),
    /** The parameters signed, in order (their values exactly as sent). */
    signatureParams: text().array().notNull(),
    userParam: text().notNull(),
    transactionParam: text().notNull(),
    rewardParam: text().notNull(),
    payoutParam: text().notNull(),
    statusParam: text().notNull(),
    signatureParam: text().notNull(),
    creditStatus: text().notNull(),
    reversalStatus: text().notNull(),
    successReply: text().notNull(),
    allowedIps: text().array().notNull(),
    /** Millionths of a US dollar per unit of the network's currency. */
    usdMicrosPerUnit: bigint({ mode: 'number' }).notNull(),
    memberShareBasisPoints: integer().notNull(),
    holdDays: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Deleted by an operator: no longer listed or answered; its slug stays taken and its history stays. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ad_networks_slug_unique').on(table.slug),
    check('ad_networks_share_range', sql`${table.memberShareBasisPoints} BETWEEN 0 AND 10000`),
    check('ad_networks_hold_range', sql`${table.holdDays} BETWEEN 0 AND 365`),
    check('ad_networks_rate_positive', sql`${table.usdMicrosPerUnit} > 0`),
  ],
);

export const offerConversionStatus = pgEnum('offer_conversion_status', [
  /** Credited, waiting for its hold to end: the money sits in OFFERS_HELD. */
  'HELD',
  /** Moved to the member's wallet. */
  'RELEASED',
  /** Credited, then taken back by a reversal. */
  'REVERSED',
  /** A reversal came first: nothing was credited, and the credit is refused when it comes. */
  'REVERSED_FIRST',
]);

/**
 * One network transaction, credited at most once: (network, transaction id) is unique, so concurrent and
 * repeated postbacks find the row of the first.
 */
export const offerConversions = pgTable(
  'offer_conversions',
  {
    id: uuid().primaryKey().defaultRandom(),
    networkId: uuid()
      .notNull()
      .references(() => adNetworks.id, { onDelete: 'restrict' }),
    transactionId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: offerConversionStatus().notNull(),
    /** What the member is credited, in cents (0 for a reversal that came first). */
    rewardCents: bigint({ mode: 'number' }).notNull(),
    /** What the network pays the site, in cents. */
    payoutCents: bigint({ mode: 'number' }).notNull(),
    earningId: uuid().references(() => earnings.id, { onDelete: 'restrict' }),
    releaseAt: timestamp({ withTimezone: true }),
    creditedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('offer_conversions_network_transaction_unique').on(table.networkId, table.transactionId),
    index('offer_conversions_release_idx')
      .on(table.releaseAt)
      .where(sql`${table.status} = 'HELD'`),
    // The operators' figures per day read conversions by when they were credited and reversed.
    index('offer_conversions_credited_idx').on(table.creditedAt),
    index('offer_conversions_reversed_idx')
      .on(table.reversedAt)
      .where(sql`${table.reversedAt} IS NOT NULL`),
    check('offer_conversions_amounts', sql`${table.rewardCents} >= 0 AND ${table.payoutCents} >= 0`),
  ],
);

export const postbackOutcome = pgEnum('postback_outcome', postbackOutcomes);

/** Every postback a network sent, with its outcome and its parameters without the signature. */
export const adPostbacks = pgTable(
  'ad_postbacks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    networkId: uuid()
      .notNull()
      .references(() => adNetworks.id, { onDelete: 'restrict' }),
    outcome: postbackOutcome().notNull(),
    transactionId: text(),
    params: jsonb().$type<Record<string, string>>().notNull(),
    address: text().notNull(),
    businessDay: date({ mode: 'string' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('ad_postbacks_network_received_idx').on(table.networkId, table.receivedAt, table.id)],
);
