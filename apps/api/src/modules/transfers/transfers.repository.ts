import { estimatedTotal } from '../../lib/estimated-count';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CursorFilters, MemberTransfer, Transfer, TransferListFilters } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import type { Placeholder } from 'drizzle-orm';
import { transfers, users } from '../../db/schema';
import { keyset, keysetPage, memberPageRows } from '../../lib/keyset';
import { cappedTotal, pageOffset, rowCounter } from '../../lib/list-filters';

export type TransferRow = typeof transfers.$inferSelect;

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
const columns = {
  transfer: transfers,
  sender: { id: sender.id, name: sender.name, email: sender.email, accountNumber: sender.accountNumber },
  recipient: {
    id: recipient.id,
    name: recipient.name,
    email: recipient.email,
    accountNumber: recipient.accountNumber,
  },
};

const transferKeyset = keyset({ createdAt: transfers.createdAt, id: transfers.id, idType: 'uuid' });

function joined(db: Executor) {
  return db
    .select({ ...columns, position: transferKeyset.position })
    .from(transfers)
    .innerJoin(sender, eq(sender.id, transfers.senderId))
    .innerJoin(recipient, eq(recipient.id, transfers.recipientId));
}

type JoinedRow = { transfer: TransferRow; sender: Transfer['sender']; recipient: Transfer['recipient'] };

function toTransfer({ transfer, sender: from, recipient: to }: JoinedRow): Transfer {
  return {
    id: transfer.id,
    sender: from,
    recipient: to,
    amount: centsToDollars(transfer.amountCents),
    senderName: transfer.senderName,
    note: transfer.note,
    status: transfer.status,
    createdAt: transfer.createdAt.toISOString(),
    updatedAt: transfer.updatedAt.toISOString(),
  };
}

export function toMemberTransfer(
  row: { transfer: TransferRow; recipient: Pick<Transfer['recipient'], 'accountNumber' | 'name'> },
  viewerId: string,
): MemberTransfer {
  return {
    id: row.transfer.id,
    recipientAccountNumber: row.recipient.accountNumber,
    recipientName: row.recipient.name,
    amount: centsToDollars(row.transfer.amountCents),
    senderName: row.transfer.senderName,
    note: row.transfer.note,
    status: row.transfer.status,
    direction: row.transfer.senderId === viewerId ? 'SENT' : 'RECEIVED',
    createdAt: row.transfer.createdAt.toISOString(),
  };
}

export async function findTransferForUpdate(tx: Executor, id: string) {
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row;
}

export async function transferById(db: Executor, id: string): Promise<Transfer | undefined> {
  const [row] = await joined(db).where(eq(transfers.id, id));
  return row === undefined ? undefined : toTransfer(row);
}

function memberTransfersQuery(
  db: Executor,
  userId: string | Placeholder,
  after: SQL | undefined,
  limit: number | Placeholder,
) {
  return joined(db)
    .where(and(or(eq(transfers.senderId, userId), eq(transfers.recipientId, userId)), after))
    .orderBy(...transferKeyset.orderBy)
    .limit(limit);
}

const memberTransferRows = memberPageRows('member_transfers_first_page', memberTransfersQuery, (cursor) =>
  transferKeyset.after(cursor),
);

/** One page of the transfers the member sent or received, newest first. */
export async function memberTransferHistory(db: Executor, userId: string, query: CursorFilters) {
  const rows = await memberTransferRows(db, userId, query);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.transfer.id,
    (row) => toMemberTransfer(row, userId),
  );
}

/**
 * One page of all transfers for the admin: the page's ids from the (status,) created_at, id index first
 * (a deferred join, so a deep page skips index entries only); a status filter's total stops counting at
 * a cap.
 */
export async function adminTransferPage(db: Executor, query: TransferListFilters) {
  const where = query.status === undefined ? undefined : eq(transfers.status, query.status);
  const order = [desc(transfers.createdAt), desc(transfers.id)];
  const pageIds = db
    .select({ id: transfers.id })
    .from(transfers)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const rows = await joined(db)
    .where(inArray(transfers.id, pageIds))
    .orderBy(...order);
  const countUpTo = rowCounter(db, transfers, where);
  const totals =
    where === undefined
      ? { total: await estimatedTotal(db, 'transfers', () => countUpTo(Number.MAX_SAFE_INTEGER)) }
      : await cappedTotal(countUpTo, query.page, query.pageSize);
  return {
    items: rows.map(toTransfer),
    ...totals,
    page: query.page,
    pageSize: query.pageSize,
  };
}
