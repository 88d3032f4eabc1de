import type {
  AdminListFilters,
  CreateWithdrawalBody,
  HistoryPageQuery,
  Withdrawal,
  WithdrawalStatus,
} from '@earnflow/contracts';
import { formatCents, paymentMethodLabels } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { reasonSentence } from '../../lib/removed-rows';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { outstandingDebtCents } from '../member-debts/member-debts.service';
import { createNotification } from '../notifications/notifications.service';
import { createPaymentDecisions, refundHeld } from '../payments/payments.service';
import { moneyRules, withdrawalFeeCents } from '../settings/settings.service';
import {
  adminWithdrawalPage,
  insertWithdrawal,
  memberWithdrawalHistory,
  withdrawalRecords,
  withdrawalWithUser,
  type WithdrawalRow,
} from './withdrawals.repository';

function requireWithdrawal(withdrawal: Withdrawal | undefined): Withdrawal {
  if (withdrawal === undefined) throw new NotFoundError('Withdrawal not found.');
  return withdrawal;
}

/** Gives the held amount back, exactly what was held. */
function refund(tx: Executor, withdrawal: WithdrawalRow, adminId: string, reason: string) {
  return refundHeld(tx, {
    of: 'withdrawal',
    id: withdrawal.id,
    toUserId: withdrawal.userId,
    amountCents: withdrawal.amountCents,
    adminId,
    reason,
  });
}

/** The paid notice names what was sent: with a fee, that is less than the amount asked for. */
function paidMessage(withdrawal: WithdrawalRow): string {
  const account = `your ${paymentMethodLabels[withdrawal.paymentMethod]} account`;
  const amount = formatCents(withdrawal.amountCents);
  if (withdrawal.feeCents === 0) return `Your withdrawal of ${amount} has been paid to ${account}.`;
  const sent = formatCents(withdrawal.amountCents - withdrawal.feeCents);
  return `We sent ${sent} to ${account}: your ${amount} withdrawal less a ${formatCents(withdrawal.feeCents)} fee.`;
}

export interface WithdrawalsServiceDeps {
  db: Database;
}

export function createWithdrawalsService({ db }: WithdrawalsServiceDeps) {
  /** Holds the amount from the wallet at once (so it cannot be spent twice) and records the request. */
  async function create(tx: Executor, userId: string, body: CreateWithdrawalBody): Promise<Withdrawal> {
    const amountCents = body.amount * 100;
    const rules = await moneyRules(tx);
    if (amountCents < rules.withdrawalMinimumCents) {
      throw new ValidationError(`The minimum withdrawal is ${formatCents(rules.withdrawalMinimumCents)}.`);
    }
    const owed = await outstandingDebtCents(tx, userId);
    if (owed > 0) {
      throw new ValidationError(
        `An offer reward was reversed after it was spent: ${formatCents(owed)} is owed and is taken from your next rewards. Withdrawals open again once it is settled.`,
      );
    }
    const feeCents = withdrawalFeeCents(amountCents, rules.withdrawalFeeBasisPoints);
    const id = await insertWithdrawal(tx, {
      userId,
      amountCents,
      feeCents,
      paymentMethod: body.paymentMethod,
      bankName: body.bankName,
      accountHolderName: body.accountHolderName,
      accountNumber: body.accountNumber,
    });
    if (id === undefined) throw new Error('withdrawal insert returned nothing');
    await postTransaction(tx, {
      kind: 'WITHDRAWAL_REQUEST',
      description: `Withdrawal to ${paymentMethodLabels[body.paymentMethod]} requested`,
      referenceType: 'withdrawal',
      referenceId: id,
      entries: [
        { accountId: await walletAccountId(tx, userId), amount: -amountCents },
        { accountId: await systemAccountId(tx, 'WITHDRAWALS_PENDING'), amount: amountCents },
      ],
    });
    return requireWithdrawal(await withdrawalWithUser(tx, id));
  }

  /**
   * COMPLETED pays out (less the fee); REJECTED returns the held amount; both are final. A deleted one
   * that was PENDING is refunded first (exactly the held amount, as a rejection does) and becomes
   * REJECTED; a decided one moves no money.
   */
  const decisions = createPaymentDecisions({
    db,
    records: withdrawalRecords,
    noun: 'withdrawal',
    async completed(tx, withdrawal, adminId) {
      await postTransaction(tx, {
        kind: 'WITHDRAWAL_PAID',
        description: `Withdrawal paid via ${paymentMethodLabels[withdrawal.paymentMethod]}`,
        referenceType: 'withdrawal',
        referenceId: withdrawal.id,
        adminId,
        entries: [
          { accountId: await systemAccountId(tx, 'WITHDRAWALS_PENDING'), amount: -withdrawal.amountCents },
          {
            accountId: await systemAccountId(tx, 'WITHDRAWALS_PAID'),
            amount: withdrawal.amountCents - withdrawal.feeCents,
          },
          { accountId: await systemAccountId(tx, 'WITHDRAWAL_FEES'), amount: withdrawal.feeCents },
        ],
      });
      await createNotification(tx, {
        userId: withdrawal.userId,
        title: 'Withdrawal paid',
        message: paidMessage(withdrawal),
      });
    },
    async rejected(tx, withdrawal, adminId) {
      await refund(tx, withdrawal, adminId, 'Withdrawal rejected: amount returned');
      await createNotification(tx, {
        userId: withdrawal.userId,
        title: 'Withdrawal rejected',
        message: `Your withdrawal of ${formatCents(withdrawal.amountCents)} was rejected and the amount is back in your balance.`,
      });
    },
    removingPending: (tx, withdrawal, adminId) =>
      refund(tx, withdrawal, adminId, 'Withdrawal deleted: amount returned'),
    removedNotice: (withdrawal, reason) => ({
      title: 'Withdrawal cancelled',
      message: `Your withdrawal of ${formatCents(withdrawal.amountCents)} to your ${paymentMethodLabels[withdrawal.paymentMethod]} account was cancelled and the amount is back in your balance.${reasonSentence(reason)}`,
    }),
    removalAudit: (withdrawal, wasPending, reason) => ({
      before: { status: withdrawal.status, amountCents: withdrawal.amountCents },
      after: { deleted: true, refunded: wasPending, reason },
    }),
  });

  return {
    create,
    setStatus: (adminId: string, id: string, status: WithdrawalStatus): Promise<Withdrawal> =>
      decisions.setStatus(adminId, id, status),
    /**
     * Hides a withdrawal from the admin lists and keeps it, with who removed it and why, in its member's
     * history as removed.
     */
    remove: decisions.remove,
    history: (userId: string, query: HistoryPageQuery) => memberWithdrawalHistory(db, userId, query),
    adminPage: (query: AdminListFilters) => adminWithdrawalPage(db, query),
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
