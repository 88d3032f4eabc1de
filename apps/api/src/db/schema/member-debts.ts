import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a member owes after money was taken back that their wallet no longer held (an offer reversal after
 * the reward was spent; decision 0172). The ledger's MEMBER_DEBTS account holds the negative of the
 * outstanding sum; the member's next earnings settle it, oldest first, before the wallet keeps anything.
 */
export const memberDebts = pgTable(
  'member_debts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The business row whose money was taken back, e.g. ('offer_conversion', id): one debt each. */
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    outstandingCents: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('member_debts_reference_unique').on(table.referenceType, table.referenceId),
    index('member_debts_open_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.outstandingCents} > 0`),
    check(
      'member_debts_amounts',
      sql`${table.amountCents} > 0 AND ${table.outstandingCents} >= 0 AND ${table.outstandingCents} <= ${table.amountCents}`,
    ),
  ],
);
