import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateTransferBody, MemberTransfer, Transfer } from '@earnflow/contracts';
import { dollarsToCents, formatCents } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { idempotencyKeys, transfers, users } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction, withRetries } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import type { MemberIdempotency } from '../ledger/idempotency';
import {
  liveStatementSession,
  SessionNotLiveError,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';
import {
  InsufficientBalanceError,
  oneWalletPostingBuiltOnce,
  releaseHeld,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { createNotification } from '../notifications/notifications.service';
import { findTransferForUpdate, isoTimeText, transferById } from './transfers.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { isoTimeText, memberTransferSides } from './transfers.repository';

/**
 * POST /transfer in one statement, which is its own transaction: it checks the sender's session, finds
 * the recipient, debits the sender into "transfers pending" (not below zero), books the posting, writes
 * the transfer and, with an Idempotency-Key, the key with its answer; it writes nothing when any of that
 * cannot be. The answer is built by the statement, so a replay answers exactly what the first call
 * answered. The recipient is credited when an admin completes the transfer. Throws SessionNotLiveError
 * when the session has ended (or its member is suspended), before any other refusal.
 */
export async function createTransferInOneStatement(
  db: Database,
  session: StatementSession,
  body: CreateTransferBody,
  once: MemberIdempotency | undefined,
): Promise<MemberTransfer> {
  const senderId = session.userId;
  const amountCents = dollarsToCents(body.amount);
  if (amountCents === null) throw new ValidationError('Amount can have at most 2 decimals.');
  const accountNumber = body.recipientAccountNumber.trim().toUpperCase();
  const id = randomUUID();
  const posting = {
    kind: 'TRANSFER_SENT' as const,
    // Ledger rows are never rewritten, so the text must hold whatever the admin decides later.
    description: `Transfer to ${accountNumber}`,
    referenceType: 'transfer',
    referenceId: id,
    entries: [
      { accountId: await walletAccountId(db, senderId), amount: -amountCents },
      { accountId: await systemAccountId(db, 'TRANSFERS_PENDING'), amount: amountCents },
    ],
  };
  const values = {
    ...session,
    accountNumber,
    transferId: id,
    amountCents,
    senderName: body.senderName.trim(),
    note: body.note ?? null,
    idempotencyKey: once?.key ?? null,
    requestHash: once?.hash ?? null,
  };
  const row = await withRetries(() => bookTransfer(db, posting, values));
  if (row.answer !== null) return row.answer;
  if (!row.session_live) throw new SessionNotLiveError();
  if (row.recipient_id === null) throw new NotFoundError('Recipient account not found');
  if (row.recipient_id === senderId) throw new ValidationError('You cannot transfer to your own account.');
  if (row.recipient_status === 'SUSPENDED')
    throw new ValidationError('This account cannot receive transfers.');
  throw new InsufficientBalanceError();
}

const p = (name: string) => sql.placeholder(name);

/** The transfer's statement, built once: the posting's parts with placeholders for the call's values. */
const bookTransfer = oneWalletPostingBuiltOnce<{
  session_live: boolean;
  recipient_id: string | null;
  recipient_status: string | null;
  answer: MemberTransfer | null;
}>('transfers_create', {
  before: sql`s as (${liveStatementSession(statementSessionPlaceholders)}), r as (
      select id, name, account_number, status from ${users} where account_number = ${p('accountNumber')}
    ), ok as (
      select id, name, account_number from r where id <> ${p('userId')}::uuid and status <> 'SUSPENDED'
    ),`,
  walletGuard: sql`exists (select 1 from ok) and exists (select 1 from s)`,
  after: sql`, tr as (
      insert into ${transfers} (id, sender_id, recipient_id, amount_cents, sender_name, note)
      select ${p('transferId')}::uuid, ${p('userId')}::uuid, ok.id, ${p('amountCents')}::bigint,
        ${p('senderName')}::text, ${p('note')}::text
      from ok where exists (select 1 from t)
      returning id, status, created_at
    ), answer as (
      select jsonb_build_object(
        'id', tr.id, 'recipientAccountNumber', ok.account_number, 'recipientName', ok.name,
        'amount', ${p('amountCents')}::float8 / 100, 'senderName', ${p('senderName')}::text,
        'note', ${p('note')}::text, 'status', tr.status, 'direction', 'SENT',
        'createdAt', ${isoTimeText(sql`tr.created_at`)}
      ) as body
      from tr, ok
    ), k as (
      insert into ${idempotencyKeys} (user_id, key, request_hash, status_code, response)
      select ${p('userId')}::uuid, ${p('idempotencyKey')}::text, ${p('requestHash')}::text, 201, answer.body
      from answer where ${p('idempotencyKey')}::text is not null
    )`,
  columns: sql`, exists (select 1 from s) as session_live, (select id from r) as recipient_id,
    (select status::text from r) as recipient_status, (select body from answer) as answer`,
});

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
    const dollars = formatCents(transfer.amountCents);
    const held = { from: 'TRANSFERS_PENDING', amountCents: transfer.amountCents } as const;
    if (status === 'COMPLETED') {
      await releaseHeld(tx, {
        kind: 'TRANSFER_COMPLETED',
        description: `Transfer from ${decided.sender.name} (${decided.sender.accountNumber})`,
        referenceType: 'transfer',
        referenceId: id,
        adminId,
        ...held,
        toUserId: transfer.recipientId,
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
      await releaseHeld(tx, {
        kind: 'TRANSFER_REFUND',
        description: 'Transfer rejected: amount returned',
        referenceType: 'transfer',
        referenceId: id,
        adminId,
        ...held,
        toUserId: transfer.senderId,
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
