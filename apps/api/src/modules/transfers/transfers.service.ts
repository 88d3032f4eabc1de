import { randomUUID } from 'node:crypto';
import type {
  CreateTransferBody,
  CursorFilters,
  MemberTransfer,
  Transfer,
  TransferListFilters,
} from '@earnflow/contracts';
import { dollarsToCents } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction, withRetries } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { signalValues, type SignalClient } from '../fraud/fraud.service';
import type { MemberIdempotency } from '../ledger/idempotency';
import { SessionNotLiveError, type StatementSession } from '../sessions/statement-session';
import {
  InsufficientBalanceError,
  releaseHeld,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { notifyMember, type Notice } from '../notifications/notifications.service';
import { refundHeld } from '../payments/payments.service';
import {
  adminTransferPage,
  bookTransfer,
  findTransferForUpdate,
  markTransferDecided,
  memberTransferHistory,
  transferById,
} from './transfers.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { isoTimeText, memberTransferSides } from './transfers.repository';

export interface TransfersServiceDeps {
  db: Database;
  clock: Clock;
}

export function createTransfersService({ db, clock }: TransfersServiceDeps) {
  /**
   * POST /transfer in one statement: it checks the sender's session, finds the recipient, debits the
   * sender into "transfers pending" (not below zero), books the posting, writes the transfer and, with an
   * Idempotency-Key, the key with its answer, and the sender's TRANSFER signal (`client`, a row without
   * links: decision 0183); it writes nothing when any of that cannot be. The answer is built
   * by the statement, so a replay answers exactly what the first call answered. The recipient is credited
   * when an admin completes the transfer. Throws SessionNotLiveError when the session has ended (or its
   * member is suspended), before any other refusal.
   */
  async function create(
    session: StatementSession,
    body: CreateTransferBody,
    once: MemberIdempotency | undefined,
    client: SignalClient,
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
      ...signalValues('TRANSFER', client, clock.now()),
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

  /** COMPLETED credits the recipient, REJECTED refunds the sender; both final. */
  async function setStatus(adminId: string, id: string, status: 'COMPLETED' | 'REJECTED'): Promise<Transfer> {
    return inTransaction(db, async (tx) => {
      const transfer = await findTransferForUpdate(tx, id);
      if (transfer === undefined) throw new NotFoundError('Transfer not found.');
      if (transfer.status !== 'PENDING') {
        throw new ConflictError(
          `This transfer is already ${transfer.status.toLowerCase()} and cannot be changed.`,
        );
      }
      await markTransferDecided(tx, id, status, adminId);
      const decided = await transferById(tx, id);
      if (decided === undefined) throw new Error('transfer vanished');
      const { amountCents } = transfer;
      if (status === 'COMPLETED') {
        await releaseHeld(tx, {
          kind: 'TRANSFER_COMPLETED',
          description: `Transfer from ${decided.sender.name} (${decided.sender.accountNumber})`,
          referenceType: 'transfer',
          referenceId: id,
          adminId,
          from: 'TRANSFERS_PENDING',
          amountCents: transfer.amountCents,
          toUserId: transfer.recipientId,
        });
        await notifyMember(tx, {
          userId: transfer.recipientId,
          notice: receivedNotice(decided, amountCents),
        });
        await notifyMember(tx, {
          userId: transfer.senderId,
          notice: { key: 'transferCompleted', params: { amountCents } },
        });
      } else {
        await refundHeld(tx, {
          of: 'transfer',
          id,
          toUserId: transfer.senderId,
          amountCents: transfer.amountCents,
          adminId,
          reason: 'Transfer rejected: amount returned',
        });
        await notifyMember(tx, {
          userId: transfer.senderId,
          notice: { key: 'transferRejected', params: { amountCents } },
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

  return {
    create,
    setStatus,
    /** The member's transfers, sent or received; no rows once the session has ended. */
    history: (session: StatementSession, query: CursorFilters) => memberTransferHistory(db, session, query),
    adminPage: (query: TransferListFilters) => adminTransferPage(db, query),
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;

/**
 * The recipient's notice names the account the money came from; the name the sender typed on the form
 * is free text, so it only follows as their note.
 */
function receivedNotice(transfer: Transfer, amountCents: number): Notice {
  const { sender, senderName, note } = transfer;
  const differs = senderName.trim().toLowerCase() !== sender.name.trim().toLowerCase();
  return {
    key: 'transferReceived',
    params: {
      amountCents,
      sender: sender.name,
      accountNumber: sender.accountNumber,
      nameGiven: differs ? senderName : null,
      note,
    },
  };
}
