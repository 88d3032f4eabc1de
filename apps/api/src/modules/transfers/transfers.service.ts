import { eq, sql } from 'drizzle-orm';
import type { CreateTransferBody, MemberTransfer, Transfer } from '@earnflow/contracts';
import { dollarsToCents, formatCents } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { transfers } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.repository';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { createNotification } from '../notifications/notifications.repository';
import { findUserByAccountNumber } from '../users/users.repository';
import { findTransferForUpdate, toMemberTransfer, transferById } from './transfers.repository';

/** Debits the sender into "transfers pending"; the recipient is credited when an admin completes it. */
export async function createTransfer(
  tx: Executor,
  senderId: string,
  body: CreateTransferBody,
): Promise<MemberTransfer> {
  const amountCents = dollarsToCents(body.amount);
  if (amountCents === null) throw new ValidationError('Amount can have at most 2 decimals.');
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
    .returning();
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
  return toMemberTransfer({ transfer: row, recipient }, senderId);
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
    const decided = await transferById(tx, id);
    if (decided === undefined) throw new Error('transfer vanished');
    const pending = await systemAccountId(tx, 'TRANSFERS_PENDING');
    const dollars = formatCents(transfer.amountCents);
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
        message: receivedMessage(decided, dollars),
      });
      await createNotification(tx, {
        userId: transfer.senderId,
        title: 'Transfer completed',
        message: `Your transfer of ${dollars} has been verified and delivered.`,
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
        message: `Your transfer of ${dollars} was rejected and the amount is back in your balance.`,
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
    return decided;
  });
}

/**
 * The recipient's notice names the account the money came from; the name the sender typed on the form
 * is free text, so it only follows as their note.
 */
function receivedMessage(transfer: Transfer, amount: string): string {
  const { sender, senderName, note } = transfer;
  const parts = [
    `${sender.name} (account ${sender.accountNumber}) sent you ${amount}. It is now in your balance.`,
  ];
  if (senderName.trim().toLowerCase() !== sender.name.trim().toLowerCase()) {
    parts.push(`Name given by the sender: "${senderName}".`);
  }
  if (note !== null) parts.push(`Note: "${note}".`);
  return parts.join(' ');
}
