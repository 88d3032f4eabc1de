import { sql, type SQL } from 'drizzle-orm';
import { errorCodes, type LedgerTransactionKind } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { AppError, ConflictError } from '../../lib/errors';
import { isKnownSystemAccount, isSystemAccount, systemAccountId, walletAccountId } from './ledger-accounts';
import {
  executePostingStatement,
  moveWalletBalance,
  oneWalletPostingStatement,
  postingStatementBuiltOnce,
  type BookedRow,
  type PostingStatementParts,
  type PostingValues,
} from './ledger.repository';

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

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  description: string;
  referenceType: string;
  referenceId: string;
  adminId?: string | null;
  /** Signed cents per account; they must sum to zero. Zero amounts are left out. */
  entries: { accountId: string; amount: number }[];
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
  const unknown = moved.filter((accountId) => !isKnownSystemAccount(accountId));

  // One wallet (a transfer, a reward, a bet, a payout): the wallet update and the rest in one statement.
  const [only] = unknown;
  if (only !== undefined && unknown.length === 1) {
    const values = oneWalletValues(posting, entries, byAccount, only);
    const posted = await bookedRow(executePostingStatement(tx, values));
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
    if (isKnownSystemAccount(accountId)) {
      system.push([accountId, delta]);
      continue;
    }
    const balance = await moveWalletBalance(tx, accountId, delta);
    if (balance !== undefined) {
      walletBalances.set(accountId, balance);
      continue;
    }
    if (!(await isSystemAccount(tx, accountId))) throw new InsufficientBalanceError();
    system.push([accountId, delta]);
  }
  // The wallets, if any, were already moved: the statement books the rest.
  const posted = await bookedRow(
    executePostingStatement(tx, postingValues(posting, entries, system, undefined)),
  );
  if (posted.id === null) throw new Error('ledger transaction insert returned nothing');
  return { id: posted.id, walletBalances };
}

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
  return bookedRow<Row>(executePostingStatement(db, theOneWalletValues(posting), parts));
}

/**
 * postOneWalletWith for a call that books the same kind of posting each time: its statement, with the
 * caller's `parts` written with placeholders (`sql.placeholder`), is built once per database under `name`
 * (the query builder's work per call and the statement's parsing per connection are done once). The
 * statement takes the caller's `values` for those placeholders and the posting's own.
 */
export function oneWalletPostingBuiltOnce<Row extends Record<string, unknown>>(
  parts: Partial<PostingStatementParts>,
): (db: Executor, posting: LedgerPosting, values: Record<string, unknown>) => Promise<BookedRow<Row>> {
  const statement = oneWalletPostingStatement<Row>(parts);
  return (db, posting, values) =>
    bookedRow<Row>(statement(db, { ...values, ...theOneWalletValues(posting) }));
}

/**
 * A posting to one wallet from one system account whose amount and description its own statement reads
 * (SQL over the steps of `parts.before`), built once: each call gives the two accounts and the values of
 * the parts' placeholders. When `amount` is null nothing is booked.
 */
export function postingReadInStatementBuiltOnce<Row extends Record<string, unknown>>(
  posting: { kind: LedgerTransactionKind; referenceType: string; amount: SQL; description: SQL },
  parts: Partial<PostingStatementParts>,
): (
  db: Executor,
  accounts: { wallet: string; system: string; referenceId: string },
  values: Record<string, unknown>,
) => Promise<BookedRow<Row>> {
  const { amount } = posting;
  const p = (name: string) => sql.placeholder(name);
  const statement = postingStatementBuiltOnce<Row>(
    {
      kind: sql`${posting.kind}::text`,
      description: posting.description,
      referenceType: sql`${posting.referenceType}::text`,
      referenceId: p('referenceId'),
      adminId: sql`null::uuid`,
      entryAccounts: sql`array[${p('systemId')}::uuid, ${p('walletId')}::uuid]`,
      entryAmounts: sql`array[-(${amount}), ${amount}]`,
      systemAccounts: sql`array[${p('systemId')}::uuid]`,
      systemAmounts: sql`array[-(${amount})]`,
      walletId: p('walletId'),
      walletDelta: amount,
    },
    parts,
  );
  return (db, accounts, values) => {
    if (!isKnownSystemAccount(accounts.system) || isKnownSystemAccount(accounts.wallet))
      throw new Error('the posting moves one wallet from one system account');
    return bookedRow<Row>(
      statement(db, {
        ...values,
        referenceId: accounts.referenceId,
        systemId: accounts.system,
        walletId: accounts.wallet,
      }),
    );
  };
}

/** The values of the statement of a posting that must move exactly one wallet. */
function theOneWalletValues(posting: LedgerPosting): PostingValues {
  const entries = checkedEntries(posting);
  const byAccount = netByAccount(entries);
  const wallets = [...byAccount.keys()].filter((accountId) => !isKnownSystemAccount(accountId));
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
