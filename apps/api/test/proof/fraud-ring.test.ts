import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWithdrawalPage, LinkedAccount, Referrals, RiskReasonCode } from '@earnflow/contracts';
import { cheatLog, earnings, platformSettings, referralCommissions } from '../../src/db/schema';
import { walletBalanceCents } from '../../src/modules/ledger/ledger.repository';
import { createTestContext, type TestContext } from '../app';
import { bearer, loginAdmin, memberByEmail, seedAdmin } from '../factories';
import { codeFrom } from '../mail-server';
import { expectLedgerReconciles, fundWallet } from '../money';

/**
 * The shadow of one person with many accounts, beside honest colleagues. Five accounts sign up on one
 * phone, each with the previous one's code, buy a level and ask to withdraw; six colleagues sign up from
 * one office network, each on their own phone, one referring another. What must come out: no commission
 * inside the ring (the model: every referrer's balance unchanged by the purchases), the ring's
 * withdrawals held for review with the link as a reason, and the colleagues paid their commission and
 * never held, nor linked, for the network alone.
 */

let ctx: TestContext;
let adminToken: string;
let levelId: string;
const LEVEL_PRICE_CENTS = 2000;
const REFERRAL_PERCENT = 10;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
  await ctx.app.db
    .update(platformSettings)
    .set({ withdrawalMinimumCents: 1000, withdrawalFeeBasisPoints: 0 });
  const level = await ctx.app.inject({
    method: 'POST',
    url: '/api/levels',
    headers: bearer(adminToken),
    payload: {
      level: 77,
      title: 'Ring level',
      adsPerDay: 5,
      ratePerAd: 0.2,
      price: LEVEL_PRICE_CENTS / 100,
      expiryInDays: 30,
      isActive: true,
    },
  });
  expect(level.statusCode, level.body).toBe(201);
  levelId = level.json<{ id: string }>().id;
});
afterAll(async () => {
  await ctx.close();
});

interface Person {
  id: string;
  email: string;
  accountNumber: string;
  token: string;
  device: string;
  ip: string;
}

let people = 0;
async function signUpAndIn(options: { device: string; ip: string; referralCode?: string }): Promise<Person> {
  people += 1;
  const email = `person-${String(people)}-${String(Date.now())}@example.com`;
  const headers = {
    'x-device-id': options.device,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
  };
  const before = ctx.mail.countTo(email);
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/signup',
    headers,
    remoteAddress: options.ip,
    payload: {
      name: `Person ${String(people)}`,
      email,
      password: 'password123',
      ...(options.referralCode === undefined ? {} : { referralCode: options.referralCode }),
    },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const code = codeFrom(await ctx.mail.waitFor(email, { after: before }));
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/verify-otp',
    headers,
    remoteAddress: options.ip,
    payload: { email, otp: code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const token = await signIn(email, options.device, options.ip);
  const row = await memberByEmail(ctx.app.db, email);
  if (row === undefined) throw new Error('member missing');
  return {
    id: row.id,
    email,
    accountNumber: row.accountNumber,
    token,
    device: options.device,
    ip: options.ip,
  };
}

async function signIn(email: string, device: string, ip: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'x-device-id': device },
    remoteAddress: ip,
    payload: { email, password: 'password123' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

async function buyLevel(person: Person) {
  await fundWallet(ctx.app.db, person.id, LEVEL_PRICE_CENTS + 3000);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/levels/${levelId}/purchase`,
    headers: { ...bearer(person.token), 'x-device-id': person.device },
    remoteAddress: person.ip,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function withdraw(person: Person, accountNumber: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: { ...bearer(person.token), 'x-device-id': person.device },
    remoteAddress: person.ip,
    payload: {
      amount: 20,
      paymentMethod: 'EASYPAISA',
      bankName: 'Easypaisa',
      accountHolderName: 'Account Holder',
      accountNumber,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function adminWithdrawals(ids: string[]) {
  const page = await ctx.app.inject({
    method: 'GET',
    url: '/api/withdraw?page=1&pageSize=100',
    headers: bearer(adminToken),
  });
  return page.json<AdminWithdrawalPage>().items.filter((item) => ids.includes(item.id));
}

async function linksOf(person: Person) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/users/${person.id}/links`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkedAccount[]>();
}

describe('a ring of five accounts on one phone, beside six honest colleagues on one office network', () => {
  const ring: Person[] = [];
  const office: Person[] = [];

  it('signs the ring up on one device, each with the previous one’s code', async () => {
    for (let index = 0; index < 5; index += 1) {
      const previous = ring.at(-1);
      ring.push(
        await signUpAndIn({
          device: 'ring-phone-000000000001',
          // A different mobile network each time, as a phone moving between towers and Wi-Fi.
          ip: `100.64.${String(10 + index)}.20`,
          ...(previous === undefined ? {} : { referralCode: previous.accountNumber }),
        }),
      );
    }
    for (const person of ring.slice(1)) {
      const reasons = (await linksOf(person)).flatMap((link) => link.reasons.map((reason) => reason.reason));
      expect(reasons).toContain('DEVICE');
    }
  });

  it('pays no commission inside the ring, records each refusal, and shows the referral as not eligible', async () => {
    const before = await Promise.all(ring.map((person) => walletBalanceCents(ctx.app.db, person.id)));
    for (const person of ring) await buyLevel(person);
    const after = await Promise.all(ring.map((person) => walletBalanceCents(ctx.app.db, person.id)));
    // The model: each paid the level from the funding and received nothing from the next one's purchase.
    after.forEach((cents, index) => {
      expect(cents).toBe((before[index] ?? 0) + 3000);
    });
    const ids = ring.map((person) => person.id);
    expect(
      await ctx.app.db.select().from(referralCommissions).where(inArray(referralCommissions.referrerId, ids)),
    ).toEqual([]);
    expect(
      await ctx.app.db
        .select()
        .from(earnings)
        .where(and(inArray(earnings.userId, ids), eq(earnings.source, 'REFERRALS'))),
    ).toEqual([]);
    const refusals = await ctx.app.db
      .select({ userId: cheatLog.userId, count: sql<number>`count(*)::int` })
      .from(cheatLog)
      .where(and(inArray(cheatLog.userId, ids), eq(cheatLog.kind, 'LINKED_REFERRAL')))
      .groupBy(cheatLog.userId);
    expect(refusals.map((row) => row.userId).sort()).toEqual(ids.slice(0, 4).sort());
    for (const referrer of ring.slice(0, 4)) {
      const overview = await ctx.app.inject({
        method: 'GET',
        url: '/api/referrals',
        headers: bearer(referrer.token),
      });
      expect(overview.json<Referrals>().referred).toEqual([
        expect.objectContaining({ eligible: false, earned: 0 }),
      ]);
    }
    await expectLedgerReconciles(ctx.app.db);
  });

  it('holds every withdrawal of the ring for review, with the link among its reasons', async () => {
    const ids: string[] = [];
    for (const [index, person] of ring.entries()) {
      // Two of them cash out to one wallet, spelt two ways.
      ids.push(
        await withdraw(
          person,
          index < 2 ? (index === 0 ? '0300-7654321' : '+923007654321') : `0333${String(4440000 + index)}`,
        ),
      );
    }
    const items = await adminWithdrawals(ids);
    expect(items).toHaveLength(5);
    for (const item of items) {
      const codes = item.risk.reasons.map((reason) => reason.code);
      expect(item.heldForReview, JSON.stringify(item.risk)).toBe(true);
      expect(codes).toContain<RiskReasonCode>('LINKED_ACCOUNTS');
      expect(codes).toContain<RiskReasonCode>('NEW_ACCOUNT');
      expect(item.risk.score).toBeGreaterThanOrEqual(50);
    }
    const second = items.find((item) => item.id === ids[1]);
    expect(second?.risk.reasons.map((reason) => reason.code)).toContain<RiskReasonCode>(
      'SHARED_PAYOUT_ACCOUNT',
    );
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/withdraw/review-queue?page=1&pageSize=100',
      headers: bearer(adminToken),
    });
    const queued = queue.json<AdminWithdrawalPage>().items.map((item) => item.id);
    expect(ids.every((id) => queued.includes(id))).toBe(true);
    await expectLedgerReconciles(ctx.app.db);
  });

  it('does not link, hold or refuse colleagues for sharing the office network', async () => {
    for (let index = 0; index < 6; index += 1) {
      office.push(
        await signUpAndIn({
          device: `office-phone-${String(index).padStart(10, '0')}`,
          ip: `192.0.2.${String(20 + index)}`,
          ...(index === 1 && office[0] !== undefined ? { referralCode: office[0].accountNumber } : {}),
        }),
      );
    }
    // A working day: each signs in again and again from the office.
    for (let round = 0; round < 3; round += 1) {
      for (const person of office) person.token = await signIn(person.email, person.device, person.ip);
    }
    const [first, second] = office;
    if (first === undefined || second === undefined) throw new Error('office missing');
    const referrerBefore = await walletBalanceCents(ctx.app.db, first.id);
    await buyLevel(second);
    expect(await walletBalanceCents(ctx.app.db, first.id)).toBe(
      referrerBefore + (LEVEL_PRICE_CENTS * REFERRAL_PERCENT) / 100,
    );
    const ids: string[] = [];
    for (const [index, person] of office.entries()) {
      await fundWallet(ctx.app.db, person.id, 3000);
      ids.push(await withdraw(person, `0321${String(5550000 + index)}`));
    }
    for (const person of office) {
      const strong = (await linksOf(person)).filter((link) =>
        link.reasons.some((reason) => reason.reason !== 'NETWORK'),
      );
      expect(strong).toEqual([]);
    }
    for (const item of await adminWithdrawals(ids)) {
      expect(item.heldForReview, JSON.stringify(item.risk)).toBe(false);
      const codes = item.risk.reasons.map((reason) => reason.code);
      expect(codes).not.toContain<RiskReasonCode>('LINKED_ACCOUNTS');
      expect(codes).not.toContain<RiskReasonCode>('SHARED_PAYOUT_ACCOUNT');
    }
    await expectLedgerReconciles(ctx.app.db);
  });

  it('links two colleagues who keep appearing together on a small network, weakly: never held for that', async () => {
    const pair: Person[] = [];
    for (let index = 0; index < 2; index += 1) {
      pair.push(
        await signUpAndIn({
          device: `home-phone-${String(index).padStart(12, '0')}`,
          ip: `198.18.7.${String(30 + index)}`,
        }),
      );
    }
    for (let round = 0; round < 3; round += 1) {
      for (const person of pair) person.token = await signIn(person.email, person.device, person.ip);
    }
    const [first, second] = pair;
    if (first === undefined || second === undefined) throw new Error('pair missing');
    const links = await linksOf(first);
    expect(links.map((link) => link.member.id)).toEqual([second.id]);
    expect(links[0]?.reasons.map((reason) => reason.reason)).toEqual(['NETWORK']);
    await fundWallet(ctx.app.db, second.id, 3000);
    const id = await withdraw(second, '03217770001');
    const [item] = await adminWithdrawals([id]);
    expect(item?.risk.reasons.map((reason) => reason.code).sort()).toEqual(['NETWORK_LINKS', 'NEW_ACCOUNT']);
    expect(item?.heldForReview).toBe(false);
    await expectLedgerReconciles(ctx.app.db);
  });
});
