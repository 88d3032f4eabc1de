import { randomInt } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { LightMyRequestResponse } from 'fastify';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { accounts, auditLog, platformSettings, transfers } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { testDatabaseKind } from '../../../test/database';

import { bearer, loginAdmin, seedAdmin, uploadFile, signedInMember } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles } from '../../../test/money';
import { accountBalanceCents, walletBalanceCents } from './ledger.repository';

import { systemAccountId } from './ledger.service';

// Real concurrency needs real connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(testDatabaseKind() !== 'postgres')('money under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let adminToken: string;
  let secondAdminToken: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    await enableAllPaymentMethods(ctx.app.db);
    await ctx.app.db
      .update(platformSettings)
      .set({ withdrawalMinimumCents: 100, withdrawalFeeBasisPoints: 0 });
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    secondAdminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function fundedMember(cents: number) {
    return signedInMember(ctx.app, { status: 'ACTIVE', cents });
  }

  const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

  it('bank test: 1,000 concurrent transfers among 50 members with approvals mixed in conserve every cent', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => fundedMember(10_000)));
    const walletIds = members.map((member) => member.id);
    const startTotal = 50 * 10_000;
    const decisions: Promise<LightMyRequestResponse>[] = [];
    const transfersMade = await Promise.all(
      Array.from({ length: 1000 }, async () => {
        const from = members[randomInt(members.length)];
        let to = members[randomInt(members.length)];
        while (to === from) to = members[randomInt(members.length)];
        if (from === undefined || to === undefined) throw new Error('no member');
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/transfer',
          headers: bearer(from.token),
          payload: {
            recipientAccountNumber: to.accountNumber,
            amount: randomInt(1, 2001) / 100,
            senderName: from.name,
          },
        });
        if (response.statusCode === 201 && randomInt(3) > 0) {
          const id = response.json<{ id: string }>().id;
          decisions.push(
            ctx.app.inject({
              method: 'PATCH',
              url: `/api/transfers/${id}/status`,
              headers: bearer(adminToken),
              payload: { status: randomInt(2) === 0 ? 'COMPLETED' : 'REJECTED' },
            }),
          );
        }
        return response;
      }),
    );
    const decided = await Promise.all(decisions);

    const codes = [...statuses(transfersMade), ...statuses(decided)];
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(new Set(statuses(transfersMade))).toEqual(new Set([201, 400]));
    for (const response of transfersMade.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message: 'Insufficient balance.' });
    }
    expect(new Set(statuses(decided))).toEqual(new Set([200]));
    expect(statuses(transfersMade).filter((code) => code === 201).length).toBeGreaterThan(500);

    // The pool really ran transactions side by side.
    const handle = ctx.database.handle;
    if (handle.kind === 'postgres') expect(handle.pool.totalCount).toBeGreaterThanOrEqual(20);

    const wallets = await ctx.app.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(sql`${accounts.userId} IN ${walletIds}`);
    expect(wallets.every((wallet) => wallet.balance >= 0)).toBe(true);
    const pending = await accountBalanceCents(
      ctx.app.db,
      await systemAccountId(ctx.app.db, 'TRANSFERS_PENDING'),
    );
    const [stillPending] = await ctx.app.db
      .select({ total: sql<string>`coalesce(sum(${transfers.amountCents}), 0)::text` })
      .from(transfers)
      .where(eq(transfers.status, 'PENDING'));
    expect(pending).toBe(Number(stillPending?.total));
    const walletTotal = wallets.reduce((sum, wallet) => sum + wallet.balance, 0);
    expect(walletTotal + pending).toBe(startTotal);
  }, 180_000);

  it('overdraw race: $10 and 100 concurrent $1 transfers or withdrawals → exactly 10 succeed', async () => {
    const recipient = await fundedMember(0);
    for (const kind of ['transfer', 'withdraw'] as const) {
      const member = await fundedMember(1000);
      const responses = await Promise.all(
        Array.from({ length: 100 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/${kind}`,
            headers: bearer(member.token),
            payload:
              kind === 'transfer'
                ? { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: member.name }
                : {
                    amount: 1,
                    paymentMethod: 'EASYPAISA',
                    bankName: 'Easypaisa',
                    accountHolderName: 'Me',
                    accountNumber: '0300',
                  },
          }),
        ),
      );
      expect(statuses(responses).filter((code) => code === 201)).toHaveLength(10);
      expect(statuses(responses).filter((code) => code === 400)).toHaveLength(90);
      expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    }
  }, 60_000);

  it('the same Idempotency-Key sent 20 times at once has one effect and one answer', async () => {
    const member = await fundedMember(5000);
    const recipient = await fundedMember(0);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/transfer',
          headers: { ...bearer(member.token), 'idempotency-key': 'same-key-20' },
          payload: { recipientAccountNumber: recipient.accountNumber, amount: 7.5, senderName: member.name },
        }),
      ),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([201]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await ctx.app.db.select().from(transfers).where(eq(transfers.senderId, member.id))).toHaveLength(
      1,
    );
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(4250);
  }, 60_000);

  it('a balance adjustment committing after a transfer answers and audits the balance the ledger has', async () => {
    const member = await fundedMember(10_000);
    const recipient = await fundedMember(0);
    const handle = ctx.database.handle;
    if (handle.kind !== 'postgres') throw new Error('PostgreSQL only');
    const holder = await handle.pool.connect();
    // Asked outside the holder's transaction, which would keep seeing its first snapshot of the activity.
    const untilLockWaiters = async (count: number) => {
      for (let tries = 0; ; tries += 1) {
        const waiting = (await ctx.app.db.execute(sql`select count(*) as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`)) as { rows: { count: string }[] };
        if (Number(waiting.rows[0]?.count) >= count) return;
        if (tries > 500) throw new Error(`fewer than ${count} calls wait on the wallet`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      // Hold the wallet so the transfer queues on it first and the adjustment behind it.
      await holder.query('begin');
      await holder.query('select 1 from accounts where user_id = $1 for update', [member.id]);
      const transfer = ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(member.token),
        payload: { recipientAccountNumber: recipient.accountNumber, amount: 40, senderName: member.name },
      });
      await untilLockWaiters(1);
      const adjustment = ctx.app.inject({
        method: 'POST',
        url: `/api/users/${member.id}/adjust-balance`,
        headers: bearer(adminToken),
        payload: { amount: 1, reason: 'Goodwill credit' },
      });
      await untilLockWaiters(2);
      await holder.query('commit');
      const [sent, adjusted] = await Promise.all([transfer, adjustment]);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(adjusted.statusCode, adjusted.body).toBe(200);

      expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(6100);
      expect(adjusted.json()).toMatchObject({ balance: 61 });
      const [audited] = await ctx.app.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.targetId, member.id));
      expect(audited?.before).toEqual({ balance: 60 });
      expect(audited?.after).toMatchObject({ balance: 61, amount: 1 });
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
    }
  }, 60_000);

  it('two admins completing the same deposit at once credit it once', async () => {
    const member = await fundedMember(0);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/deposits',
      headers: bearer(member.token),
      payload: {
        amount: 33.33,
        paymentMethod: 'BINANCE',
        transactionId: `RACE-${Date.now()}`,
        receipt: await uploadFile(ctx.app, member.token),
      },
    });
    const id = created.json<{ id: string }>().id;
    const responses = await Promise.all(
      [adminToken, secondAdminToken, adminToken, secondAdminToken].map((token) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/deposits/${id}/status`,
          headers: bearer(token),
          payload: { status: 'COMPLETED' },
        }),
      ),
    );
    expect(statuses(responses).sort()).toEqual([200, 409, 409, 409]);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(3333);
  }, 60_000);

  it('approve and reject of one withdrawal at once end in one final state, with an exact refund on reject', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await fundedMember(5000);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: bearer(member.token),
        payload: {
          amount: 50,
          paymentMethod: 'SADAPAY',
          bankName: 'SadaPay',
          accountHolderName: 'Me',
          accountNumber: '0300',
        },
      });
      const id = created.json<{ id: string }>().id;
      const [approve, reject] = await Promise.all(
        (['COMPLETED', 'REJECTED'] as const).map((status, index) =>
          ctx.app.inject({
            method: 'PATCH',
            url: `/api/withdraw/${id}/status`,
            headers: bearer(index === 0 ? adminToken : secondAdminToken),
            payload: { status },
          }),
        ),
      );
      expect(statuses([approve ?? created, reject ?? created]).sort()).toEqual([200, 409]);
      const winner = approve?.statusCode === 200 ? 'COMPLETED' : 'REJECTED';
      expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(winner === 'REJECTED' ? 5000 : 0);
    }
  }, 60_000);
});
