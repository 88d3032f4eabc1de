import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RiskReason } from '@earnflow/contracts';
import { admins } from './admins';
import { uploads } from './uploads';
import { users } from './users';

export const paymentMethod = pgEnum('payment_method', [
  'EASYPAISA',
  'SADAPAY',
  'NAYAPAY',
  'BINANCE',
  'TRON_TRC20',
]);
export const depositStatus = pgEnum('deposit_status', ['PENDING', 'COMPLETED', 'FAILED']);
export const withdrawalStatus = pgEnum('withdrawal_status', ['PENDING', 'COMPLETED', 'REJECTED']);
export const transferStatus = pgEnum('transfer_status', ['PENDING', 'COMPLETED', 'REJECTED']);

export const deposits = pgTable(
  'deposits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    paymentMethod: paymentMethod().notNull(),
    transactionId: text().notNull(),
    /** The receipt's address as the member sent it (older deposits may have one without an upload row). */
    receipt: text(),
    /** The member's own upload that is the receipt; one upload is the receipt of one deposit only. */
    receiptUploadId: uuid().references(() => uploads.id, { onDelete: 'restrict' }),
    /**
     * The account the member was shown to pay into, as the method's settings had it then: an admin who
     * changes the number later still sees where each deposit was paid (null on deposits made before).
     */
    paidToTitle: text(),
    paidToNumber: text(),
    status: depositStatus().notNull().default('PENDING'),
    decidedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Set when an admin deletes it: hidden from the admin lists, shown to the member as removed. */
    deletedAt: timestamp({ withTimezone: true }),
    deletedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    /** Why it was removed, as the member reads it in their history. */
    deletionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A payment's transaction id can be claimed once per method, even after a deposit is deleted.
    uniqueIndex('deposits_method_transaction_unique').on(
      table.paymentMethod,
      sql`lower(${table.transactionId})`,
    ),
    uniqueIndex('deposits_receipt_upload_unique').on(table.receiptUploadId),
    index('deposits_user_created_idx').on(table.userId, table.createdAt),
    index('deposits_created_idx').on(table.createdAt),
    // The admin deposits list (not deleted, newest first, by (created_at, id)), with or without a status.
    index('deposits_list_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} IS NULL`),
    index('deposits_status_list_idx')
      .on(table.status, table.createdAt, table.id)
      .where(sql`${table.deletedAt} IS NULL`),
    // The dashboard's pending and completed-per-day figures read only these rows.
    index('deposits_pending_idx')
      .on(table.createdAt, table.amountCents)
      .where(sql`${table.status} = 'PENDING' AND ${table.deletedAt} IS NULL`),
    index('deposits_completed_decided_idx')
      .on(table.decidedAt, table.amountCents)
      .where(sql`${table.status} = 'COMPLETED'`),
    check('deposits_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    feeCents: bigint({ mode: 'number' }).notNull(),
    paymentMethod: paymentMethod().notNull(),
    bankName: text().notNull(),
    accountHolderName: text().notNull(),
    accountNumber: text().notNull(),
    status: withdrawalStatus().notNull().default('PENDING'),
    decidedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** Set when an admin deletes it: hidden from the admin lists, shown to the member as removed. */
    deletedAt: timestamp({ withTimezone: true }),
    deletedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    /** Why it was removed, as the member reads it in their history. */
    deletionReason: text(),
    /** The risk score (0–100) and its reasons, worked out when it was requested (decision 0184). */
    riskScore: integer().notNull().default(0),
    riskReasons: jsonb().$type<RiskReason[]>().notNull().default([]),
    /** Scored at or above the review threshold: completed only from the review screen. */
    heldForReview: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_review_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.heldForReview} AND ${table.status} = 'PENDING' AND ${table.deletedAt} IS NULL`),
    index('withdrawals_user_created_idx').on(table.userId, table.createdAt),
    index('withdrawals_created_idx').on(table.createdAt),
    // The admin withdrawals list (not deleted, newest first, by (created_at, id)), with or without a status.
    index('withdrawals_list_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} IS NULL`),
    index('withdrawals_status_list_idx')
      .on(table.status, table.createdAt, table.id)
      .where(sql`${table.deletedAt} IS NULL`),
    index('withdrawals_pending_idx')
      .on(table.createdAt, table.amountCents)
      .where(sql`${table.status} = 'PENDING' AND ${table.deletedAt} IS NULL`),
    index('withdrawals_completed_decided_idx')
      .on(table.decidedAt, table.amountCents)
      .where(sql`${table.status} = 'COMPLETED'`),
    check('withdrawals_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'withdrawals_fee_in_range',
      sql`${table.feeCents} >= 0 AND ${table.feeCents} <= ${table.amountCents}`,
    ),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    senderName: text().notNull(),
    note: text(),
    status: transferStatus().notNull().default('PENDING'),
    decidedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transfers_sender_created_idx').on(table.senderId, table.createdAt),
    index('transfers_recipient_created_idx').on(table.recipientId, table.createdAt),
    // The admin transfers list, newest first by (created_at, id), with or without a status.
    index('transfers_created_idx').on(table.createdAt, table.id),
    index('transfers_status_created_idx').on(table.status, table.createdAt, table.id),
    check('transfers_amount_positive', sql`${table.amountCents} > 0`),
    check('transfers_not_to_self', sql`${table.senderId} <> ${table.recipientId}`),
  ],
);

/** Remembered answers of money-moving requests, so a retried request has one effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** The one row of platform settings. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint().primaryKey().default(1),
    withdrawalMinimumCents: bigint({ mode: 'number' }).notNull().default(500),
    withdrawalFeeBasisPoints: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('platform_settings_single_row', sql`${table.id} = 1`),
    check('platform_settings_fee_range', sql`${table.withdrawalFeeBasisPoints} BETWEEN 0 AND 5000`),
  ],
);

/** Where members pay a deposit to, per method; set by admins. */
export const paymentMethodSettings = pgTable('payment_method_settings', {
  method: paymentMethod().primaryKey(),
  accountTitle: text().notNull().default(''),
  accountNumber: text().notNull().default(''),
  enabled: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
