import type {
  AdminListFilters,
  AdminWithdrawal,
  HistoryPageQuery,
  WithdrawalHistoryItem,
} from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { searchText } from '../../lib/list-filters';
import { removedOf } from '../../lib/removed-rows';
import { paymentRecords, type PaymentUser } from '../payments/payments.service';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

function money(row: WithdrawalRow) {
  return {
    amount: centsToDollars(row.amountCents),
    fee: centsToDollars(row.feeCents),
    payout: centsToDollars(row.amountCents - row.feeCents),
  };
}

function toWithdrawal({
  record: withdrawal,
  user,
}: {
  record: WithdrawalRow;
  user: PaymentUser;
}): AdminWithdrawal {
  return {
    id: withdrawal.id,
    user,
    ...money(withdrawal),
    paymentMethod: withdrawal.paymentMethod,
    bankName: withdrawal.bankName,
    accountHolderName: withdrawal.accountHolderName,
    accountNumber: withdrawal.accountNumber,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
    updatedAt: withdrawal.updatedAt.toISOString(),
    risk: { score: withdrawal.riskScore, reasons: withdrawal.riskReasons },
    heldForReview: withdrawal.heldForReview && withdrawal.status === 'PENDING',
  };
}

/** The queries withdrawals share with deposits; withdrawals are REJECTED when refused. */
export const withdrawalRecords = paymentRecords({
  table: withdrawals,
  tableName: 'withdrawals',
  rejectedStatus: 'REJECTED',
  toItem: toWithdrawal,
  toHistoryItem: (withdrawal): WithdrawalHistoryItem => ({
    id: withdrawal.id,
    ...money(withdrawal),
    status: withdrawal.status,
    paymentMethod: withdrawal.paymentMethod,
    createdAt: withdrawal.createdAt.toISOString(),
    removed: removedOf(withdrawal),
  }),
});

export const withdrawalWithUser = withdrawalRecords.withUser;

/** One page of the member's own withdrawals, newest first, those an admin deleted among them as removed. */
export function memberWithdrawalHistory(db: Executor, userId: string, query: HistoryPageQuery) {
  return withdrawalRecords.memberHistory(db, userId, query);
}

/** Records a withdrawal request; its amount is held in the same transaction. */
export async function insertWithdrawal(
  tx: Executor,
  values: Omit<typeof withdrawals.$inferInsert, 'id'>,
): Promise<string | undefined> {
  const [row] = await tx.insert(withdrawals).values(values).returning({ id: withdrawals.id });
  return row?.id;
}

/**
 * One page of all withdrawals for the admin (paymentRecords' adminPage), a search matching the members it
 * names through their own indexes.
 */
export function adminWithdrawalPage(db: Executor, query: AdminListFilters) {
  const search = searchText(query.search);
  return withdrawalRecords.adminPage(
    db,
    query,
    search === undefined ? undefined : withdrawalRecords.byMember(db, search),
  );
}

/** The review queue: pending withdrawals held for review, newest first, searched like the full list. */
export function reviewQueuePage(db: Executor, query: AdminListFilters) {
  const search = searchText(query.search);
  const held = sql`${withdrawals.heldForReview}`;
  return withdrawalRecords.adminPage(
    db,
    { ...query, status: 'PENDING' },
    search === undefined ? held : sql`${held} AND ${withdrawalRecords.byMember(db, search)}`,
  );
}
