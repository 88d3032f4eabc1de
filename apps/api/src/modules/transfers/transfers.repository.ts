import { estimatedTotal } from '../../lib/estimated-count';
import { desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CursorFilters,
  MemberTransfer,
  MemberTransferHistoryItem,
  Transfer,
  TransferListFilters,
} from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import { idempotencyKeys, transferStatus, transfers, users } from '../../db/schema';
import { keyset, keysetPage, type KeysetPage } from '../../lib/keyset';
import { cappedTotal, pageOffset, rowCounter } from '../../lib/list-filters';
import { signalRowStep } from '../fraud/fraud.service';
import { oneWalletPostingBuiltOnce, postingStep } from '../ledger/ledger.service';
import {
  liveStatementSession,
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';

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

export async function findTransferForUpdate(tx: Executor, id: string) {
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row;
}

export async function transferById(db: Executor, id: string): Promise<Transfer | undefined> {
  const [row] = await joined(db).where(eq(transfers.id, id));
  return row === undefined ? undefined : toTransfer(row);
}

const memberTransferRow = z.object({
  id: z.string(),
  sender_id: z.string(),
  amount_cents: z.coerce.number(),
  sender_name: z.string(),
  note: z.string().nullable(),
  status: z.enum(transferStatus.enumValues),
  created_at: z.string(),
  position: z.string(),
  recipient_name: z.string(),
  recipient_account_number: z.string(),
  sender_account_name: z.string(),
  sender_account_number: z.string(),
});
const memberTransferRowList = z.array(memberTransferRow);

/**
 * A member's transfers, sent or received, each side read in its own index order ((sender_id, created_at)
 * and (recipient_id, created_at)) and stopped after `limit` rows, `also` narrowing both: two short lists
 * for the caller to merge, order and cut, so a page costs the same whatever the member's history. A member
 * cannot send to themselves; a row that did is listed once (as sent).
 */
export function memberTransferSides(
  userId: string | Placeholder,
  also: SQL | undefined,
  limit: number | Placeholder,
): SQL {
  const side = (owner: SQL, other: SQL) => sql`(
      select id, sender_id, recipient_id, amount_cents, sender_name, note, status, created_at
      from ${transfers}
      where ${owner} = ${userId}::uuid and ${other} ${also === undefined ? sql`` : sql`and ${also}`}
      order by created_at desc, id desc
      limit ${limit}
    )`;
  return sql`${side(sql`sender_id`, sql`true`)}
      union all
      ${side(sql`recipient_id`, sql`sender_id <> ${userId}::uuid`)}`;
}

/** A timestamp as the API writes it (ISO 8601, milliseconds, UTC), written by the statement itself. */
export const isoTimeText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function memberTransferStatement(
  userId: string | Placeholder,
  after: SQL | undefined,
  limit: number | Placeholder,
  live: SQL,
): SQL {
  return sql`
    select t.id, t.sender_id, t.amount_cents, t.sender_name, t.note, t.status,
      ${isoTimeText(sql`t.created_at`)} as created_at,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
      r.name as recipient_name, r.account_number as recipient_account_number,
      s.name as sender_account_name, s.account_number as sender_account_number
    from (${memberTransferSides(userId, after, limit)}) t
    join ${users} r on r.id = t.recipient_id
    join ${users} s on s.id = t.sender_id
    where ${live}
    order by t.created_at desc, t.id desc
    limit ${limit}`;
}

/** The first page, which nearly every call asks for, as a statement built once per database. */
const firstTransferPage = builtOnce(() =>
  memberTransferStatement(
    sql.placeholder('userId'),
    undefined,
    sql.placeholder('limit'),
    statementSessionIsLive(statementSessionPlaceholders),
  ),
);

/**
 * The rows of one page of a member's transfers, sent or received, newest first (`limit` + 1 rows for
 * keysetPage), merged from the two sides of memberTransferSides.
 */
async function memberTransferRows(db: Executor, session: StatementSession, query: CursorFilters) {
  const limit = query.limit + 1;
  const rows =
    query.cursor === undefined
      ? await firstTransferPage(db, { ...session, limit })
      : (
          (await db.execute(
            memberTransferStatement(
              session.userId,
              transferKeyset.after(query.cursor),
              limit,
              statementSessionIsLive(session),
            ),
          )) as { rows: unknown[] }
        ).rows;
  return memberTransferRowList.parse(rows);
}

/**
 * One page of the transfers the member sent or received, newest first; no rows once the session has
 * ended. Each names the account that sent it, since the name the sender typed is free text.
 */
export async function memberTransferHistory(
  db: Executor,
  session: StatementSession,
  query: CursorFilters,
): Promise<KeysetPage<MemberTransferHistoryItem>> {
  const userId = session.userId;
  const rows = await memberTransferRows(db, session, query);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.id,
    (row): MemberTransferHistoryItem => ({
      id: row.id,
      recipientAccountNumber: row.recipient_account_number,
      recipientName: row.recipient_name,
      amount: centsToDollars(row.amount_cents),
      senderName: row.sender_name,
      senderAccountNumber: row.sender_account_number,
      senderAccountName: row.sender_account_name,
      note: row.note,
      status: row.status,
      direction: row.sender_id === userId ? 'SENT' : 'RECEIVED',
      createdAt: row.created_at,
    }),
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
      : await cappedTotal(countUpTo, query.page, query.pageSize, { pageRows: rows.length });
  return {
    items: rows.map(toTransfer),
    ...totals,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const p = (name: string) => sql.placeholder(name);

/** The transfer's statement, built once: the posting's parts with placeholders for the call's values. */
export const bookTransfer = oneWalletPostingBuiltOnce<{
  session_live: boolean;
  recipient_id: string | null;
  recipient_status: string | null;
  answer: MemberTransfer | null;
}>({
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
      from ok where exists (select 1 from ${postingStep.booked})
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
    ), ${signalRowStep(sql`tr`)}`,
  columns: sql`, exists (select 1 from s) as session_live, (select id from r) as recipient_id,
    (select status::text from r) as recipient_status, (select body from answer) as answer`,
});

/** An admin's decision on a pending transfer. */
export async function markTransferDecided(
  tx: Executor,
  id: string,
  status: 'COMPLETED' | 'REJECTED',
  adminId: string,
): Promise<void> {
  await tx
    .update(transfers)
    .set({ status, decidedByAdminId: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(transfers.id, id));
}
