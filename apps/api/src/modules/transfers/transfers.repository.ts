import { and, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberTransfer, Transfer, TransferListFilters } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';

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

function joined(db: Executor) {
  return db
    .select(columns)
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

export function toMemberTransfer(row: JoinedRow, viewerId: string): MemberTransfer {
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

export async function memberTransferById(db: Executor, id: string, viewerId: string) {
  const [row] = await joined(db).where(eq(transfers.id, id));
  return row === undefined ? undefined : toMemberTransfer(row, viewerId);
}

export async function memberTransferHistory(db: Executor, userId: string): Promise<MemberTransfer[]> {
  const rows = await joined(db)
    .where(or(eq(transfers.senderId, userId), eq(transfers.recipientId, userId)))
    .orderBy(desc(transfers.createdAt))
    .limit(500);
  return rows.map((row) => toMemberTransfer(row, userId));
}

export async function adminTransferPage(db: Executor, query: TransferListFilters) {
  const where = and(query.status === undefined ? undefined : eq(transfers.status, query.status));
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db.select({ value: count() }).from(transfers).where(where);
  return {
    items: rows.map(toTransfer),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
