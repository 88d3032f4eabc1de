import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
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
  'LEVEL_SALES',
  /** Offer rewards credited by a network and still in their hold period. */
  'OFFERS_HELD',
  /** What members owe after a reversal took back more than their wallet held (a negative sum). */
  'MEMBER_DEBTS',
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

/**
 * A system account's balance is its own `balance` plus the sum of its parts. Postings add to one part
 * (chosen by the database connection) instead of updating the one system row, so members' postings do
 * not queue on a shared row; wallets keep their balance in `accounts.balance` alone.
 */
export const accountBalanceParts = pgTable(
  'account_balance_parts',
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    part: smallint().notNull(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.part] })],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    referenceType: text().notNull(),
    referenceId: text().notNull(),
    description: text().notNull(),
    adminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One posting per business event and kind, enforced by the database itself. Admin adjustments may
    // repeat for one reference (several corrections of one member), so they are left out.
    uniqueIndex('ledger_transactions_reference_unique')
      .on(table.referenceType, table.referenceId, table.kind)
      .where(sql`${table.kind} <> 'ADJUSTMENT'`),
    index('ledger_transactions_created_at_idx').on(table.createdAt),
    // The admin ledger's kind filter and its search by reference.
    index('ledger_transactions_kind_idx').on(table.kind),
    index('ledger_transactions_reference_id_idx').on(table.referenceId),
    // The target of the entries' (transaction_id, kind) key: an entry carries its posting's kind.
    unique('ledger_transactions_id_kind_unique').on(table.id, table.kind),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: uuid().notNull(),
    /** The posting's kind, copied so the admin ledger pages by kind on one index (decision 0108). */
    kind: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A wallet's movements, newest first by (created_at, id).
    index('ledger_entries_account_idx').on(table.accountId, table.createdAt, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // The kind always equals the posting's: the database refuses any other.
    foreignKey({
      name: 'ledger_entries_transaction_kind_fk',
      columns: [table.transactionId, table.kind],
      foreignColumns: [ledgerTransactions.id, ledgerTransactions.kind],
    }).onDelete('restrict'),
    // The admin ledger filtered by kind, newest first.
    index('ledger_entries_kind_idx').on(table.kind, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
