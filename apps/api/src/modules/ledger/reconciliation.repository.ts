import { desc, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { depositStatusSchema, type DepositStatus } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { reconciliationRuns } from '../../db/schema';

/** How many offending rows each check lists; its count is always exact. */
export const RECONCILIATION_LIST_LIMIT = 50;

// Sums are sent as text (exact on both drivers) and read back as numbers of cents.
const cents = z.coerce.number().int();
const count = z.number().int();

/** Runs a query and checks each row against its shape (both drivers answer `{ rows }`). */
async function rowsOf<T extends z.ZodType>(tx: Executor, row: T, query: SQL): Promise<z.infer<T>[]> {
  const result: unknown = await tx.execute(query);
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** How many accounts there are and what they sum to. */
export async function accountTotals(tx: Executor) {
  const [row] = await rowsOf(
    tx,
    z.object({ accounts: count, total: cents }),
    sql`select (select count(*)::int from accounts) as accounts,
      ((select coalesce(sum(balance), 0) from accounts)
        + (select coalesce(sum(balance), 0) from account_balance_parts))::text as total`,
  );
  return { accounts: row?.accounts ?? 0, total: row?.total ?? 0 };
}

/** Each account's stored balance: its row, plus its balance parts for a system account. */
const storedBalances = sql`
  select a.id, a.kind, a.balance + coalesce(p.balance, 0) as balance
  from accounts a
  left join (select account_id, sum(balance) as balance from account_balance_parts group by account_id) p
    on p.account_id = a.id`;

/** Accounts whose stored balance differs from the sum of their entries (all counted, some listed). */
export async function balanceMismatches(tx: Executor) {
  const rows = await rowsOf(
    tx,
    z.object({ accountId: z.string(), kind: z.string(), stored: cents, computed: cents, count }),
    sql`
      select a.id as "accountId", a.kind::text as kind, a.balance::text as stored,
        coalesce(s.computed, 0)::text as computed, (count(*) over ())::int as count
      from (${storedBalances}) a
      left join (select account_id, sum(amount) as computed from ledger_entries group by account_id) s
        on s.account_id = a.id
      where a.balance <> coalesce(s.computed, 0)
      order by a.id
      limit ${RECONCILIATION_LIST_LIMIT}`,
  );
  return { count: rows[0]?.count ?? 0, rows: rows.map(({ count: _count, ...row }) => row) };
}

/** Ledger transactions whose entries do not sum to zero. */
export async function unbalancedTransactions(tx: Executor) {
  const rows = await rowsOf(
    tx,
    z.object({ id: z.string(), count }),
    sql`
      select transaction_id as id, (count(*) over ())::int as count
      from ledger_entries
      group by transaction_id
      having sum(amount) <> 0
      order by transaction_id
      limit ${RECONCILIATION_LIST_LIMIT}`,
  );
  return { count: rows[0]?.count ?? 0, ids: rows.map((row) => row.id) };
}

export const pendingAccountKinds = ['TRANSFERS_PENDING', 'WITHDRAWALS_PENDING', 'DEPOSITS_CLEARING'] as const;
export type PendingAccountKind = (typeof pendingAccountKinds)[number];

/**
 * Each holding account beside what the business rows say it must hold: transfers pending holds every
 * PENDING transfer, withdrawals pending every PENDING withdrawal, and deposits clearing is where
 * COMPLETED deposits came in from outside (minus their sum; deleted ones too, their money stays).
 */
export async function pendingAccountBalances(tx: Executor) {
  const rows = await rowsOf(
    tx,
    z.object({ kind: z.enum(pendingAccountKinds), stored: cents, expected: cents }),
    sql`
      select a.kind::text as kind, a.balance::text as stored, (case a.kind
        when 'TRANSFERS_PENDING' then
          (select coalesce(sum(amount_cents), 0) from transfers where status = 'PENDING')
        when 'WITHDRAWALS_PENDING' then
          (select coalesce(sum(amount_cents), 0) from withdrawals where status = 'PENDING')
        when 'DEPOSITS_CLEARING' then
          -(select coalesce(sum(amount_cents), 0) from deposits where status = 'COMPLETED')
      end)::text as expected
      from (${storedBalances}) a
      where a.kind in ('TRANSFERS_PENDING', 'WITHDRAWALS_PENDING', 'DEPOSITS_CLEARING')`,
  );
  return pendingAccountKinds.map((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (row === undefined) throw new Error(`system account ${kind} is missing`);
    return row;
  });
}

export interface DepositCreditProblem {
  /** The deposit, or for a credit that names no deposit, the reference it carries. */
  depositId: string;
  status: DepositStatus | null;
  amount: number | null;
  /** DEPOSIT postings that reference it. */
  postings: number;
  /** What those postings put in the depositor's own wallet (for a stray credit: in any wallet). */
  credited: number;
}

const depositCreditRow = z.object({
  depositId: z.string(),
  status: depositStatusSchema.nullable(),
  amount: cents.nullable(),
  postings: count,
  credited: cents,
  count,
});

/**
 * Every COMPLETED deposit has exactly one DEPOSIT posting that credits its amount to the depositor's
 * wallet; no other deposit has one, and no DEPOSIT posting points at something that is not a deposit.
 * The per-deposit lookups use the unique index on (reference_type, reference_id, kind).
 */
export async function depositCreditProblems(tx: Executor) {
  const depositRows = await rowsOf(
    tx,
    depositCreditRow,
    sql`
      select id::text as "depositId", status::text as status, amount_cents::text as amount, postings,
        credited::text as credited, (count(*) over ())::int as count
      from (
        select d.id, d.status, d.amount_cents,
          (select count(*)::int from ledger_transactions t
            where t.kind = 'DEPOSIT' and t.reference_type = 'deposit' and t.reference_id = d.id::text
          ) as postings,
          (select coalesce(sum(e.amount), 0) from ledger_transactions t
            join ledger_entries e on e.transaction_id = t.id
            join accounts a on a.id = e.account_id
            where t.kind = 'DEPOSIT' and t.reference_type = 'deposit' and t.reference_id = d.id::text
              and a.user_id = d.user_id
          ) as credited
        from deposits d
      ) credits
      where (status = 'COMPLETED' and (postings <> 1 or credited <> amount_cents))
        or (status <> 'COMPLETED' and postings > 0)
      order by id
      limit ${RECONCILIATION_LIST_LIMIT}`,
  );
  const strayRows = await rowsOf(
    tx,
    depositCreditRow,
    sql`
      select t.reference_id as "depositId", null as status, null as amount,
        count(distinct t.id)::int as postings,
        coalesce(sum(e.amount) filter (where a.kind = 'WALLET'), 0)::text as credited,
        (count(*) over ())::int as count
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.kind = 'DEPOSIT' and not exists (
        select 1 from deposits d where t.reference_type = 'deposit' and t.reference_id = d.id::text
      )
      group by t.reference_id
      order by t.reference_id
      limit ${RECONCILIATION_LIST_LIMIT}`,
  );
  const rows: DepositCreditProblem[] = [...depositRows, ...strayRows].map(({ count: _count, ...row }) => row);
  return { count: (depositRows[0]?.count ?? 0) + (strayRows[0]?.count ?? 0), rows };
}

/**
 * Rewards that do not match their postings: an APPROVED earning (over zero) without exactly one REWARD or
 * REFERRAL_COMMISSION posting that credits its amount to the earner's wallet, a PENDING or REJECTED one
 * with a posting, or such a posting that names no earning. An offer the network reversed after it was paid
 * is the one REJECTED earning that keeps its posting (the OFFER_REVERSAL undoes it); it must read REJECTED.
 */
export async function earningPaymentProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      select (
        (select count(*) from (
          select e.status, e.amount,
            (select count(*) from ledger_transactions t
              where t.kind in ('REWARD', 'REFERRAL_COMMISSION') and t.reference_type = 'earning'
                and t.reference_id = e.id::text) as postings,
            (select coalesce(sum(le.amount), 0) from ledger_transactions t
              join ledger_entries le on le.transaction_id = t.id
              join accounts a on a.id = le.account_id
              where t.kind in ('REWARD', 'REFERRAL_COMMISSION') and t.reference_type = 'earning'
                and t.reference_id = e.id::text and a.user_id = e.user_id) as credited,
            exists (select 1 from offer_conversions c
              where c.earning_id = e.id and c.status = 'REVERSED') as reversed_offer
          from earnings e
        ) paid
        where (status = 'APPROVED' and amount > 0 and (postings <> 1 or credited <> amount))
          or ((status <> 'APPROVED' or amount = 0) and postings > 0
            and not (reversed_offer and status = 'REJECTED' and postings = 1 and credited = amount))
          or (reversed_offer and status <> 'REJECTED'))
        +
        (select count(*) from ledger_transactions t
          where t.kind in ('REWARD', 'REFERRAL_COMMISSION') and not exists (
            select 1 from earnings e where t.reference_type = 'earning' and t.reference_id = e.id::text))
      )::int as problems`,
  );
  return row?.problems ?? 0;
}

/**
 * Aviator rounds whose money does not match them: a round without exactly one AVIATOR_BET posting that
 * debits its bet from the player's wallet, a cashed-out round without exactly one AVIATOR_PAYOUT posting
 * crediting its win (or another round with one), postings of those kinds that name no round, and the
 * aviator house account differing from bets minus wins (one problem).
 */
export async function aviatorRoundProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      with moved as (
        select r.status, r.bet_cents, r.win_cents,
          (select count(*) from ledger_transactions t
            where t.kind = 'AVIATOR_BET' and t.reference_type = 'aviator_round'
              and t.reference_id = r.id::text) as bets,
          (select count(*) from ledger_transactions t
            where t.kind = 'AVIATOR_PAYOUT' and t.reference_type = 'aviator_round'
              and t.reference_id = r.id::text) as payouts,
          (select coalesce(sum(le.amount), 0) from ledger_transactions t
            join ledger_entries le on le.transaction_id = t.id
            join accounts a on a.id = le.account_id
            where t.kind in ('AVIATOR_BET', 'AVIATOR_PAYOUT') and t.reference_type = 'aviator_round'
              and t.reference_id = r.id::text and a.user_id = r.user_id) as wallet
        from aviator_rounds r
      )
      select (
        (select count(*) from moved
          where bets <> 1 or wallet <> win_cents - bet_cents
            or (status = 'CASHED_OUT' and payouts <> 1) or (status <> 'CASHED_OUT' and payouts <> 0))
        +
        (select count(*) from ledger_transactions t
          where t.kind in ('AVIATOR_BET', 'AVIATOR_PAYOUT') and not exists (
            select 1 from aviator_rounds r where t.reference_type = 'aviator_round' and t.reference_id = r.id::text))
        +
        (select count(*) from (${storedBalances}) a
          where a.kind = 'AVIATOR_HOUSE' and a.balance <> (
            select coalesce(sum(bet_cents - win_cents), 0) from aviator_rounds))
      )::int as problems`,
  );
  return row?.problems ?? 0;
}

/**
 * Withdrawals whose decision does not match their postings. A COMPLETED one has exactly one
 * WITHDRAWAL_PAID posting, which takes its amount out of withdrawals pending, pays the amount less the fee
 * to withdrawals paid and the fee to withdrawal fees, and no refund; a REJECTED one (a deleted PENDING
 * one too) exactly one WITHDRAWAL_REFUND, which returns its amount from withdrawals pending to the owner's
 * wallet, and no payout; a PENDING one neither. Withdrawals paid and withdrawal fees, which only these
 * payouts move, hold the completed withdrawals' payouts and fees (one problem each). The postings' entries
 * are read once, by kind, and summed per withdrawal: a probe per withdrawal took twice as long on a large
 * ledger.
 */
export async function withdrawalSettlementProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      with posted as (
        select w.id, t.id as posting, t.kind, le.amount, a.kind as account,
          a.user_id is not distinct from w.user_id as to_owner
        from ledger_transactions t
        join withdrawals w on t.reference_id = w.id::text
        join ledger_entries le on le.transaction_id = t.id
        join accounts a on a.id = le.account_id
        where t.kind in ('WITHDRAWAL_PAID', 'WITHDRAWAL_REFUND') and t.reference_type = 'withdrawal'
      ), settled as (
        select id,
          count(distinct posting) filter (where kind = 'WITHDRAWAL_PAID') as payouts,
          count(distinct posting) filter (where kind = 'WITHDRAWAL_REFUND') as refunds,
          coalesce(sum(amount) filter (where account = 'WITHDRAWALS_PENDING'), 0) as released,
          coalesce(sum(amount) filter (where kind = 'WITHDRAWAL_PAID' and account = 'WITHDRAWALS_PAID'), 0)
            as paid_out,
          coalesce(sum(amount) filter (where kind = 'WITHDRAWAL_PAID' and account = 'WITHDRAWAL_FEES'), 0)
            as fees,
          coalesce(sum(amount) filter (where kind = 'WITHDRAWAL_REFUND' and to_owner), 0) as refunded,
          count(*) filter (where not (account = 'WITHDRAWALS_PENDING'
            or (kind = 'WITHDRAWAL_PAID' and account in ('WITHDRAWALS_PAID', 'WITHDRAWAL_FEES'))
            or (kind = 'WITHDRAWAL_REFUND' and to_owner))) as others
        from posted
        group by id
      )
      select (
        (select count(*) from withdrawals w
          left join settled s on s.id = w.id
          where s.others > 0
            or (w.status = 'COMPLETED' and (s.payouts is distinct from 1 or s.refunds <> 0
              or s.released <> -w.amount_cents or s.paid_out <> w.amount_cents - w.fee_cents
              or s.fees <> w.fee_cents))
            or (w.status = 'REJECTED' and (s.refunds is distinct from 1 or s.payouts <> 0
              or s.released <> -w.amount_cents or s.refunded <> w.amount_cents))
            or (w.status = 'PENDING' and s.id is not null))
        +
        (select count(*) from (${storedBalances}) a
          where (a.kind = 'WITHDRAWALS_PAID' and a.balance <> (
              select coalesce(sum(amount_cents - fee_cents), 0) from withdrawals where status = 'COMPLETED'))
            or (a.kind = 'WITHDRAWAL_FEES' and a.balance <> (
              select coalesce(sum(fee_cents), 0) from withdrawals where status = 'COMPLETED')))
      )::int as problems`,
  );
  return row?.problems ?? 0;
}

/**
 * Transfers whose decision does not match their postings. A COMPLETED one has exactly one
 * TRANSFER_COMPLETED posting, which moves its amount from transfers pending to the recipient's wallet,
 * and no refund; a REJECTED one exactly one TRANSFER_REFUND, which moves its amount from transfers
 * pending back to the sender's wallet, and no credit; a PENDING one neither. Read as the withdrawals are.
 */
export async function transferSettlementProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      with posted as (
        select tr.id, t.id as posting, t.kind, le.amount, a.kind = 'TRANSFERS_PENDING' as released,
          a.user_id is not distinct from (
            case t.kind when 'TRANSFER_COMPLETED' then tr.recipient_id else tr.sender_id end
          ) as to_member
        from ledger_transactions t
        join transfers tr on t.reference_id = tr.id::text
        join ledger_entries le on le.transaction_id = t.id
        join accounts a on a.id = le.account_id
        where t.kind in ('TRANSFER_COMPLETED', 'TRANSFER_REFUND') and t.reference_type = 'transfer'
      ), settled as (
        select id,
          count(distinct posting) filter (where kind = 'TRANSFER_COMPLETED') as credits,
          count(distinct posting) filter (where kind = 'TRANSFER_REFUND') as refunds,
          coalesce(sum(amount) filter (where released), 0) as released,
          -- What the recipient was credited, or for a refund what the sender got back.
          coalesce(sum(amount) filter (where to_member), 0) as paid,
          count(*) filter (where not released and not to_member) as others
        from posted
        group by id
      )
      select count(*)::int as problems
      from transfers tr
      left join settled s on s.id = tr.id
      where s.others > 0
        or (tr.status = 'COMPLETED' and (s.credits is distinct from 1 or s.refunds <> 0
          or s.released <> -tr.amount_cents or s.paid <> tr.amount_cents))
        or (tr.status = 'REJECTED' and (s.refunds is distinct from 1 or s.credits <> 0
          or s.released <> -tr.amount_cents or s.paid <> tr.amount_cents))
        or (tr.status = 'PENDING' and s.id is not null)`,
  );
  return row?.problems ?? 0;
}

/**
 * Offer conversions whose money does not match them: one credited with a hold without exactly one
 * OFFER_HOLD posting (or one paid at once, or a reversal that came first, with one), a reversed one without exactly one OFFER_REVERSAL
 * (or another with one); and one problem when OFFERS_HELD differs from the rewards still held.
 */
export async function offerConversionProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      with moved as (
        select c.status, c.release_at > c.credited_at as was_held,
          (select count(*) from ledger_transactions t where t.kind = 'OFFER_HOLD'
            and t.reference_type = 'offer_conversion' and t.reference_id = c.id::text) as holds,
          (select count(*) from ledger_transactions t where t.kind = 'OFFER_REVERSAL'
            and t.reference_type = 'offer_conversion' and t.reference_id = c.id::text) as reversals
        from offer_conversions c
      )
      select (
        (select count(*) from moved
          where holds <> (case when was_held then 1 else 0 end)
            or reversals <> (case when status = 'REVERSED' then 1 else 0 end))
        +
        (select count(*) from (select 1) one
          where coalesce((select balance from (${storedBalances}) a where a.kind = 'OFFERS_HELD'), 0)
            <> (select coalesce(sum(reward_cents), 0) from offer_conversions where status = 'HELD'))
      )::int as problems`,
  );
  return row?.problems ?? 0;
}

/**
 * Member debts whose money does not match them: one whose DEBT_SETTLEMENT postings into MEMBER_DEBTS do
 * not add up to what was paid off (amount less outstanding); and one problem when MEMBER_DEBTS differs
 * from the negative of what members still owe.
 */
export async function memberDebtProblems(tx: Executor): Promise<number> {
  const [row] = await rowsOf(
    tx,
    z.object({ problems: count }),
    sql`
      with settled as (
        select split_part(t.reference_id, ':', 1) as debt_id, sum(le.amount) as paid
        from ledger_transactions t
        join ledger_entries le on le.transaction_id = t.id
        join accounts a on a.id = le.account_id and a.kind = 'MEMBER_DEBTS'
        where t.kind = 'DEBT_SETTLEMENT' and t.reference_type = 'member_debt_settlement'
        group by 1
      )
      select (
        (select count(*) from member_debts d left join settled s on s.debt_id = d.id::text
          where coalesce(s.paid, 0) <> d.amount_cents - d.outstanding_cents)
        +
        (select count(*) from settled s
          where not exists (select 1 from member_debts d where d.id::text = s.debt_id))
        +
        (select count(*) from (select 1) one
          where coalesce((select balance from (${storedBalances}) a where a.kind = 'MEMBER_DEBTS'), 0)
            <> -(select coalesce(sum(outstanding_cents), 0) from member_debts))
      )::int as problems`,
  );
  return row?.problems ?? 0;
}

/** Waits for (and holds until the transaction ends) the lock that lets one stored run at a time decide. */
export async function lockReconciliationRuns(tx: Executor, lockId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockId})`);
}

/** Whether the newest stored run passed; undefined when there is none yet. */
export async function latestRunOk(tx: Executor): Promise<boolean | undefined> {
  const [previous] = await tx
    .select({ ok: reconciliationRuns.ok })
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.checkedAt), desc(reconciliationRuns.id))
    .limit(1);
  return previous?.ok;
}

/** The newest stored run's report as stored; undefined when there is none yet. */
export async function latestRunReport(db: Executor): Promise<{ report: unknown } | undefined> {
  const [run] = await db
    .select({ report: reconciliationRuns.report })
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.checkedAt), desc(reconciliationRuns.id))
    .limit(1);
  return run;
}

export async function insertReconciliationRun(
  tx: Executor,
  run: { ok: boolean; problems: number; report: unknown; checkedAt: Date },
): Promise<void> {
  await tx.insert(reconciliationRuns).values(run);
}
