import type { Database, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { releaseHeld } from '../ledger/ledger.service';
import { notifyMember, type Notice } from '../notifications/notifications.service';

// The queries deposits and withdrawals share: their repositories build theirs from it.
export { paymentRecords, type PaymentUser } from './payments.repository';

/** Where each held amount waits until an admin decides, and the posting that gives it back. */
const refunds = {
  withdrawal: { kind: 'WITHDRAWAL_REFUND', from: 'WITHDRAWALS_PENDING' },
  transfer: { kind: 'TRANSFER_REFUND', from: 'TRANSFERS_PENDING' },
} as const;

/**
 * Gives a held amount back to the member's wallet, exactly what was held: a withdrawal rejected or
 * deleted while pending, a transfer rejected (to its sender).
 */
export async function refundHeld(
  tx: Executor,
  refund: {
    of: keyof typeof refunds;
    id: string;
    toUserId: string;
    amountCents: number;
    adminId: string;
    reason: string;
  },
): Promise<void> {
  const { kind, from } = refunds[refund.of];
  await releaseHeld(tx, {
    kind,
    description: refund.reason,
    referenceType: refund.of,
    referenceId: refund.id,
    adminId: refund.adminId,
    from,
    toUserId: refund.toUserId,
    amountCents: refund.amountCents,
  });
}

interface PaymentRow {
  id: string;
  userId: string;
  status: string;
}

/** The queries of paymentRecords a decision uses, for a payment row `Row` answered as `Item`. */
interface DecisionRecords<Row extends PaymentRow, Item> {
  rejectedStatus: Row['status'];
  findForUpdate(tx: Executor, id: string): Promise<Row | undefined>;
  withUser(db: Executor, id: string): Promise<Item | undefined>;
  markDecided(tx: Executor, id: string, status: Row['status'], adminId: string): Promise<void>;
  markRemoved(
    tx: Executor,
    id: string,
    adminId: string,
    reason: string | null,
    finalStatus: Row['status'] | undefined,
  ): Promise<void>;
}

/** What a deposit's or a withdrawal's decision and removal do beyond what both do alike. */
export interface PaymentDecisionKind<Row extends PaymentRow, Item> {
  db: Database;
  records: DecisionRecords<Row, Item>;
  noun: 'deposit' | 'withdrawal';
  /** Throws when this decision may not be taken from where it was asked (`reviewed`: the review screen). */
  allowDecision?(row: Row, status: Row['status'], reviewed: boolean): void;
  /** An admin completed it (the row is already marked): the money and the member's notice. */
  completed(tx: Executor, row: Row, adminId: string): Promise<void>;
  /** An admin refused it (the row is already marked): the member's notice, and any money back. */
  rejected(tx: Executor, row: Row, adminId: string): Promise<void>;
  /** Before a pending one is removed (and refused with it): money to give back. */
  removingPending?(tx: Executor, row: Row, adminId: string): Promise<void>;
  /** The notice a member gets when a pending one is removed. */
  removedNotice(row: Row, reason: string | null): Notice;
  /** The removal's audit record: the row before, and what the removal did. */
  removalAudit(
    row: Row,
    wasPending: boolean,
    reason: string | null,
  ): { before: Record<string, unknown>; after: Record<string, unknown> };
}

/**
 * An admin's decision on a deposit or a withdrawal and an admin's delete, one transaction each: the row
 * is locked, a decided one is final (409), and every change is audited.
 */
export function createPaymentDecisions<Row extends PaymentRow, Item>(kind: PaymentDecisionKind<Row, Item>) {
  const { db, records, noun } = kind;
  const notFound = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found.`;
  const required = (item: Item | undefined): Item => {
    if (item === undefined) throw new NotFoundError(notFound);
    return item;
  };
  const lockedRow = async (tx: Executor, id: string) => {
    const row = await records.findForUpdate(tx, id);
    if (row === undefined) throw new NotFoundError(notFound);
    return row;
  };
  /** A status as the admin reads it: a refused payment is 'rejected' whatever its table calls it. */
  const statusWord = (status: Row['status']) =>
    status === records.rejectedStatus ? 'rejected' : status.toLowerCase();

  /** COMPLETED and the refused status are final; PENDING on a pending one changes nothing. */
  async function setStatus(
    adminId: string,
    id: string,
    status: Row['status'],
    review?: { reason: string | null; then?: (tx: Executor, row: Row) => Promise<void> },
  ): Promise<Item> {
    return inTransaction(db, async (tx) => {
      const row = await lockedRow(tx, id);
      if (row.status !== 'PENDING') {
        throw new ConflictError(`This ${noun} is already ${statusWord(row.status)} and cannot be changed.`);
      }
      if (status === 'PENDING') return required(await records.withUser(tx, id));
      kind.allowDecision?.(row, status, review !== undefined);

      await records.markDecided(tx, id, status, adminId);
      if (status === 'COMPLETED') await kind.completed(tx, row, adminId);
      else await kind.rejected(tx, row, adminId);
      await recordAudit(tx, {
        adminId,
        action: `${noun}.${status.toLowerCase()}`,
        targetType: noun,
        targetId: id,
        before: { status: row.status },
        after: review === undefined ? { status } : { status, reviewed: true, reason: review.reason },
      });
      await review?.then?.(tx, row);
      return required(await records.withUser(tx, id));
    });
  }

  /**
   * Hides a payment from the admin lists and keeps it, with who removed it and why, in its member's
   * history as removed. A pending one is refused with it (after `removingPending`) and its member told.
   */
  async function remove(adminId: string, id: string, reason: string | null): Promise<void> {
    await inTransaction(db, async (tx) => {
      const row = await lockedRow(tx, id);
      const wasPending = row.status === 'PENDING';
      if (wasPending && kind.removingPending !== undefined) await kind.removingPending(tx, row, adminId);
      await records.markRemoved(tx, id, adminId, reason, wasPending ? records.rejectedStatus : undefined);
      if (wasPending) {
        await notifyMember(tx, { userId: row.userId, notice: kind.removedNotice(row, reason) });
      }
      await recordAudit(tx, {
        adminId,
        action: `${noun}.delete`,
        targetType: noun,
        targetId: id,
        ...kind.removalAudit(row, wasPending, reason),
      });
    });
  }

  return { setStatus, remove };
}
