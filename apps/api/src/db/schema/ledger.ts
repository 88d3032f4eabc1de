import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

export const accountKind = pgEnum('account_kind', [
  'WALLET',
  'DEPOSITS_CLEARING',
  'WITHDRAWALS_PENDING',
  'WITHDRAWALS_PAID',
  'TRANSFERS_PENDING',
  'REWARDS_EXPENSE',
  'REFERRAL_EXPENSE',
  'AVIATOR_HOUSE',
  'ADMIN_ADJUSTMENTS',
  'WITHDRAWAL_FEES',
]);

/** Ledger accounts: one wallet per member and one of each system kind. Balances are integer cents. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: accountKind().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_user_unique').on(table.userId),
    uniqueIndex('accounts_system_kind_unique')
      .on(table.kind)
      .where(sql`${table.kind} <> 'WALLET'`),
    check('accounts_wallet_has_owner', sql`(${table.kind} = 'WALLET') = (${table.userId} IS NOT NULL)`),
    check('accounts_wallet_not_negative', sql`${table.kind} <> 'WALLET' OR ${table.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    referenceType: text(),
    referenceId: text(),
    description: text().notNull(),
    adminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId),
    index('ledger_transactions_created_at_idx').on(table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
