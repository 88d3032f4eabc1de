import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultPostbackParams,
  type AdminDashboard,
  type AdNetwork,
  type AdNetworkDayStats,
  type EarningItem,
  type Offerwall,
  type Postback,
} from '@earnflow/contracts';
import { adNetworks, earnings, ledgerTransactions, memberDebts, offerConversions } from '../../db/schema';
import { businessDay } from '../../lib/business-day';
import { createTestContext, type TestContext } from '../../../test/app';
import { connectNetwork, NETWORK_ADDRESS, simulatedNetwork } from '../../../test/ad-network';
import { TestClock } from '../../../test/clock';
import { testDatabaseKind } from '../../../test/database';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { enableAllPaymentMethods, expectLedgerReconciles, fundWallet } from '../../../test/money';
import { payReward } from '../earnings/earnings.service';
import { postTransaction, reconcile, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { walletBalanceCents } from '../ledger/ledger.service';
import { enqueueJob } from '../jobs/jobs.service';
import { OFFERS_RELEASE_JOB } from './postbacks.service';

const DAY_MS = 86_400_000;

describe('ad network postbacks', () => {
  let ctx: TestContext;
  let adminToken: string;
  let adminEmail: string;
  const clock = new TestClock('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    await enableAllPaymentMethods(ctx.app.db);
    adminEmail = (await seedAdmin(ctx.app.db, { role: 'OWNER' })).email;
    adminToken = await loginAdmin(ctx.app, adminEmail);
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(adminToken),
      ...(payload === undefined ? {} : { payload }),
    });
  const outcomes = async (networkId: string) =>
    (await admin('GET', `/api/ad-networks/${networkId}/postbacks?pageSize=100`))
      .json<{ items: Postback[] }>()
      .items.map((item) => item.outcome)
      .reverse();
  /** A network's figures for today, as operators read them. */
  const todayOf = async (networkId: string) =>
    (await admin('GET', `/api/ad-networks/stats?networkId=${networkId}&days=1`)).json<
      AdNetworkDayStats[]
    >()[0];
  /** Takes `cents` out of a member's wallet, as spending it would. */
  const spend = async (userId: string, cents: number) => {
    await ctx.app.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: 'ADJUSTMENT',
        description: 'Spent',
        referenceType: 'test',
        referenceId: userId,
        entries: [
          { accountId: await walletAccountId(tx, userId), amount: -cents },
          { accountId: await systemAccountId(tx, 'ADMIN_ADJUSTMENTS'), amount: cents },
        ],
      });
    });
  };
  const releaseJob = async () => {
    await enqueueJob(ctx.app.db, OFFERS_RELEASE_JOB, {});
    await ctx.app.jobs.drain();
  };

  it('connects a network from name, slug and secret, with the defaults, and never answers its secret again', async () => {
    const { id, secret } = await connectNetwork(ctx.app, adminToken);
    const listed = (await admin('GET', '/api/ad-networks'))
      .json<AdNetwork[]>()
      .find((item) => item.id === id);
    expect(listed).toMatchObject({
      signatureScheme: 'HMAC_SHA256',
      signatureParams: ['tx_id', 'user_id', 'reward', 'status'],
      // The parameter names are the ones the simulated network sends in every test here.
      ...defaultPostbackParams,
      creditStatus: '1',
      reversalStatus: '2',
      successReply: 'OK',
      exchangeRate: 1,
      memberSharePercent: 100,
      holdDays: 0,
      isActive: true,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await ctx.app.db.select().from(adNetworks).where(eq(adNetworks.id, id));
    expect(row?.secretCiphertext).not.toContain(secret);
  });

  it('credits a signed postback once: retries and replays are answered OK and change nothing', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    // The member's id as a person might type it: lower case still finds the member (folded like every id).
    const first = await simulated.credit('tx-1', member.accountNumber.toLowerCase(), '1.25', '2.00');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(125);
    for (const method of ['GET', 'POST'] as const) {
      const again = await simulated.credit('tx-1', member.accountNumber, '1.25', '2.00', method);
      expect(again.body).toBe('OK');
    }
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(125);
    expect(await outcomes(network.id)).toEqual(['CREDITED', 'DUPLICATE', 'DUPLICATE']);
    const [earning] = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id));
    expect(earning).toMatchObject({ source: 'OFFERS', status: 'APPROVED', amount: 125 });
    // Without a hold the credit is one ledger transaction: the reward of that earning, and nothing else.
    const [conversion] = await ctx.app.db
      .select({ id: offerConversions.id })
      .from(offerConversions)
      .where(eq(offerConversions.networkId, network.id));
    const postings = await ctx.app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.referenceId, [earning?.id ?? '', conversion?.id ?? '']));
    expect(postings).toEqual([{ kind: 'REWARD' }]);
    const token = await loginMember(ctx.app, member.email);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallets/history?source=OFFERS',
      headers: bearer(token),
    });
    expect(history.json<EarningItem[]>()).toMatchObject([
      { source: 'OFFERS', status: 'APPROVED', amount: 1.25 },
    ]);
  });

  it('refuses forged and unsigned postbacks with a 403 and logs them without the signature', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const forger = simulatedNetwork(ctx.app, network.slug, 'not-the-secret');
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const forged = await forger.credit('tx-f', member.accountNumber, '50.00');
    expect(forged.statusCode).toBe(403);
    expect(Object.keys(forged.json<Record<string, string>>()).sort()).toEqual(['error', 'message']);
    // A valid signature of other values: the reward raised after signing.
    const signed = simulated.postback('tx-f', member.accountNumber, '0.10');
    expect((await simulated.send({ ...signed, reward: '99.00' })).statusCode).toBe(403);
    const unsigned: Record<string, string> = { ...signed };
    delete unsigned.sig;
    expect((await simulated.send(unsigned)).statusCode).toBe(403);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    const listed = (await admin('GET', `/api/ad-networks/${network.id}/postbacks`)).json<{
      items: Postback[];
    }>();
    expect(listed.items.map((item) => item.outcome)).toEqual([
      'BAD_SIGNATURE',
      'BAD_SIGNATURE',
      'BAD_SIGNATURE',
    ]);
    expect(listed.items.every((item) => !('sig' in item.params))).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(network.secret);
  });

  it('answers OK to a signed postback for an unknown member, and to an unknown status, crediting nothing', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    expect((await simulated.credit('tx-u', 'NOBODY12345', '1.00')).body).toBe('OK');
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const odd = simulated.postback('tx-o', member.accountNumber, '1.00', '7');
    expect((await simulated.send(odd)).body).toBe('OK');
    expect(await outcomes(network.id)).toEqual(['UNKNOWN_MEMBER', 'IGNORED']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/postbacks/no-such-network' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a postback from an address outside the network’s allow-list, logging it', async () => {
    const network = await connectNetwork(ctx.app, adminToken, { allowedIps: [NETWORK_ADDRESS] });
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const signed = simulated.postback('tx-ip', member.accountNumber, '1.00');
    expect((await simulated.send(signed, 'GET', '203.0.113.50')).statusCode).toBe(403);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    expect((await simulated.send(signed)).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(100);
    expect(await outcomes(network.id)).toEqual(['FORBIDDEN_ADDRESS', 'CREDITED']);
  });

  it('takes back exactly what a transaction credited, once, and records a reversal with nothing credited', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 1000);
    await simulated.credit('tx-a', member.accountNumber, '3.00');
    await simulated.credit('tx-b', member.accountNumber, '2.00');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(1500);
    // A reversal names its own reward; only what tx-a credited is taken, however much it says.
    expect((await simulated.reversal('tx-a', member.accountNumber, '300.00')).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(1200);
    expect((await simulated.reversal('tx-a', member.accountNumber)).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(1200);
    expect((await simulated.reversal('tx-never', member.accountNumber)).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(1200);
    expect(await outcomes(network.id)).toEqual(['CREDITED', 'CREDITED', 'REVERSED', 'DUPLICATE', 'REVERSED']);
    // The member's history no longer shows the reversed reward as theirs: it reads Rejected.
    const rows = await ctx.app.db
      .select({ amount: earnings.amount, status: earnings.status })
      .from(earnings)
      .where(and(eq(earnings.userId, member.id), eq(earnings.source, 'OFFERS')));
    expect(rows.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: 200, status: 'APPROVED' },
      { amount: 300, status: 'REJECTED' },
    ]);
    // The books know it: a reversed offer whose earning still read Approved would be a problem.
    const tampered = and(eq(earnings.userId, member.id), eq(earnings.amount, 300));
    await ctx.app.db.update(earnings).set({ status: 'APPROVED' }).where(tampered);
    const report = await reconcile(ctx.app.db);
    expect(report.checks.find((check) => check.id === 'EARNINGS_PAID_ONCE')).toMatchObject({ problems: 1 });
    await ctx.app.db.update(earnings).set({ status: 'REJECTED' }).where(tampered);
  });

  it('cancels a credit whose reversal came first', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    expect((await simulated.reversal('tx-r', member.accountNumber)).body).toBe('OK');
    expect((await simulated.credit('tx-r', member.accountNumber, '4.00')).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    expect(await outcomes(network.id)).toEqual(['REVERSED', 'CANCELLED']);
  });

  it('records what a spent reward leaves unpaid as a debt, settled from the next earnings of any source first', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await simulated.credit('tx-d1', member.accountNumber, '5.00');
    await spend(member.id, 400);
    await simulated.reversal('tx-d1', member.accountNumber);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    const [reversed] = await ctx.app.db
      .select()
      .from(offerConversions)
      .where(and(eq(offerConversions.networkId, network.id), eq(offerConversions.transactionId, 'tx-d1')));
    expect(reversed?.status).toBe('REVERSED');
    const debtOf = async () => {
      const [debt] = await ctx.app.db
        .select()
        .from(memberDebts)
        .where(
          and(
            eq(memberDebts.referenceType, 'offer_conversion'),
            eq(memberDebts.referenceId, reversed?.id ?? ''),
          ),
        );
      return debt;
    };
    expect(await debtOf()).toMatchObject({ userId: member.id, amountCents: 400, outstandingCents: 400 });
    await expectLedgerReconciles(ctx.app.db);
    // Money from elsewhere cannot be withdrawn while the debt is open.
    await fundWallet(ctx.app.db, member.id, 10_000);
    const memberToken = await loginMember(ctx.app, member.email);
    const withdraw = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: bearer(memberToken),
        payload: {
          amount: 50,
          paymentMethod: 'NAYAPAY',
          bankName: 'NayaPay',
          accountHolderName: 'Fatima Noor',
          accountNumber: '03001112233',
        },
      });
    const refused = await withdraw();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('$4.00 is owed');
    await spend(member.id, 10_000);
    await simulated.credit('tx-d2', member.accountNumber, '3.00');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    await expectLedgerReconciles(ctx.app.db);
    expect(await debtOf()).toMatchObject({ outstandingCents: 100, settledAt: null });
    // A reward of another source settles the rest before the wallet keeps any of it.
    const bonus = await ctx.app.db.transaction((tx) =>
      payReward(tx, {
        userId: member.id,
        source: 'BONUSES',
        amountCents: 150,
        description: 'Welcome bonus',
        referenceType: 'test_bonus',
        referenceId: member.id,
        now: clock.now(),
      }),
    );
    expect(bonus.walletBalanceCents).toBe(50);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(50);
    expect(await debtOf()).toMatchObject({ outstandingCents: 0, settledAt: clock.now() });
    await expectLedgerReconciles(ctx.app.db);
    await fundWallet(ctx.app.db, member.id, 10_000);
    expect((await withdraw()).statusCode).toBe(201);
  });

  it('keeps a held reward out of the wallet until the job releases it, once, after the hold', async () => {
    const network = await connectNetwork(ctx.app, adminToken, { holdDays: 3 });
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await simulated.credit('tx-h1', member.accountNumber, '2.00');
    await simulated.credit('tx-h2', member.accountNumber, '1.00');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    const pending = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, member.id));
    expect(pending.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
    await simulated.reversal('tx-h2', member.accountNumber);
    await releaseJob();
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    clock.advance(3 * DAY_MS);
    // Sessions end with time too: the tests after this one sign in again.
    adminToken = await loginAdmin(ctx.app, adminEmail);
    await releaseJob();
    await releaseJob();
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(200);
    const decided = await ctx.app.db
      .select({ status: earnings.status, amount: earnings.amount })
      .from(earnings)
      .where(eq(earnings.userId, member.id))
      .orderBy(earnings.amount);
    expect(decided).toEqual([
      { status: 'REJECTED', amount: 100 },
      { status: 'APPROVED', amount: 200 },
    ]);
  });

  it('credits once a postback retried after our side failed with a 5xx', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await ctx.app.db.execute(sql`
      create function fail_offer_insert() returns trigger language plpgsql as
        $$ begin raise exception 'storage is down'; end $$`);
    await ctx.app.db.execute(sql`
      create trigger fail_offer_insert before insert on offer_conversions
        for each row execute function fail_offer_insert()`);
    const failed = await simulated.credit('tx-5xx', member.accountNumber, '1.00');
    expect(failed.statusCode).toBe(500);
    await ctx.app.db.execute(sql`drop trigger fail_offer_insert on offer_conversions`);
    await ctx.app.db.execute(sql`drop function fail_offer_insert()`);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(0);
    expect((await simulated.credit('tx-5xx', member.accountNumber, '1.00')).body).toBe('OK');
    expect((await simulated.credit('tx-5xx', member.accountNumber, '1.00')).body).toBe('OK');
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(100);
    expect(await outcomes(network.id)).toEqual(['FAILED', 'CREDITED', 'DUPLICATE']);
  });

  it('applies the exchange rate, member share and signature scheme a network is set up with', async () => {
    const network = await connectNetwork(ctx.app, adminToken, {
      exchangeRate: 0.001,
      memberSharePercent: 50,
      signatureScheme: 'MD5',
      signatureParams: ['tx_id', 'user_id', 'reward'],
      successReply: '1',
      offerwallUrl: 'https://wall.example.com/?uid={userId}&sig={signature}',
    });
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const { createHash, createHmac } = await import('node:crypto');
    const values = {
      tx_id: 'coins-1',
      user_id: member.accountNumber,
      reward: '2500',
      payout: '5000',
      status: '1',
    };
    const sig = createHash('md5')
      .update(`${values.tx_id}${values.user_id}${values.reward}${network.secret}`)
      .digest('hex');
    const response = await simulatedNetwork(ctx.app, network.slug, network.secret).send({ ...values, sig });
    expect(response.body).toBe('1');
    // 2,500 coins at $0.001 = $2.50, half for the member.
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(125);
    const walls = await ctx.app.inject({
      method: 'GET',
      url: '/api/offerwalls',
      headers: bearer(await loginMember(ctx.app, member.email)),
    });
    const expected = createHmac('sha256', network.secret).update(member.accountNumber).digest('hex');
    expect(walls.json<Offerwall[]>()).toContainEqual({
      name: `Network ${network.slug}`,
      slug: network.slug,
      url: `https://wall.example.com/?uid=${member.accountNumber}&sig=${expected}`,
    });
    expect(await todayOf(network.id)).toMatchObject({
      completions: 1,
      reversals: 0,
      networkPaid: 5,
      membersGot: 1.25,
      margin: 3.75,
    });
  });

  it('refuses postbacks signed with a secret once it has been replaced', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const rotated = await admin('PATCH', `/api/ad-networks/${network.id}`, { secret: 'the-new-secret-1' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.body).not.toContain('the-new-secret-1');
    const old = simulatedNetwork(ctx.app, network.slug, network.secret);
    expect((await old.credit('tx-rot', member.accountNumber, '1.00')).statusCode).toBe(403);
    const current = simulatedNetwork(ctx.app, network.slug, 'the-new-secret-1');
    expect((await current.credit('tx-rot', member.accountNumber, '1.00')).body).toBe('OK');
    await current.reversal('tx-rot', member.accountNumber);
    expect(await todayOf(network.id)).toMatchObject({
      completions: 1,
      reversals: 1,
      networkPaid: 0,
      membersGot: 0,
      margin: 0,
    });
  });

  it('stops answering a paused network, and a deleted one, which leaves the list but keeps its slug', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    expect((await simulated.credit('tx-x1', member.accountNumber, '1.00')).body).toBe('OK');
    const paused = await admin('PATCH', `/api/ad-networks/${network.id}`, { isActive: false });
    expect(paused.json<AdNetwork>().isActive).toBe(false);
    expect((await simulated.credit('tx-x2', member.accountNumber, '1.00')).statusCode).toBe(404);
    await admin('PATCH', `/api/ad-networks/${network.id}`, { isActive: true });
    expect((await admin('DELETE', `/api/ad-networks/${network.id}`)).statusCode).toBe(204);
    expect((await simulated.credit('tx-x3', member.accountNumber, '1.00')).statusCode).toBe(404);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(100);
    const listed = (await admin('GET', '/api/ad-networks')).json<AdNetwork[]>();
    expect(listed.some((item) => item.id === network.id)).toBe(false);
    for (const [method, url] of [
      ['GET', `/api/ad-networks/${network.id}`],
      ['PATCH', `/api/ad-networks/${network.id}`],
      ['DELETE', `/api/ad-networks/${network.id}`],
      ['GET', `/api/ad-networks/${network.id}/postbacks`],
    ] as const) {
      const response = await admin(method, url, method === 'PATCH' ? { name: 'Back again' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/ad-networks',
      headers: bearer(adminToken),
      payload: { name: 'Same slug', slug: network.slug, secret: 'another-secret-1' },
    });
    expect(again.statusCode).toBe(409);
    // Its money history stays with the figures.
    const stats = await admin('GET', `/api/ad-networks/stats?networkId=${network.id}`);
    expect(stats.json<AdNetworkDayStats[]>()).toMatchObject([{ networkId: network.id, completions: 1 }]);
  });

  it('shows each connected network’s day on the dashboard and one network’s days on its own', async () => {
    const first = await connectNetwork(ctx.app, adminToken, { name: 'Alpha Wall' });
    const second = await connectNetwork(ctx.app, adminToken, { name: 'Beta Wall' });
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const alpha = simulatedNetwork(ctx.app, first.slug, first.secret);
    await alpha.credit('tx-s1', member.accountNumber, '1.00', '1.60');
    await alpha.credit('tx-s2', member.accountNumber, '0.50', '0.80');
    await alpha.reversal('tx-s2', member.accountNumber);
    const own = (await admin('GET', `/api/ad-networks/stats?networkId=${first.id}&days=7`)).json<
      AdNetworkDayStats[]
    >();
    expect(own).toEqual([
      {
        networkId: first.id,
        networkName: 'Alpha Wall',
        day: businessDay(clock.now()),
        completions: 2,
        reversals: 1,
        networkPaid: 1.6,
        membersGot: 1,
        margin: 0.6,
      },
    ]);
    const dashboard = (await admin('GET', '/api/admin/dashboard')).json<AdminDashboard>();
    const of = (group: string) =>
      Object.fromEntries(
        dashboard.figures.filter((item) => item.group === group).map((item) => [item.label, item.value]),
      );
    expect(of('Offers today: Alpha Wall')).toEqual({
      Completions: 2,
      Reversals: 1,
      'Network paid': 1.6,
      'Members got': 1,
      Margin: 0.6,
    });
    expect(of('Offers today: Beta Wall')).toEqual({
      Completions: 0,
      Reversals: 0,
      'Network paid': 0,
      'Members got': 0,
      Margin: 0,
    });
    const chart = dashboard.charts.find((item) => item.id === 'offers.margin');
    expect(chart?.series.find((series) => series.id === first.id)?.values.at(-1)).toBe(0.6);
    expect(chart?.series.find((series) => series.id === second.id)?.values.at(-1)).toBe(0);
  });
});

// Real concurrency needs real connections: PGlite has one, so these run on PostgreSQL only.
describe.skipIf(testDatabaseKind() !== 'postgres')('postbacks under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db, { role: 'OWNER' })).email);
  });
  afterEach(async () => {
    await expectLedgerReconciles(ctx.app.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('credits 50 simultaneous copies of one postback exactly once', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => simulated.credit('tx-same', member.accountNumber, '0.75')),
    );
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 50 }, () => 'OK'));
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(75);
    const rows = await ctx.app.db
      .select()
      .from(offerConversions)
      .where(eq(offerConversions.networkId, network.id));
    expect(rows).toHaveLength(1);
  });

  it('settles simultaneous credits and reversals of many transactions to what the model says', async () => {
    const network = await connectNetwork(ctx.app, adminToken);
    const simulated = simulatedNetwork(ctx.app, network.slug, network.secret);
    const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    await fundWallet(ctx.app.db, member.id, 10_000);
    const calls = Array.from({ length: 10 }, (_, index) => [
      () => simulated.credit(`tx-${String(index)}`, member.accountNumber, '1.00'),
      () => simulated.credit(`tx-${String(index)}`, member.accountNumber, '1.00'),
      ...(index % 2 === 0 ? [() => simulated.reversal(`tx-${String(index)}`, member.accountNumber)] : []),
    ]).flat();
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.every((answer) => answer.body === 'OK')).toBe(true);
    // Five transactions never reversed are credited once each; a reversed one nets to nothing in either order.
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(10_500);
  });
});
