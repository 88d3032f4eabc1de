import { eq, sql } from 'drizzle-orm';
import type { CreateTransferBody, MemberTransfer, Transfer } from '@earnflow/contracts';
import { dollarsToCents } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { transfers } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.repository';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { createNotification } from '../notifications/notifications.repository';
import { findUserByAccountNumber } from '../users/users.repository';
import { findTransferForUpdate, memberTransferById, transferById } from './transfers.repository';

/** Debits the sender into "transfers pending"; the recipient is credited when an admin completes it. */
export async function createTransfer(
  tx: Executor,
  senderId: string,
  body: CreateTransferBody,
): Promise<MemberTransfer> {
  const amountCents = dollarsToCents(body.amount);
  if (amountCents === null) throw new ValidationError('amount: Amount can have at most 2 decimals.');
  const recipient = await findUserByAccountNumber(tx, body.recipientAccountNumber.trim().toUpperCase());
  if (recipient === undefined) throw new NotFoundError('Recipient account not found');
  if (recipient.id === senderId) throw new ValidationError('You cannot transfer to your own account.');
  if (recipient.status === 'SUSPENDED') throw new ValidationError('This account cannot receive transfers.');
  const [row] = await tx
    .insert(transfers)
    .values({
      senderId,
      recipientId: recipient.id,
      amountCents,
      senderName: body.senderName.trim(),
      note: body.note ?? null,
    })
    .returning({ id: transfers.id });
  if (row === undefined) throw new Error('transfer insert returned nothing');
  await postTransaction(tx, {
    kind: 'TRANSFER_SENT',
    description: `Transfer to ${recipient.accountNumber} (pending verification)`,
    referenceType: 'transfer',
    referenceId: row.id,
    entries: [
      { accountId: await walletAccountId(tx, senderId), amount: -amountCents },
      { accountId: await systemAccountId(tx, 'TRANSFERS_PENDING'), amount: amountCents },
    ],
  });
  const created = await memberTransferById(tx, row.id, senderId);
  if (created === undefined) throw new Error('transfer vanished');
  return created;
}

/** COMPLETED credits the recipient, REJECTED refunds the sender; both final. */
export async function setTransferStatus(
  db: Database,
  adminId: string,
  id: string,
  status: 'COMPLETED' | 'REJECTED',
): Promise<Transfer> {
  return inTransaction(db, async (tx) => {
    const transfer = await findTransferForUpdate(tx, id);
    if (transfer === undefined) throw new NotFoundError('Transfer not found.');
    if (transfer.status !== 'PENDING') {
      throw new ConflictError(
        `This transfer is already ${transfer.status.toLowerCase()} and cannot be changed.`,
      );
    }
    await tx
      .update(transfers)
      .set({ status, decidedByAdminId: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(transfers.id, id));
    const pending = await systemAccountId(tx, 'TRANSFERS_PENDING');
    const dollars = (transfer.amountCents / 100).toFixed(2);
    if (status === 'COMPLETED') {
      await postTransaction(tx, {
        kind: 'TRANSFER_COMPLETED',
        description: 'Transfer received',
        referenceType: 'transfer',
        referenceId: id,
        adminId,
        entries: [
          { accountId: pending, amount: -transfer.amountCents },
          { accountId: await walletAccountId(tx, transfer.recipientId), amount: transfer.amountCents },
        ],
      });
      await createNotification(tx, {
        userId: transfer.recipientId,
        title: 'Transfer received',
        message: `${transfer.senderName} sent you $${dollars}. It is now in your balance.`,
      });
      await createNotification(tx, {
        userId: transfer.senderId,
        title: 'Transfer completed',
        message: `Your transfer of $${dollars} has been verified and delivered.`,
      });
    } else {
      await postTransaction(tx, {
        kind: 'TRANSFER_REFUND',
        description: 'Transfer rejected: amount returned',
        referenceType: 'transfer',
        referenceId: id,
        adminId,
        entries: [
          { accountId: pending, amount: -transfer.amountCents },
          { accountId: await walletAccountId(tx, transfer.senderId), amount: transfer.amountCents },
        ],
      });
      await createNotification(tx, {
        userId: transfer.senderId,
        title: 'Transfer rejected',
        message: `Your transfer of $${dollars} was rejected and the amount is back in your balance.`,
      });
    }
    await recordAudit(tx, {
      adminId,
      action: `transfer.${status.toLowerCase()}`,
      targetType: 'transfer',
      targetId: id,
      before: { status: transfer.status },
      after: { status },
    });
    const updated = await transferById(tx, id);
    if (updated === undefined) throw new Error('transfer vanished');
    return updated;
  });
}
