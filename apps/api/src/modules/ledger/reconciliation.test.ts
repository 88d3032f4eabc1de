import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reconciliationCheckNames, type ReconciliationCheckId } from '@earnflow/contracts';

import { accounts, deposits, platformSettings, transfers, withdrawals } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { bearer, loginAdmin, seedAdmin, seedMember, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles, ownPayoutAccount } from '../../../test/money';
import { postTransaction, reconcile, systemAccountId, walletAccountId } from './ledger.service';

import { RECONCILIATION_LIST_LIMIT } from './reconciliation.repository';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

async function fundedMember(context: TestContext, cents: number) {
  return signedInMember(context.app, { status: 'ACTIVE', cents });
}

/** A PENDING deposit row (the receipt is beside the point here). */
async function pendingDeposit(context: TestContext, userId: string, amountCents: number) {
  const [row] = await context.app.db
    .insert(deposits)
    .values({
      userId,
      amountCents,
      paymentMethod: 'EASYPAISA',
      transactionId: `REC-${randomUUID()}`,
    })
    .returning();
  if (row === undefined) throw new Error('no deposit');
  return row;
}

async function completeDeposit(context: TestContext, token: string, id: string) {
  const response = await context.app.inject({
    method: 'PATCH',
    url: `/api/deposits/${id}/status`,
    headers: bearer(token),
    payload: { status: 'COMPLETED' },
  });
  expect(response.statusCode).toBe(200);
}

const withdrawalBody = () => ({
  amount: 20,
  paymentMethod: 'SADAPAY',
  bankName: 'SadaPay',
  accountHolderName: 'Holder',
  accountNumber: ownPayoutAccount(),
});

/** A withdrawal or transfer the member asks for and an admin decides, through the API. */
async function decided(
  context: TestContext,
  token: string,
  kind: 'withdraw' | 'transfer',
  payload: Record<string, unknown>,
  status: 'COMPLETED' | 'REJECTED',
) {
  const created = await context.app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: bearer(token),
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const decision = await context.app.inject({
    method: 'PATCH',
    url: kind === 'withdraw' ? `/api/withdraw/${id}/status` : `/api/transfers/${id}/status`,
    headers: bearer(adminToken),
    payload: { status },
  });
  expect(decision.statusCode, decision.body).toBe(200);
  return id;
}

/** The problems a check counts. */
async function problemsOf(id: ReconciliationCheckId, context: TestContext = ctx) {
  return (await reconcile(context.app.db)).checks.find((check) => check.id === id)?.problems;
}

/** The ids of the checks that fail. */
async function failing(context: TestContext = ctx) {
  const report = await reconcile(context.app.db);
  return {
    report,
    failed: report.checks.filter((check) => !check.ok).map((check) => check.id),
  };
}

describe('reconciliation', () => {
  it('passes every check, named for an operator, on books kept by the services', async () => {
    const member = await fundedMember(ctx, 10_000);
    const deposit = await pendingDeposit(ctx, member.id, 2500);
    await completeDeposit(ctx, adminToken, deposit.id);
    const report = await reconcile(ctx.app.db);
    const ids = Object.keys(reconciliationCheckNames) as ReconciliationCheckId[];
    expect(report.checks).toEqual(
      ids.map((id) => ({ id, name: reconciliationCheckNames[id], ok: true, problems: 0 })),
    );
    expect(report.checks.map((check) => check.name)).toContain(
      'Every completed deposit is credited exactly once',
    );
    expect(report.ok).toBe(true);
    expect(report.pendingAccounts).toEqual([
      { kind: 'TRANSFERS_PENDING', stored: 0, expected: 0 },
      { kind: 'WITHDRAWALS_PENDING', stored: 0, expected: 0 },
      { kind: 'DEPOSITS_CLEARING', stored: -2500, expected: -2500 },
    ]);
  });

  it('finds transfers pending that differ from the pending transfers', async () => {
    const sender = await fundedMember(ctx, 5000);
    const recipient = await fundedMember(ctx, 0);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 12.5, senderName: 'Sender' },
    });
    const id = created.json<{ id: string }>().id;
    await expectLedgerReconciles(ctx.app.db);

    // Marked completed behind the service's back: the money never reached the recipient.
    await ctx.app.db.update(transfers).set({ status: 'COMPLETED' }).where(eq(transfers.id, id));
    const { report, failed } = await failing();
    expect(failed).toEqual(['TRANSFERS_PENDING_MATCHES', 'TRANSFERS_SETTLED_ONCE']);
    expect(report.ok).toBe(false);
    expect(report.pendingAccounts[0]).toEqual({ kind: 'TRANSFERS_PENDING', stored: 1250, expected: 0 });
    expect(report.checks.find((check) => !check.ok)).toEqual({
      id: 'TRANSFERS_PENDING_MATCHES',
      name: 'Transfers pending holds exactly the pending transfers',
      ok: false,
      problems: 1,
    });

    await ctx.app.db.update(transfers).set({ status: 'PENDING' }).where(eq(transfers.id, id));
    await expectLedgerReconciles(ctx.app.db);
  });

  it('finds withdrawals pending that differ from the pending withdrawals', async () => {
    const member = await fundedMember(ctx, 5000);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      headers: bearer(member.token),
      payload: {
        amount: 20,
        paymentMethod: 'SADAPAY',
        bankName: 'SadaPay',
        accountHolderName: 'Holder',
        accountNumber: ownPayoutAccount(),
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    await ctx.app.db
      .update(withdrawals)
      .set({ amountCents: sql`${withdrawals.amountCents} + 100` })
      .where(eq(withdrawals.id, id));
    const { report, failed } = await failing();
    expect(failed).toEqual(['WITHDRAWALS_PENDING_MATCHES']);
    expect(report.pendingAccounts[1]).toEqual({ kind: 'WITHDRAWALS_PENDING', stored: 2000, expected: 2100 });

    await ctx.app.db
      .update(withdrawals)
      .set({ amountCents: sql`${withdrawals.amountCents} - 100` })
      .where(eq(withdrawals.id, id));
    await expectLedgerReconciles(ctx.app.db);
  });

  it('finds a withdrawal whose status or amounts differ from its payout or refund', async () => {
    await ctx.app.db
      .update(platformSettings)
      .set({ withdrawalMinimumCents: 100, withdrawalFeeBasisPoints: 250 });
    const member = await fundedMember(ctx, 10_000);
    const paid = await decided(ctx, member.token, 'withdraw', withdrawalBody(), 'COMPLETED');
    const refunded = await decided(ctx, member.token, 'withdraw', withdrawalBody(), 'REJECTED');
    await expectLedgerReconciles(ctx.app.db);
    const tampered = async (id: string, change: Partial<typeof withdrawals.$inferInsert>) => {
      const [before] = await ctx.app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
      if (before === undefined) throw new Error('no withdrawal');
      await ctx.app.db.update(withdrawals).set(change).where(eq(withdrawals.id, id));
      const { report, failed } = await failing();
      const { status, amountCents, feeCents } = before;
      await ctx.app.db
        .update(withdrawals)
        .set({ status, amountCents, feeCents })
        .where(eq(withdrawals.id, id));
      return { failed, problems: report.checks.find((check) => check.id === 'WITHDRAWALS_SETTLED_ONCE') };
    };

    // Refunded, then marked paid: it was never paid out, and withdrawals paid and withdrawal fees lack
    // its payout and fee.
    expect(await tampered(refunded, { status: 'COMPLETED' })).toMatchObject({
      failed: ['WITHDRAWALS_SETTLED_ONCE'],
      problems: { ok: false, problems: 3 },
    });
    // Paid, then marked rejected: it was never refunded, and both totals hold its payout and fee.
    expect(await tampered(paid, { status: 'REJECTED' })).toMatchObject({
      failed: ['WITHDRAWALS_SETTLED_ONCE'],
      problems: { problems: 3 },
    });
    // A fee other than the one taken: the payout and both totals differ.
    expect(await tampered(paid, { feeCents: 49 })).toMatchObject({
      failed: ['WITHDRAWALS_SETTLED_ONCE'],
      problems: { problems: 3 },
    });
    // A refund of another amount.
    expect(await tampered(refunded, { amountCents: 2100 })).toMatchObject({
      failed: ['WITHDRAWALS_SETTLED_ONCE'],
      problems: { problems: 1 },
    });
    await expectLedgerReconciles(ctx.app.db);
  });

  it('finds a transfer whose status or amount differs from its credit or refund', async () => {
    const sender = await fundedMember(ctx, 10_000);
    const recipient = await fundedMember(ctx, 0);
    const payload = { recipientAccountNumber: recipient.accountNumber, amount: 7.25, senderName: 'Sender' };
    const credited = await decided(ctx, sender.token, 'transfer', payload, 'COMPLETED');
    const refunded = await decided(ctx, sender.token, 'transfer', payload, 'REJECTED');
    await expectLedgerReconciles(ctx.app.db);
    const tampered = async (id: string, change: Partial<typeof transfers.$inferInsert>) => {
      const [before] = await ctx.app.db.select().from(transfers).where(eq(transfers.id, id));
      if (before === undefined) throw new Error('no transfer');
      await ctx.app.db.update(transfers).set(change).where(eq(transfers.id, id));
      const { failed } = await failing();
      const problems = await problemsOf('TRANSFERS_SETTLED_ONCE');
      const { status, amountCents } = before;
      await ctx.app.db.update(transfers).set({ status, amountCents }).where(eq(transfers.id, id));
      return { failed, problems };
    };

    for (const [id, change] of [
      [refunded, { status: 'COMPLETED' }],
      [credited, { status: 'REJECTED' }],
      [credited, { amountCents: 726 }],
      [refunded, { amountCents: 724 }],
    ] as const) {
      expect(await tampered(id, change), JSON.stringify(change)).toEqual({
        failed: ['TRANSFERS_SETTLED_ONCE'],
        problems: 1,
      });
    }
    await expectLedgerReconciles(ctx.app.db);
  });

  it('finds a completed deposit that was never credited, and a credited one no longer completed', async () => {
    const member = await fundedMember(ctx, 0);
    const uncredited = await pendingDeposit(ctx, member.id, 700);
    const credited = await pendingDeposit(ctx, member.id, 900);
    await completeDeposit(ctx, adminToken, credited.id);

    await ctx.app.db.update(deposits).set({ status: 'COMPLETED' }).where(eq(deposits.id, uncredited.id));
    await ctx.app.db.update(deposits).set({ status: 'FAILED' }).where(eq(deposits.id, credited.id));
    const { report, failed } = await failing();
    expect(failed).toEqual(['DEPOSITS_CLEARING_MATCHES', 'DEPOSITS_CREDITED_ONCE']);
    expect(report.checks.find((check) => check.id === 'DEPOSITS_CREDITED_ONCE')?.problems).toBe(2);
    expect(report.depositCredits).toEqual(
      [
        { depositId: uncredited.id, status: 'COMPLETED', amount: 700, postings: 0, credited: 0 },
        { depositId: credited.id, status: 'FAILED', amount: 900, postings: 1, credited: 900 },
      ].sort((a, b) => a.depositId.localeCompare(b.depositId)),
    );

    await ctx.app.db.update(deposits).set({ status: 'PENDING' }).where(eq(deposits.id, uncredited.id));
    await ctx.app.db.update(deposits).set({ status: 'COMPLETED' }).where(eq(deposits.id, credited.id));
    await expectLedgerReconciles(ctx.app.db);

    // A credit of another amount than the deposit's.
    await ctx.app.db.update(deposits).set({ amountCents: 901 }).where(eq(deposits.id, credited.id));
    expect((await failing()).report.depositCredits).toEqual([
      { depositId: credited.id, status: 'COMPLETED', amount: 901, postings: 1, credited: 900 },
    ]);
    await ctx.app.db.update(deposits).set({ amountCents: 900 }).where(eq(deposits.id, credited.id));
    await expectLedgerReconciles(ctx.app.db);
  });

  it('counts every mismatched account in SQL but lists only the first ones', async () => {
    const extra = RECONCILIATION_LIST_LIMIT + 5;
    for (let index = 0; index < extra; index += 1) await seedMember(ctx.app.db);
    const wallets = sql`${accounts.kind} = 'WALLET'`;
    const [{ value: wallet } = { value: 0 }] = await ctx.app.db
      .select({ value: sql<number>`count(*)::int` })
      .from(accounts)
      .where(wallets);
    await ctx.app.db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + 1` })
      .where(wallets);
    const { report, failed } = await failing();
    expect(failed).toEqual(['BALANCES_MATCH_ENTRIES', 'LEDGER_SUMS_TO_ZERO']);
    expect(report.checks[0]?.problems).toBe(wallet);
    expect(report.mismatches).toHaveLength(RECONCILIATION_LIST_LIMIT);
    expect(report.total).toBe(wallet);

    await ctx.app.db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} - 1` })
      .where(wallets);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('answers GET /admin/reconcile in dollars with the failing check named', async () => {
    // The repeating check would store runs of its own in between.
    await ctx.app.jobs.stop();
    const member = await fundedMember(ctx, 0);
    const deposit = await pendingDeposit(ctx, member.id, 1234);
    await ctx.app.db.update(deposits).set({ status: 'COMPLETED' }).where(eq(deposits.id, deposit.id));
    const check = (query: string, token = adminToken) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/reconcile${query}`, headers: bearer(token) });
    const response = await check('?fresh=true');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      checkedAt: string;
      ok: boolean;
      checks: { id: string; name: string; ok: boolean; problems: number }[];
      pendingAccounts: { kind: string; stored: number; expected: number }[];
      depositCredits: unknown[];
    }>();
    expect(body.ok).toBe(false);
    expect(body.checks.filter((check) => !check.ok)).toEqual([
      {
        id: 'DEPOSITS_CLEARING_MATCHES',
        name: 'Deposits clearing matches the completed deposits',
        ok: false,
        problems: 1,
      },
      {
        id: 'DEPOSITS_CREDITED_ONCE',
        name: 'Every completed deposit is credited exactly once',
        ok: false,
        problems: 1,
      },
    ]);
    expect(body.depositCredits).toEqual([
      { depositId: deposit.id, status: 'COMPLETED', amount: 12.34, postings: 0, credited: 0 },
    ]);
    const clearing = body.pendingAccounts.find((account) => account.kind === 'DEPOSITS_CLEARING');
    expect(clearing === undefined ? undefined : clearing.expected - clearing.stored).toBeCloseTo(-12.34, 2);
    expect((await check('', member.token)).statusCode).toBe(403);
    expect((await check('?fresh=yes')).statusCode).toBe(400);

    // The books are mended, but the whole ledger is read again only when asked: the stored run answers.
    await ctx.app.db.update(deposits).set({ status: 'PENDING' }).where(eq(deposits.id, deposit.id));
    expect((await check('')).json()).toEqual(body);
    const fresh = (await check('?fresh=true')).json<{ ok: boolean; checkedAt: string }>();
    expect(fresh.ok).toBe(true);
    expect(Date.parse(fresh.checkedAt)).toBeGreaterThanOrEqual(Date.parse(body.checkedAt));
    expect((await check('')).json()).toEqual(fresh);
    await expectLedgerReconciles(ctx.app.db);
  });
});

// These corrupt the append-only ledger for good, so each has books of its own.
describe('reconciliation of credits the ledger cannot take back', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(async () => {
    await own.close();
  });

  it('finds a deposit credited twice (on books without the unique index) and a credit naming no deposit', async () => {
    const admin = await loginAdmin(own.app, (await seedAdmin(own.app.db)).email);
    const member = await fundedMember(own, 0);
    const deposit = await pendingDeposit(own, member.id, 500);
    await completeDeposit(own, admin, deposit.id);
    await expectLedgerReconciles(own.app.db);

    const credit = async (referenceId: string, amount: number) =>
      own.app.db.transaction(async (tx) =>
        postTransaction(tx, {
          kind: 'DEPOSIT',
          description: 'Posted behind the service',
          referenceType: 'deposit',
          referenceId,
          entries: [
            { accountId: await systemAccountId(tx, 'DEPOSITS_CLEARING'), amount: -amount },
            { accountId: await walletAccountId(tx, member.id), amount },
          ],
        }),
      );
    await own.app.db.execute(sql`DROP INDEX ledger_transactions_reference_unique`);
    await credit(deposit.id, 500);
    const stray = randomUUID();
    await credit(stray, 300);

    const { report, failed } = await failing(own);
    expect(failed).toEqual(['DEPOSITS_CLEARING_MATCHES', 'DEPOSITS_CREDITED_ONCE']);
    expect(report.depositCredits).toEqual([
      { depositId: deposit.id, status: 'COMPLETED', amount: 500, postings: 2, credited: 1000 },
      { depositId: stray, status: null, amount: null, postings: 1, credited: 300 },
    ]);
    expect(report.pendingAccounts[2]).toEqual({ kind: 'DEPOSITS_CLEARING', stored: -1300, expected: -500 });
    // Balances still equal their entries: only the business checks see it.
    expect(report.mismatches).toEqual([]);
    expect(report.total).toBe(0);
  });
});

// A posting the services would never write stays in the append-only ledger, so these have books of their own.
describe('reconciliation of decisions booked to the wrong account', () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(async () => {
    await own.close();
  });

  it('finds a rejected transfer refunded to its recipient instead of its sender', async () => {
    const sender = await fundedMember(own, 1000);
    const recipient = await fundedMember(own, 0);
    const created = await own.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(sender.token),
      payload: { recipientAccountNumber: recipient.accountNumber, amount: 4, senderName: 'Sender' },
    });
    const id = created.json<{ id: string }>().id;
    await own.app.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: 'TRANSFER_REFUND',
        description: 'Refunded to the wrong member',
        referenceType: 'transfer',
        referenceId: id,
        entries: [
          { accountId: await systemAccountId(tx, 'TRANSFERS_PENDING'), amount: -400 },
          { accountId: await walletAccountId(tx, recipient.id), amount: 400 },
        ],
      });
      await tx.update(transfers).set({ status: 'REJECTED' }).where(eq(transfers.id, id));
    });
    // The holding account and every balance agree: only the transfer's own check sees it.
    const { failed } = await failing(own);
    expect(failed).toEqual(['TRANSFERS_SETTLED_ONCE']);
    expect(await problemsOf('TRANSFERS_SETTLED_ONCE', own)).toBe(1);
  });
});
