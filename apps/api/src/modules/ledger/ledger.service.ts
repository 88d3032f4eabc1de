import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  errorCodes,
  reconciliationCheckNames,
  type LedgerTransactionKind,
  type ReconciliationCheckId,
} from '@earnflow/contracts';
import { databaseKey, sqlBuiltOnce, type Database, type Executor } from '../../db/client';
import { accountBalanceParts, accounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import {
  accountTotals,
  aviatorRoundProblems,
  balanceMismatches,
  depositCreditProblems,
  earningPaymentProblems,
  memberDebtProblems,
  offerConversionProblems,
  pendingAccountBalances,
  transferSettlementProblems,
  unbalancedTransactions,
  withdrawalSettlementProblems,
  type DepositCreditProblem,
  type PendingAccountKind,
} from './reconciliation.repository';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { AppError, ConflictError } from '../../lib/errors';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { createWallet, memberWallet, walletBalanceCents } from './ledger.repository';

export type SystemAccountKind = Exclude<(typeof accounts.$inferSelect)['kind'], 'WALLET'>;

export class InsufficientBalanceError extends AppError {
  constructor() {
    super(400, errorCodes.validation, 'Insufficient balance.');
  }
}

export class AlreadyBookedError extends ConflictError {
  constructor() {
    super('This has already been booked and cannot be booked twice.');
  }
}

// System account ids never change once migrated; remembered per database (and its transactions).
const systemAccountCache = new WeakMap<object, Map<SystemAccountKind, string>>();

export async function systemAccountId(db: Executor, kind: SystemAccountKind): Promise<string> {
  const key = databaseKey(db);
  let cache = systemAccountCache.get(key);
  const cached = cache?.get(kind);
  if (cached !== undefined) return cached;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, kind));
  if (row === undefined) throw new Error(`system account ${kind} is missing`);
  if (cache === undefined) {
    cache = new Map();
    systemAccountCache.set(key, cache);
  }
  cache.set(kind, row.id);
  knownSystemAccounts.add(row.id);
  return row.id;
}

/**
 * Creates a system account added after the first migrations (e.g. LEVEL_SALES) when it is missing. A
 * migration cannot insert it: PostgreSQL refuses a new enum value in the transaction that adds it.
 */
export async function ensureSystemAccount(db: Database, kind: SystemAccountKind): Promise<void> {
  await db.insert(accounts).values({ kind }).onConflictDoNothing();
}

// A member's wallet is created with the member and never changes; the most recent ids are remembered per
// database, so a money call does not ask for it again. Only ids read from the database are kept.
const WALLET_CACHE_SIZE = 50_000;
const walletCache = new WeakMap<object, Map<string, string>>();

export async function walletAccountId(db: Executor, userId: string): Promise<string> {
  const key = databaseKey(db);
  let cache = walletCache.get(key);
  const cached = cache?.get(userId);
  if (cached !== undefined) return cached;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  if (row === undefined) throw new Error(`member ${userId} has no wallet`);
  if (cache === undefined) {
    cache = new Map();
    walletCache.set(key, cache);
  }
  // Oldest first out: a Map keeps insertion order.
  if (cache.size >= WALLET_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(userId, row.id);
  return row.id;
}

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  description: string;
  referenceType: string;
  referenceId: string;
  adminId?: string | null;
  /** Signed cents per account; they must sum to zero. Zero amounts are left out. */
  entries: { accountId: string; amount: number }[];
}

/** How many balance parts each system account is spread over (one per database connection, modulo). */
export const SYSTEM_BALANCE_PARTS = 16;

// Every id systemAccountId has answered is a system account (ids are UUIDs, unique across databases).
const knownSystemAccounts = new Set<string>();

async function isSystemAccount(tx: Executor, accountId: string): Promise<boolean> {
  if (knownSystemAccounts.has(accountId)) return true;
  const [row] = await tx.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, accountId));
  if (row === undefined || row.kind === 'WALLET') return false;
  knownSystemAccounts.add(accountId);
  return true;
}

/** The posting's entries without zero amounts, checked: integer cents, at least two, summing to zero. */
function checkedEntries(posting: LedgerPosting): { accountId: string; amount: number }[] {
  const entries = posting.entries.filter((entry) => entry.amount !== 0);
  if (entries.some((entry) => !Number.isSafeInteger(entry.amount)))
    throw new Error('ledger amounts are integer cents');
  if (entries.reduce((sum, entry) => sum + entry.amount, 0) !== 0)
    throw new Error('ledger entries must sum to zero');
  if (entries.length < 2) throw new Error('a ledger transaction has at least two entries');
  return entries;
}

/** The net amount per account, leaving out accounts the posting does not move in the end. */
function netByAccount(entries: readonly { accountId: string; amount: number }[]): Map<string, number> {
  const byAccount = new Map<string, number>();
  for (const entry of entries)
    byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0) + entry.amount);
  for (const [accountId, amount] of byAccount) if (amount === 0) byAccount.delete(accountId);
  return byAccount;
}

/**
 * Writes one balanced ledger transaction and moves the cached balances, inside the caller's database
 * transaction. Wallets are updated first, in a fixed order (by id), so concurrent postings cannot
 * deadlock on each other; a wallet that would go below zero throws InsufficientBalanceError. System
 * accounts are never updated in their shared row: each posting adds to the balance part of its database
 * connection (account_balance_parts), so members do not queue behind each other on "transfers pending"
 * or "rewards expense". The transaction, its entries and the system balance parts go in with one
 * statement, and so does the wallet's update when the posting moves one wallet (decision 0109).
 */
export async function postTransaction(tx: Executor, posting: LedgerPosting): Promise<string> {
  return (await postTransactionWithBalances(tx, posting)).id;
}

/**
 * Moves an amount held in a pending account (a transfer or a withdrawal waiting for an operator) into a
 * member's wallet: the recipient's when a transfer is completed, the owner's when a hold is returned.
 */
export async function releaseHeld(
  tx: Executor,
  held: Omit<LedgerPosting, 'entries'> & {
    from: 'TRANSFERS_PENDING' | 'WITHDRAWALS_PENDING';
    toUserId: string;
    amountCents: number;
  },
): Promise<string> {
  const { from, toUserId, amountCents, ...posting } = held;
  return postTransaction(tx, {
    ...posting,
    entries: [
      { accountId: await systemAccountId(tx, from), amount: -amountCents },
      { accountId: await walletAccountId(tx, toUserId), amount: amountCents },
    ],
  });
}

/** postTransaction, also answering each wallet's balance after the posting (cents, by account id). */
export async function postTransactionWithBalances(
  tx: Executor,
  posting: LedgerPosting,
): Promise<{ id: string; walletBalances: Map<string, number> }> {
  const entries = checkedEntries(posting);
  const byAccount = netByAccount(entries);
  const moved = [...byAccount.keys()].sort();
  const unknown = moved.filter((accountId) => !knownSystemAccounts.has(accountId));

  // One wallet (a transfer, a reward, a bet, a payout): the wallet update and the rest in one statement.
  const [only] = unknown;
  if (only !== undefined && unknown.length === 1) {
    const values = oneWalletValues(posting, entries, byAccount, only);
    const posted = await bookedRow(tx.execute(postingStatement(values, noParts)).then(rowsOf));
    if (posted.id !== null) {
      return { id: posted.id, walletBalances: new Map([[only, Number(posted.wallet_balance)]]) };
    }
    // The wallet update matched nothing and the statement wrote nothing: a balance that would go below
    // zero, or an account that is not a wallet (a system account this process has not met yet).
    if (!(await isSystemAccount(tx, only))) throw new InsufficientBalanceError();
  }

  const system: [string, number][] = [];
  const walletBalances = new Map<string, number>();
  for (const accountId of moved) {
    const delta = byAccount.get(accountId) ?? 0;
    if (knownSystemAccounts.has(accountId)) {
      system.push([accountId, delta]);
      continue;
    }
    const updated = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(accounts.id, accountId),
          eq(accounts.kind, 'WALLET'),
          sql`${accounts.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ id: accounts.id, balance: accounts.balance });
    const [wallet] = updated;
    if (wallet !== undefined) {
      walletBalances.set(accountId, wallet.balance);
      continue;
    }
    if (!(await isSystemAccount(tx, accountId))) throw new InsufficientBalanceError();
    system.push([accountId, delta]);
  }
  const posted = await bookPosting(tx, posting, entries, system, undefined);
  if (posted.id === null) throw new Error('ledger transaction insert returned nothing');
  return { id: posted.id, walletBalances };
}

/**
 * Further parts of the statement that books a one-wallet posting, for a business write that goes in the
 * same statement (and so needs no transaction of its own). All are SQL fragments:
 * - `before`: common table expressions written first, each followed by a comma;
 * - `walletGuard`: a further condition of the wallet update; when it is false nothing is written;
 * - `after`: common table expressions written after the posting's, each preceded by a comma; they can
 *   read `t`, the ledger transaction (no row when nothing was booked);
 * - `columns`: further columns of the one answer row, each preceded by a comma.
 */
export interface PostingStatementParts {
  before: SQL;
  walletGuard: SQL;
  after: SQL;
  columns: SQL;
}

const noParts: PostingStatementParts = {
  before: sql``,
  walletGuard: sql`true`,
  after: sql``,
  columns: sql``,
};

type BookedRow<Row> = Row & { id: string | null; wallet_balance: string | number | null };

/**
 * Books a posting that moves exactly one wallet together with a business write, in one statement: the
 * wallet update (not below zero, and only when `parts.walletGuard` holds), the ledger transaction, its
 * entries and the system balance parts, and the caller's `parts` (those left out add nothing). Answers
 * the statement's one row: its `id` (the ledger transaction) is null when nothing was written (the guard
 * was false or the balance would go below zero), and `wallet_balance` is the wallet's balance after the
 * posting, in cents.
 */
export async function postOneWalletWith<Row extends Record<string, unknown>>(
  db: Executor,
  posting: LedgerPosting,
  parts: Partial<PostingStatementParts>,
): Promise<BookedRow<Row>> {
  return bookedRow<Row>(
    db.execute(postingStatement(theOneWalletValues(posting), { ...noParts, ...parts })).then(rowsOf),
  );
}

/**
 * postOneWalletWith for a call that books the same kind of posting each time: its statement, with the
 * caller's `parts` written with placeholders (`sql.placeholder`), is built once per database under `name`
 * (the query builder's work per call and the statement's parsing per connection are done once). The
 * statement takes the caller's `values` for those placeholders and the posting's own.
 */
export function oneWalletPostingBuiltOnce<Row extends Record<string, unknown>>(
  name: string,
  parts: Partial<PostingStatementParts>,
): (db: Executor, posting: LedgerPosting, values: Record<string, unknown>) => Promise<BookedRow<Row>> {
  const statement = sqlBuiltOnce<BookedRow<Row>>(name, () =>
    postingStatement(postingPlaceholders, { ...noParts, ...parts }),
  );
  return (db, posting, values) =>
    bookedRow<Row>(statement(db).execute({ ...values, ...theOneWalletValues(posting) }));
}

/** The values of the statement of a posting that must move exactly one wallet. */
function theOneWalletValues(posting: LedgerPosting): PostingValues {
  const entries = checkedEntries(posting);
  const byAccount = netByAccount(entries);
  const wallets = [...byAccount.keys()].filter((accountId) => !knownSystemAccounts.has(accountId));
  const [wallet] = wallets;
  if (wallet === undefined || wallets.length !== 1)
    throw new Error('the posting must move exactly one wallet');
  return oneWalletValues(posting, entries, byAccount, wallet);
}

/** The values of the statement of a posting whose one wallet is `wallet` and the rest system accounts. */
function oneWalletValues(
  posting: LedgerPosting,
  entries: readonly { accountId: string; amount: number }[],
  byAccount: ReadonlyMap<string, number>,
  wallet: string,
): PostingValues {
  const system = [...byAccount.keys()]
    .sort()
    .filter((accountId) => accountId !== wallet)
    .map((accountId): [string, number] => [accountId, byAccount.get(accountId) ?? 0]);
  return postingValues(posting, entries, system, [wallet, byAccount.get(wallet) ?? 0]);
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const bigintArray = (amounts: readonly number[]) => `{${amounts.map(String).join(',')}}`;

/** What varies in a posting statement: values, or placeholders of a statement built once. */
interface PostingValues {
  kind: unknown;
  description: unknown;
  referenceType: unknown;
  referenceId: unknown;
  adminId: unknown;
  entryAccounts: unknown;
  entryAmounts: unknown;
  systemAccounts: unknown;
  systemAmounts: unknown;
  /** The one wallet the statement moves first, if any, and by how much. */
  walletId?: unknown;
  walletDelta?: unknown;
}

function postingValues(
  posting: LedgerPosting,
  entries: readonly { accountId: string; amount: number }[],
  system: readonly [string, number][],
  wallet: [string, number] | undefined,
): PostingValues {
  const values = {
    kind: posting.kind,
    description: posting.description,
    referenceType: posting.referenceType,
    referenceId: posting.referenceId,
    adminId: posting.adminId ?? null,
    entryAccounts: uuidArray(entries.map((entry) => entry.accountId)),
    entryAmounts: bigintArray(entries.map((entry) => entry.amount)),
    systemAccounts: uuidArray(system.map(([accountId]) => accountId)),
    systemAmounts: bigintArray(system.map(([, delta]) => delta)),
  };
  return wallet === undefined ? values : { ...values, walletId: wallet[0], walletDelta: wallet[1] };
}

// The placeholders of a one-wallet posting statement built once; the callers' own must not reuse them.
const postingPlaceholders: PostingValues = {
  kind: sql.placeholder('kind'),
  description: sql.placeholder('description'),
  referenceType: sql.placeholder('referenceType'),
  referenceId: sql.placeholder('referenceId'),
  adminId: sql.placeholder('adminId'),
  entryAccounts: sql.placeholder('entryAccounts'),
  entryAmounts: sql.placeholder('entryAmounts'),
  systemAccounts: sql.placeholder('systemAccounts'),
  systemAmounts: sql.placeholder('systemAmounts'),
  walletId: sql.placeholder('walletId'),
  walletDelta: sql.placeholder('walletDelta'),
};

/**
 * The statement that books a posting: the ledger transaction, its entries and the system balance parts
 * (added to last, so the shared rows are held for the shortest time). With `wallet`, it also moves that
 * wallet's balance first (not below zero), and writes nothing when the wallet update matches no row.
 * Each step reads the one before it, which fixes their order. It answers one row, with `id` null when
 * nothing was booked.
 */
function postingStatement(values: PostingValues, parts: PostingStatementParts): SQL {
  const { walletId, walletDelta } = values;
  const walletStep =
    walletId === undefined
      ? sql`w as (select null::uuid as id, null::bigint as balance),`
      : sql`w as (
          update ${accounts} set balance = balance + ${walletDelta}, updated_at = now()
          where id = ${walletId} and kind = 'WALLET' and balance + ${walletDelta} >= 0 and (${parts.walletGuard})
          returning id, balance
        ),`;
  return sql`
      with ${parts.before} ${walletStep} t as (
        insert into ${ledgerTransactions} (kind, description, reference_type, reference_id, admin_id)
        select ${values.kind}, ${values.description}, ${values.referenceType}, ${values.referenceId},
          ${values.adminId}
        from w
        returning id, kind
      ), e as (
        insert into ${ledgerEntries} (transaction_id, kind, account_id, amount)
        select t.id, t.kind, entry.account_id, entry.amount
        from t, unnest(${values.entryAccounts}::uuid[],
          ${values.entryAmounts}::bigint[]) as entry(account_id, amount)
      ), p as (
        insert into ${accountBalanceParts} (account_id, part, balance)
        select part.account_id, pg_backend_pid() % ${SYSTEM_BALANCE_PARTS}, part.balance
        from unnest(${values.systemAccounts}::uuid[],
          ${values.systemAmounts}::bigint[]) as part(account_id, balance)
        where exists (select 1 from t)
        on conflict (account_id, part) do update set balance = ${accountBalanceParts}.balance + excluded.balance
      ) ${parts.after}
      select t.id, w.balance as wallet_balance ${parts.columns}
      from (select 1) as one left join t on true left join w on true`;
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** The one row a posting statement answers. */
async function bookedRow<Row>(answer: Promise<unknown[]>): Promise<BookedRow<Row>> {
  const [row] = await answer.catch((error: unknown) => {
    // The unique index on (reference, kind): this business event was already booked.
    if (isUniqueViolation(error) && violatedConstraint(error) === 'ledger_transactions_reference_unique')
      throw new AlreadyBookedError();
    throw error;
  });
  if (row === undefined) throw new Error('the posting statement answered no row');
  return row as BookedRow<Row>;
}

/** Books a posting whose wallets, if any, were already moved (the rest of postTransactionWithBalances). */
function bookPosting(
  tx: Executor,
  posting: LedgerPosting,
  entries: readonly { accountId: string; amount: number }[],
  system: readonly [string, number][],
  wallet: [string, number] | undefined,
): Promise<BookedRow<Record<string, never>>> {
  return bookedRow(
    tx.execute(postingStatement(postingValues(posting, entries, system, wallet), noParts)).then(rowsOf),
  );
}

export interface ReconciliationCheck {
  id: ReconciliationCheckId;
  name: string;
  ok: boolean;
  /** How many accounts, transactions or business rows fail it. */
  problems: number;
}

/** All amounts in cents. */
export interface ReconciliationReport {
  ok: boolean;
  checks: ReconciliationCheck[];
  accounts: number;
  total: number;
  mismatches: { accountId: string; kind: string; stored: number; computed: number }[];
  unbalancedTransactions: string[];
  pendingAccounts: { kind: PendingAccountKind; stored: number; expected: number }[];
  depositCredits: DepositCreditProblem[];
}

const pendingAccountChecks: Record<PendingAccountKind, ReconciliationCheckId> = {
  TRANSFERS_PENDING: 'TRANSFERS_PENDING_MATCHES',
  WITHDRAWALS_PENDING: 'WITHDRAWALS_PENDING_MATCHES',
  DEPOSITS_CLEARING: 'DEPOSITS_CLEARING_MATCHES',
};

/**
 * Checks the books in the database (a few aggregate queries on one consistent snapshot; only offending
 * rows come back): every stored balance equals its entries, every transaction and all accounts sum to
 * zero, each holding account equals its open business rows, each completed deposit is credited once, and
 * each decided withdrawal and transfer has exactly the postings of its decision.
 */
export async function reconcile(db: Database): Promise<ReconciliationReport> {
  return db.transaction(
    async (tx) => {
      const totals = await accountTotals(tx);
      const mismatches = await balanceMismatches(tx);
      const unbalanced = await unbalancedTransactions(tx);
      const pendingAccounts = await pendingAccountBalances(tx);
      const depositCredits = await depositCreditProblems(tx);
      const withdrawalProblems = await withdrawalSettlementProblems(tx);
      const transferProblems = await transferSettlementProblems(tx);
      const earningProblems = await earningPaymentProblems(tx);
      const aviatorProblems = await aviatorRoundProblems(tx);
      const offerProblems = await offerConversionProblems(tx);
      const debtProblems = await memberDebtProblems(tx);
      const counts: [ReconciliationCheckId, number][] = [
        ['BALANCES_MATCH_ENTRIES', mismatches.count],
        ['TRANSACTIONS_BALANCED', unbalanced.count],
        ['LEDGER_SUMS_TO_ZERO', totals.total === 0 ? 0 : 1],
        ...pendingAccounts.map((account): [ReconciliationCheckId, number] => [
          pendingAccountChecks[account.kind],
          account.stored === account.expected ? 0 : 1,
        ]),
        ['DEPOSITS_CREDITED_ONCE', depositCredits.count],
        ['WITHDRAWALS_SETTLED_ONCE', withdrawalProblems],
        ['TRANSFERS_SETTLED_ONCE', transferProblems],
        ['EARNINGS_PAID_ONCE', earningProblems],
        ['AVIATOR_ROUNDS_PAID_ONCE', aviatorProblems],
        ['OFFERS_BOOKED_ONCE', offerProblems],
        ['MEMBER_DEBTS_MATCH', debtProblems],
      ];
      const checks = counts.map(([id, problems]) => ({
        id,
        name: reconciliationCheckNames[id],
        ok: problems === 0,
        problems,
      }));
      return {
        ok: checks.every((check) => check.ok),
        checks,
        accounts: totals.accounts,
        total: totals.total,
        mismatches: mismatches.rows,
        unbalancedTransactions: unbalanced.ids,
        pendingAccounts,
        depositCredits: depositCredits.rows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
