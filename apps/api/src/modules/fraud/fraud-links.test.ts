import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  normalisedPayoutAccount,
  type AdminMemberPage,
  type CheatLog,
  type LinkedAccount,
  type Referrals,
  type SignalKind,
} from '@earnflow/contracts';
import { accountLinks, cheatLog, earnings, referralCommissions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { bearer, loginAdmin, seedAdmin, seedMember, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { walletBalanceCents } from '../ledger/ledger.service';
import { payReferralCommission } from '../referrals/referrals.service';
import { linkedAccounts, recordSignal, stronglyLinked } from './fraud.service';

let ctx: TestContext;
let adminToken: string;
const clock = new TestClock('2026-07-01T05:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db, { role: 'ADMIN' })).email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

const device = () => sha256(`device:${randomBytes(12).toString('hex')}`);
let networkByte = 0;
/** A /24 of its own, so members of other tests never share it. */
const freshNetwork = () => {
  networkByte += 1;
  return (host: number) => `198.19.${String(networkByte)}.${String(host)}`;
};

async function signal(
  userId: string,
  client: { ip: string; deviceHash?: string },
  options: { kind?: SignalKind; payoutAccount?: string } = {},
) {
  await ctx.app.db.transaction((tx) =>
    recordSignal(tx, {
      userId,
      kind: options.kind ?? 'SIGN_IN',
      client: { ip: client.ip, deviceHash: client.deviceHash, userAgent: 'Test' },
      payoutAccount: options.payoutAccount,
      now: clock.now(),
    }),
  );
}

const linkRows = (userId: string) =>
  ctx.app.db.select().from(accountLinks).where(eq(accountLinks.userId, userId));

const linksOf = async (userId: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/links`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkedAccount[]>();
};

describe('linked accounts', () => {
  it('links members who used one device, both ways, counting each sighting and keeping the first', async () => {
    const net = freshNetwork();
    const phone = device();
    const first = await seedMember(ctx.app.db, { name: 'Device One' });
    const second = await seedMember(ctx.app.db, { name: 'Device Two' });
    const firstSeen = clock.now();
    await signal(first.id, { ip: net(1), deviceHash: phone }, { kind: 'SIGN_UP' });
    // Two hours apart and on other networks: the device alone links them.
    clock.advance(120 * MINUTE);
    await signal(second.id, { ip: '203.0.113.5', deviceHash: phone }, { kind: 'SIGN_UP' });
    clock.advance(120 * MINUTE);
    await signal(second.id, { ip: '203.0.113.6', deviceHash: phone });

    const [link] = await linksOf(first.id);
    expect(link).toEqual({
      member: { id: second.id, name: 'Device Two', accountNumber: second.accountNumber, status: 'PENDING' },
      reasons: [
        {
          reason: 'DEVICE',
          firstSeenAt: new Date(firstSeen.getTime() + 120 * MINUTE).toISOString(),
          lastSeenAt: clock.now().toISOString(),
          hits: 2,
        },
      ],
    });
    expect((await linksOf(second.id)).map((linked) => linked.member.id)).toEqual([first.id]);
    expect(await stronglyLinked(ctx.app.db, first.id, second.id)).toBe(true);
    expect(await stronglyLinked(ctx.app.db, second.id, first.id)).toBe(true);
  });

  it('links members who used one payout account, however it was spelled', async () => {
    const net = freshNetwork();
    const first = await seedMember(ctx.app.db);
    const second = await seedMember(ctx.app.db);
    await signal(
      first.id,
      { ip: net(1) },
      { kind: 'WITHDRAWAL', payoutAccount: normalisedPayoutAccount('EASYPAISA', '0300-1234567') },
    );
    clock.advance(240 * MINUTE);
    await signal(
      second.id,
      { ip: '203.0.113.9' },
      { kind: 'WITHDRAWAL', payoutAccount: normalisedPayoutAccount('EASYPAISA', '+92 300 1234567') },
    );
    // Another method with the same number is another account.
    const third = await seedMember(ctx.app.db);
    await signal(
      third.id,
      { ip: '203.0.113.10' },
      { kind: 'WITHDRAWAL', payoutAccount: normalisedPayoutAccount('SADAPAY', '03001234567') },
    );
    expect(await linksOf(second.id)).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: first.id }) as unknown,
        reasons: [expect.objectContaining({ reason: 'PAYOUT_ACCOUNT', hits: 1 })],
      }),
    ]);
    expect(await linksOf(third.id)).toEqual([]);
    expect(await stronglyLinked(ctx.app.db, first.id, second.id)).toBe(true);
  });

  it('links members on one network only after repeated sightings within the window', async () => {
    const net = freshNetwork();
    const [first, second, late] = [
      await seedMember(ctx.app.db),
      await seedMember(ctx.app.db),
      await seedMember(ctx.app.db),
    ];
    await signal(first.id, { ip: net(1) });
    clock.advance(MINUTE);
    await signal(second.id, { ip: net(2) });
    clock.advance(MINUTE);
    await signal(first.id, { ip: net(3) });
    // Two sightings: recorded, not yet a link (the default minimum is three).
    expect(await linkRows(first.id)).toEqual([
      expect.objectContaining({ linkedUserId: second.id, reason: 'NETWORK', hits: 2 }),
    ]);
    expect(await linksOf(first.id)).toEqual([]);
    clock.advance(MINUTE);
    await signal(second.id, { ip: net(4) });
    expect(await linksOf(first.id)).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: second.id }) as unknown,
        reasons: [expect.objectContaining({ reason: 'NETWORK', hits: 3 })],
      }),
    ]);
    // A network is a weak link: a referral between them would still pay.
    expect(await stronglyLinked(ctx.app.db, first.id, second.id)).toBe(false);

    // Past the 30-minute window, the same network is no sighting.
    clock.advance(31 * MINUTE);
    await signal(late.id, { ip: net(5) });
    expect(await linkRows(late.id)).toEqual([]);
  });

  it('links nobody on a network more members share than the setting (an office, a carrier)', async () => {
    const net = freshNetwork();
    const office: { id: string }[] = [];
    for (let index = 0; index < 5; index += 1) office.push(await seedMember(ctx.app.db));
    // Three rounds, each of the five on the office network within the window.
    for (let round = 0; round < 3; round += 1) {
      for (const [index, member] of office.entries()) {
        await signal(member.id, { ip: net(index + 1) });
        clock.advance(MINUTE);
      }
      clock.advance(10 * MINUTE);
    }
    // Only the first four of the first round were ever few enough to be seen together.
    const [, , , , fifth] = office;
    expect(await linkRows(fifth?.id ?? '')).toEqual([]);
    for (const member of office) expect(await linksOf(member.id)).toEqual([]);
  });

  it('links at most fifty members for one signal: the most recently seen on the device', async () => {
    const shared = device();
    const crowd: string[] = [];
    for (let index = 0; index < 53; index += 1) {
      const member = await seedMember(ctx.app.db);
      crowd.push(member.id);
      await signal(member.id, { ip: `203.0.113.${String(index + 100)}`, deviceHash: shared });
      clock.advance(1000);
    }
    const newcomer = await seedMember(ctx.app.db);
    await signal(newcomer.id, { ip: '203.0.113.99', deviceHash: shared });
    const linked = (await linkRows(newcomer.id)).map((row) => row.linkedUserId);
    expect(linked).toHaveLength(50);
    expect(new Set(linked)).toEqual(new Set(crowd.slice(3)));
  });
});

describe('the members list', () => {
  it('filters to linked members and counts the accounts each one is linked to', async () => {
    const tag = `Linkcheck${randomBytes(3).toString('hex')}`;
    const phone = device();
    const [owner, second, third, loner] = [
      await seedMember(ctx.app.db, { name: `${tag} Owner` }),
      await seedMember(ctx.app.db, { name: `${tag} Second` }),
      await seedMember(ctx.app.db, { name: `${tag} Third` }),
      await seedMember(ctx.app.db, { name: `${tag} Loner` }),
    ];
    for (const member of [owner, second, third])
      await signal(member.id, { ip: '203.0.113.200', deviceHash: phone });
    await signal(loner.id, { ip: '203.0.113.201', deviceHash: device() });

    const page = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/users?search=${tag}&sort=name${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminMemberPage>();
    };
    const all = await page('');
    expect(all.items.map((item) => [item.name, item.linkedAccounts])).toEqual([
      [`${tag} Loner`, 0],
      [`${tag} Owner`, 2],
      [`${tag} Second`, 2],
      [`${tag} Third`, 2],
    ]);
    const linked = await page('&linked=true');
    expect(linked.items.map((item) => item.id)).toEqual([owner.id, second.id, third.id]);
    expect(linked.total).toBe(3);
    expect((await page('&linked=false')).items.map((item) => item.id)).toEqual([loner.id]);
    // Without a search too, the filter holds.
    const unsearched = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?linked=true&pageSize=100',
      headers: bearer(adminToken),
    });
    const ids = unsearched.json<AdminMemberPage>().items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([owner.id, second.id, third.id]));
    expect(ids).not.toContain(loner.id);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}`,
      headers: bearer(adminToken),
    });
    expect(detail.json()).toMatchObject({ linkedAccounts: 2 });
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/users?linked=maybe',
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('referrals between linked accounts', () => {
  async function levelFor(price: number) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/levels',
      headers: bearer(adminToken),
      payload: {
        level: 700 + Math.floor(Math.random() * 200),
        title: 'Linked level',
        adsPerDay: 2,
        ratePerAd: 0.5,
        price,
        expiryInDays: 30,
        isActive: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }

  const referralsOf = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/referrals', headers: bearer(token) })
    ).json<Referrals>();

  it('pays nothing to a referrer on the same device, logs it, and shows the referral not eligible', async () => {
    const phone = device();
    const referrer = await signedInMember(ctx.app, { status: 'ACTIVE' });
    const linkedFriend = await signedInMember(ctx.app, { referredById: referrer.id });
    const honestFriend = await signedInMember(ctx.app, { referredById: referrer.id });
    await signal(referrer.id, { ip: '203.0.113.50', deviceHash: phone });
    await signal(linkedFriend.id, { ip: '203.0.113.51', deviceHash: phone }, { kind: 'SIGN_UP' });
    await signal(honestFriend.id, { ip: '192.0.2.50', deviceHash: device() }, { kind: 'SIGN_UP' });

    const level = await levelFor(20);
    for (const friend of [linkedFriend, honestFriend]) {
      await fundWallet(ctx.app.db, friend.id, 2000);
      const bought = await ctx.app.inject({
        method: 'POST',
        url: `/api/levels/${level}/purchase`,
        headers: bearer(friend.token),
      });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    // Only the honest friend's purchase paid its 10%.
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(200);
    const commissions = await ctx.app.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, referrer.id));
    expect(commissions.map((row) => row.referredId)).toEqual([honestFriend.id]);
    const paid = await ctx.app.db.select().from(earnings).where(eq(earnings.userId, referrer.id));
    expect(paid).toHaveLength(1);
    const [cheat, ...more] = await ctx.app.db
      .select()
      .from(cheatLog)
      .where(and(eq(cheatLog.userId, referrer.id), eq(cheatLog.kind, 'LINKED_REFERRAL')));
    expect(more).toEqual([]);
    expect(cheat?.detail).toContain(linkedFriend.accountNumber);
    expect(cheat?.detail).toContain('level purchase');
    expect(cheat?.detail).toContain('$2.00');

    const overview = await referralsOf(referrer.token);
    const eligible = new Map(overview.referred.map((row) => [row.id, row.eligible]));
    expect(eligible.get(linkedFriend.id)).toBe(false);
    expect(eligible.get(honestFriend.id)).toBe(true);

    const cheats = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${referrer.id}/cheats`,
      headers: bearer(adminToken),
    });
    expect(cheats.json<CheatLog>()).toMatchObject({
      counts: [{ kind: 'LINKED_REFERRAL', count: 1 }],
      recent: [{ kind: 'LINKED_REFERRAL' }],
    });
  });

  it('refuses a commission between a shared payout account in the same transaction, and pays a network neighbour', async () => {
    const net = freshNetwork();
    const referrer = await seedMember(ctx.app.db, { status: 'ACTIVE' });
    const sharing = await seedMember(ctx.app.db, { referredById: referrer.id });
    const neighbour = await seedMember(ctx.app.db, { referredById: referrer.id });
    const wallet = normalisedPayoutAccount('NAYAPAY', '03451234567');
    await signal(referrer.id, { ip: '203.0.113.60' }, { kind: 'WITHDRAWAL', payoutAccount: wallet });
    await signal(sharing.id, { ip: '203.0.113.61' }, { kind: 'WITHDRAWAL', payoutAccount: wallet });
    for (let round = 0; round < 3; round += 1) {
      await signal(referrer.id, { ip: net(1) });
      await signal(neighbour.id, { ip: net(2) });
    }
    const event = { baseCents: 5000, referenceType: 'level_purchase', now: clock.now() };
    // The refusal and its log roll back with the purchase that would have paid it.
    await ctx.app.db
      .transaction(async (tx) => {
        expect(
          await payReferralCommission(tx, { ...event, memberId: sharing.id, referenceId: 'rolled-back' }),
        ).toBe(0);
        throw new Error('the purchase failed');
      })
      .catch(() => undefined);
    expect(await ctx.app.db.select().from(cheatLog).where(eq(cheatLog.userId, referrer.id))).toEqual([]);
    await ctx.app.db.transaction(async (tx) => {
      expect(await payReferralCommission(tx, { ...event, memberId: sharing.id, referenceId: 'p-1' })).toBe(0);
      expect(await payReferralCommission(tx, { ...event, memberId: neighbour.id, referenceId: 'p-2' })).toBe(
        500,
      );
    });
    expect(await walletBalanceCents(ctx.app.db, referrer.id)).toBe(500);
    expect(
      (await linkedAccounts(ctx.app.db, referrer.id)).map((linked) => [
        linked.member.id,
        linked.reasons.map((reason) => reason.reason),
      ]),
    ).toEqual(
      expect.arrayContaining([
        [sharing.id, ['PAYOUT_ACCOUNT']],
        [neighbour.id, ['NETWORK']],
      ]),
    );
    expect(
      await ctx.app.db.select({ kind: cheatLog.kind }).from(cheatLog).where(eq(cheatLog.userId, referrer.id)),
    ).toEqual([{ kind: 'LINKED_REFERRAL' }]);
  });
});
