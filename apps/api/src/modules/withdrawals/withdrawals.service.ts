import { eq, sql } from 'drizzle-orm';
import type { CreateWithdrawalBody, Withdrawal, WithdrawalStatus } from '@earnflow/contracts';
import { formatCents, paymentMethodLabels } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { reasonSentence, removalValues } from '../../lib/removed-rows';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { postTransaction, releaseHeld, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { outstandingDebtCents } from '../member-debts/member-debts.service';
import { createNotification } from '../notifications/notifications.service';
import { moneyRules, withdrawalFeeCents } from '../settings/settings.service';
import { findWithdrawalForUpdate, withdrawalWithUser, type WithdrawalRow } from './withdrawals.repository';

function requireWithdrawal(withdrawal: Withdrawal | undefined): Withdrawal {
  if (withdrawal === undefined) throw new NotFoundError('Withdrawal not found.');
  return withdrawal;
}

/** Holds the amount from the wallet at once (so it cannot be spent twice) and records the request. */
export async function createWithdrawal(
  tx: Executor,
  userId: string,
  body: CreateWithdrawalBody,
): Promise<Withdrawal> {
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
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId,
      amountCents,
      feeCents,
      paymentMethod: body.paymentMethod,
      bankName: body.bankName,
      accountHolderName: body.accountHolderName,
      accountNumber: body.accountNumber,
    })
    .returning({ id: withdrawals.id });
  if (row === undefined) throw new Error('withdrawal insert returned nothing');
  await postTransaction(tx, {
    kind: 'WITHDRAWAL_REQUEST',
    description: `Withdrawal to ${paymentMethodLabels[body.paymentMethod]} requested`,
    referenceType: 'withdrawal',
    referenceId: row.id,
    entries: [
      { accountId: await walletAccountId(tx, userId), amount: -amountCents },
      { accountId: await systemAccountId(tx, 'WITHDRAWALS_PENDING'), amount: amountCents },
    ],
  });
  return requireWithdrawal(await withdrawalWithUser(tx, row.id));
}

async function refund(tx: Executor, withdrawal: WithdrawalRow, adminId: string, reason: string) {
  await releaseHeld(tx, {
    kind: 'WITHDRAWAL_REFUND',
    description: reason,
    referenceType: 'withdrawal',
    referenceId: withdrawal.id,
    adminId,
    from: 'WITHDRAWALS_PENDING',
    toUserId: withdrawal.userId,
    amountCents: withdrawal.amountCents,
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

/** COMPLETED pays out (less the fee); REJECTED returns the held amount. Both are final. */
export async function setWithdrawalStatus(
  db: Database,
  adminId: string,
  id: string,
  status: WithdrawalStatus,
): Promise<Withdrawal> {
  return inTransaction(db, async (tx) => {
    const withdrawal = await findWithdrawalForUpdate(tx, id);
    if (withdrawal === undefined) throw new NotFoundError('Withdrawal not found.');
    if (withdrawal.status !== 'PENDING') {
      throw new ConflictError(
        `This withdrawal is already ${withdrawal.status.toLowerCase()} and cannot be changed.`,
      );
    }
    if (status === 'PENDING') return requireWithdrawal(await withdrawalWithUser(tx, id));

    await tx
      .update(withdrawals)
      .set({ status, decidedByAdminId: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, id));
    const dollars = formatCents(withdrawal.amountCents);
    if (status === 'COMPLETED') {
      await postTransaction(tx, {
        kind: 'WITHDRAWAL_PAID',
        description: `Withdrawal paid via ${paymentMethodLabels[withdrawal.paymentMethod]}`,
        referenceType: 'withdrawal',
        referenceId: id,
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
    } else {
      await refund(tx, withdrawal, adminId, 'Withdrawal rejected: amount returned');
      await createNotification(tx, {
        userId: withdrawal.userId,
        title: 'Withdrawal rejected',
        message: `Your withdrawal of ${dollars} was rejected and the amount is back in your balance.`,
      });
    }
    await recordAudit(tx, {
      adminId,
      action: `withdrawal.${status.toLowerCase()}`,
      targetType: 'withdrawal',
      targetId: id,
      before: { status: withdrawal.status },
      after: { status },
    });
    return requireWithdrawal(await withdrawalWithUser(tx, id));
  });
}

/**
 * Hides a withdrawal from the admin lists and keeps it, with who removed it and why, in its member's
 * history as removed. A PENDING one is refunded first (exactly the held amount, as a rejection does),
 * becomes REJECTED and its member is told; a decided one moves no money.
 */
export async function deleteWithdrawal(
  db: Database,
  adminId: string,
  id: string,
  reason: string | null,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const withdrawal = await findWithdrawalForUpdate(tx, id);
    if (withdrawal === undefined) throw new NotFoundError('Withdrawal not found.');
    const wasPending = withdrawal.status === 'PENDING';
    if (wasPending) await refund(tx, withdrawal, adminId, 'Withdrawal deleted: amount returned');
    await tx
      .update(withdrawals)
      .set(removalValues(adminId, reason, wasPending ? ('REJECTED' as const) : undefined))
      .where(eq(withdrawals.id, id));
    if (wasPending) {
      await createNotification(tx, {
        userId: withdrawal.userId,
        title: 'Withdrawal cancelled',
        message: `Your withdrawal of ${formatCents(withdrawal.amountCents)} to your ${paymentMethodLabels[withdrawal.paymentMethod]} account was cancelled and the amount is back in your balance.${reasonSentence(reason)}`,
      });
    }
    await recordAudit(tx, {
      adminId,
      action: 'withdrawal.delete',
      targetType: 'withdrawal',
      targetId: id,
      before: { status: withdrawal.status, amountCents: withdrawal.amountCents },
      after: { deleted: true, refunded: wasPending, reason },
    });
  });
}
