import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  centsToDollars,
  earningSourceLabels,
  paymentMethodLabels,
  type AdminMember,
  type AdminMembersFilters,
  type MemberActivityItem,
  type MemberActivityKind,
  type UserStatus,
} from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import {
  accountLinks,
  accounts,
  auditLog,
  deposits,
  earnings,
  ledgerEntries,
  ledgerTransactions,
  memberLevels,
  memberStatusCounts,
  sessions,
  transfers,
  users,
  withdrawals,
} from '../../db/schema';
import { cappedTotal, pageOffset, plannedRows, rowCounter, searchText } from '../../lib/list-filters';
import { memberListSearch } from '../../lib/member-search';
import { countedLink, linkedCounts } from '../fraud/fraud.service';
import { memberWallet } from '../ledger/ledger.service';
import { isoTimeText, memberTransferSides } from '../transfers/transfers.service';
import { streakScore } from '../earnings/earnings.service';
import { openHolding } from '../levels/levels.service';

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accountNumber: users.accountNumber,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  balance: accounts.balance,
};

type MemberRow = {
  id: string;
  name: string;
  email: string;
  accountNumber: string;
  status: UserStatus;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  balance: number | null;
};

function toMember(row: MemberRow, linkedAccounts: number): AdminMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    accountNumber: row.accountNumber,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    balance: centsToDollars(row.balance ?? 0),
    createdAt: row.createdAt.toISOString(),
    linkedAccounts,
  };
}

/** Members linked to another account (linked=true), or to none (linked=false). */
function linkedFilter(linked: AdminMembersFilters['linked']) {
  if (linked === undefined) return undefined;
  const hasLink = sql`exists (select 1 from ${accountLinks} where ${accountLinks.userId} = ${users.id} and ${countedLink})`;
  return linked === 'true' ? hasLink : sql`not ${hasLink}`;
}

export async function memberPage(db: Executor, filters: AdminMembersFilters) {
  const search = searchText(filters.search);
  const linked = linkedFilter(filters.linked);
  const where = and(
    filters.status === undefined ? undefined : eq(users.status, filters.status),
    search === undefined ? undefined : memberListSearch(search),
    linked,
  );
  const order =
    filters.sort === 'name'
      ? [asc(users.name), asc(users.id)]
      : filters.sort === 'oldest'
        ? [asc(users.createdAt), asc(users.id)]
        : [desc(users.createdAt), desc(users.id)];
  // The page's ids from the members table alone (its (status,) created_at, id index), then their wallets:
  // a deep page skips index entries, not joined rows.
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(filters.pageSize)
    .offset(pageOffset(filters.page, filters.pageSize));
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  const totals =
    search === undefined && linked === undefined
      ? { total: await memberTotal(db, filters.status) }
      : await cappedTotal(rowCounter(db, users, where), filters.page, filters.pageSize, {
          pageRows: rows.length,
          estimate: plannedRows(db, users, where),
        });
  const links = await linkedCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toMember(row, links.get(row.id) ?? 0)),
    ...totals,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Without a search the total comes from the maintained per-status counts, not a count of the table. */
async function memberTotal(db: Executor, status: UserStatus | undefined) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${memberStatusCounts.members}), 0)::int` })
    .from(memberStatusCounts)
    .where(status === undefined ? undefined : eq(memberStatusCounts.status, status));
  return row?.value ?? 0;
}

export async function findMember(db: Executor, userId: string) {
  const [row] = await db
    .select({
      ...memberColumns,
      profileImage: users.profileImage,
      referredById: users.referredById,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function memberDetail(db: Executor, userId: string, now: Date) {
  const row = await findMember(db, userId);
  if (row === undefined) return undefined;
  const [referrer] =
    row.referredById === null
      ? []
      : await db
          .select({ id: users.id, name: users.name, accountNumber: users.accountNumber })
          .from(users)
          .where(eq(users.id, row.referredById));
  const [referrals] = await db.select({ value: count() }).from(users).where(eq(users.referredById, userId));
  const [activeSessions] = await db
    .select({ value: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > ${now}`));
  const held = await openHolding(db, userId);
  const links = await linkedCounts(db, [userId]);
  return {
    ...toMember(row, links.get(userId) ?? 0),
    profileImage: row.profileImage,
    streakScore: await streakScore(db, userId, now),
    level:
      held === undefined
        ? null
        : {
            level: held.level.level,
            title: held.level.title,
            expiresAt: held.holding.expiresAt.toISOString(),
            expired: held.holding.expiresAt.getTime() <= now.getTime(),
          },
    referrer: referrer ?? null,
    referrals: referrals?.value ?? 0,
    activeSessions: activeSessions?.value ?? 0,
  };
}

const depositStatusNames = { PENDING: 'Pending', COMPLETED: 'Completed', FAILED: 'Rejected' } as const;
const finalStatusNames = { PENDING: 'Pending', COMPLETED: 'Completed', REJECTED: 'Rejected' } as const;
const earningStatusNames = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;
const ledgerKindNames: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL_REQUEST: 'Withdrawal requested',
  WITHDRAWAL_PAID: 'Withdrawal paid',
  WITHDRAWAL_REFUND: 'Withdrawal refunded',
  TRANSFER_SENT: 'Transfer sent',
  TRANSFER_COMPLETED: 'Transfer received',
  TRANSFER_REFUND: 'Transfer refunded',
  ADJUSTMENT: 'Balance adjustment',
  REWARD: 'Reward',
  REFERRAL_COMMISSION: 'Referral commission',
  LEVEL_PURCHASE: 'Level purchase',
  AVIATOR_BET: 'Aviator bet',
  AVIATOR_PAYOUT: 'Aviator payout',
};

interface ActivityPage {
  items: MemberActivityItem[];
  total: number;
}

/** One page of a member's wallet entries for the console, newest first, read in the entries' index order. */
export function memberLedgerQuery(db: Executor, userId: string, pageSize: number, offset: number) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.accountId, memberWallet(userId)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(pageSize)
    .offset(offset);
}

interface TransferTabRow {
  id: string;
  sender_id: string;
  amount_cents: string;
  note: string | null;
  status: 'PENDING' | 'COMPLETED' | 'REJECTED';
  created_at: string;
  other_name: string;
  other_account: string;
}

/**
 * A page of the member's transfers, sent or received, merged from the two sides of memberTransferSides
 * read up to the end of the page: a page costs its offset and size, not the member's whole history
 * (decision 0119).
 */
async function memberTransferTabRows(db: Executor, userId: string, pageSize: number, offset: number) {
  const result: unknown = await db.execute(sql`
    select t.id, t.sender_id, t.amount_cents::text, t.note, t.status, ${isoTimeText(sql`t.created_at`)} as created_at,
      o.name as other_name, o.account_number as other_account
    from (${memberTransferSides(userId, undefined, offset + pageSize)}) t
    join ${users} o
      on o.id = CASE WHEN t.sender_id = ${userId}::uuid THEN t.recipient_id ELSE t.sender_id END
    order by t.created_at desc, t.id desc
    limit ${pageSize} offset ${offset}`);
  return (result as { rows: TransferTabRow[] }).rows;
}

async function memberTransferCount(db: Executor, userId: string): Promise<number> {
  const result: unknown = await db.execute(sql`
    select ((select count(*) from ${transfers} where sender_id = ${userId}::uuid)
      + (select count(*) from ${transfers} where recipient_id = ${userId}::uuid and sender_id <> ${userId}::uuid))::int
      as total`);
  return (result as { rows: { total: number }[] }).rows[0]?.total ?? 0;
}

/** One list of a member's page, newest first, paged by offset (admin tables are server-paged). */
export async function memberActivity(
  db: Executor,
  userId: string,
  kind: MemberActivityKind,
  page: number,
  pageSize: number,
): Promise<ActivityPage> {
  const offset = pageOffset(page, pageSize);
  switch (kind) {
    case 'deposits': {
      const where = and(eq(deposits.userId, userId), isNull(deposits.deletedAt));
      const rows = await db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(pageSize)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(deposits).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: `Deposit by ${paymentMethodLabels[row.paymentMethod]}`,
          detail: `Trx ${row.transactionId}`,
          amount: centsToDollars(row.amountCents),
          status: depositStatusNames[row.status],
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    }
    case 'withdrawals': {
      const where = and(eq(withdrawals.userId, userId), isNull(withdrawals.deletedAt));
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(pageSize)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(withdrawals).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: `Withdrawal to ${paymentMethodLabels[row.paymentMethod]}`,
          detail: `${row.bankName} · ${row.accountHolderName} · ${row.accountNumber}`,
          amount: centsToDollars(row.amountCents),
          status: finalStatusNames[row.status],
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    }
    case 'transfers': {
      const [rows, total] = await Promise.all([
        memberTransferTabRows(db, userId, pageSize, offset),
        memberTransferCount(db, userId),
      ]);
      return {
        items: rows.map((row) => {
          const sent = row.sender_id === userId;
          const amountCents = Number(row.amount_cents);
          return {
            id: row.id,
            title: sent ? `Sent to ${row.other_name}` : `Received from ${row.other_name}`,
            detail: `${row.other_account}${row.note === null || row.note === '' ? '' : ` · ${row.note}`}`,
            amount: centsToDollars(sent ? -amountCents : amountCents),
            status: finalStatusNames[row.status],
            createdAt: row.created_at,
          };
        }),
        total,
      };
    }
    case 'earnings': {
      const where = eq(earnings.userId, userId);
      const rows = await db
        .select()
        .from(earnings)
        .where(where)
        .orderBy(desc(earnings.createdAt), desc(earnings.id))
        .limit(pageSize)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(earnings).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: earningSourceLabels[row.source],
          detail: row.description,
          amount: centsToDollars(row.amount),
          status: earningStatusNames[row.status],
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    }
    case 'ledger': {
      const rows = await memberLedgerQuery(db, userId, pageSize, offset);
      const [total] = await db
        .select({ value: count() })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, memberWallet(userId)));
      return {
        items: rows.map((row) => ({
          id: String(row.id),
          title: ledgerKindNames[row.kind] ?? row.kind,
          detail: row.description,
          amount: centsToDollars(row.amount),
          status: null,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    }
    case 'referrals': {
      const where = eq(users.referredById, userId);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize)
        .offset(offset);
      const [total] = await db.select({ value: count() }).from(users).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.name,
          detail: row.accountNumber,
          amount: null,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    }
  }
}

export type MemberUserRow = typeof users.$inferSelect;

/** The member's row, unlocked. */
export async function findMemberRow(db: Executor, userId: string): Promise<MemberUserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The member's row, locked against other changes to the member (not against references to it). */
export async function lockMemberRow(tx: Executor, userId: string): Promise<MemberUserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return user;
}

export async function setMemberStatus(tx: Executor, userId: string, status: UserStatus, now: Date) {
  await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId));
}

/** Whether the member has a completed deposit or a level: what makes a PENDING member ACTIVE. */
export async function memberHasEarnedActive(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      earned: sql<boolean>`exists (select 1 from ${deposits}
          where ${deposits.userId} = ${userId} and ${deposits.status} = 'COMPLETED')
        or exists (select 1 from ${memberLevels} where ${memberLevels.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.earned === true;
}

/** The `before` of the member's latest suspension in the audit log (null or undefined when none). */
export async function latestSuspensionBefore(tx: Executor, userId: string): Promise<unknown> {
  const [entry] = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'member.suspend'),
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, userId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry?.before;
}
