import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminWithdrawal,
  AdminWithdrawalPage,
  FraudSettings,
  WithdrawalReview,
} from '@earnflow/contracts';
import { auditLog, cheatLog, memberSignals, platformSettings, rewardViews, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, signedInAdmin, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles, ownPayoutAccount } from '../../../test/money';
import { adminQueueCounts } from '../events/events.repository';
import { walletBalanceCents } from '../ledger/ledger.repository';

let ctx: TestContext;
let adminToken: string;
let defaults: FraudSettings;
beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = (await signedInAdmin(ctx.app, { role: 'ADMIN' })).token;
  await ctx.app.db
    .update(platformSettings)
    .set({ withdrawalMinimumCents: 1000, withdrawalFeeBasisPoints: 0 });
  defaults = (await admin('GET', '/api/fraud/settings')).json<FraudSettings>();
});
afterEach(async () => {
  await admin('PUT', '/api/fraud/settings', defaults);
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

function admin(method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(adminToken),
    ...(payload === undefined ? {} : { payload }),
  });
}

let networks = 0;

async function withdraw(
  member: { token: string },
  options: { accountNumber?: string; device?: string; amount?: number; ip?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: {
      ...bearer(member.token),
      ...(options.device === undefined ? {} : { 'x-device-id': options.device }),
    },
    // A network of its own each time: these tests are not about shared networks.
    remoteAddress: options.ip ?? `198.51.${String(++networks % 250)}.7`,
    payload: {
      amount: options.amount ?? 20,
      paymentMethod: 'EASYPAISA',
      bankName: 'Easypaisa',
      accountHolderName: 'Bilal Ahmed',
      accountNumber: options.accountNumber ?? ownPayoutAccount(),
    },
  });
}

async function heldOne(member: { token: string }, accountNumber: string) {
  const response = await withdraw(member, { accountNumber });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ id: string }>().id;
  const listed = await admin('GET', '/api/withdraw?page=1&pageSize=50');
  const item = listed.json<AdminWithdrawalPage>().items.find((row) => row.id === id);
  if (item === undefined) throw new Error('withdrawal not listed');
  return item;
}

/** Two members who withdrew to one payout account: the second is linked to the first and held. */
async function sharedAccountPair() {
  const first = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
  const second = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
  const account = ownPayoutAccount();
  await heldOne(first, account);
  const held = await heldOne(second, `+92${account.slice(1)}`);
  return { first, second, held };
}

describe('the risk of a withdrawal', () => {
  it('scores every withdrawal, lists the reasons to admins only, and holds nothing below the threshold', async () => {
    const member = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
    const response = await withdraw(member);
    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('risk');
    const item = await heldOne(member, ownPayoutAccount());
    expect(item.risk).toEqual({
      score: 10,
      reasons: [{ code: 'NEW_ACCOUNT', points: 10, text: 'Signed up less than 7 days ago.' }],
    });
    expect(item.heldForReview).toBe(false);
    const queue = await admin('GET', '/api/withdraw/review-queue?page=1&pageSize=50');
    expect(queue.json<AdminWithdrawalPage>().items.map((row) => row.id)).not.toContain(item.id);
  });

  it('links a payout account another member used (however it is spelt) and holds the withdrawal', async () => {
    const waiting = await adminQueueCounts(ctx.app.db);
    const { first, held } = await sharedAccountPair();
    // The console's Review badge counts it; the Withdrawals badge counts both.
    expect(await adminQueueCounts(ctx.app.db)).toMatchObject({
      review: waiting.review + 1,
      withdrawals: waiting.withdrawals + 2,
    });
    expect(held.risk.reasons.map((reason) => reason.code).sort()).toEqual([
      'LINKED_ACCOUNTS',
      'NEW_ACCOUNT',
      'SHARED_PAYOUT_ACCOUNT',
    ]);
    expect(held.risk.score).toBe(80);
    expect(held.heldForReview).toBe(true);

    const complete = await admin('PATCH', `/api/withdraw/${held.id}/status`, { status: 'COMPLETED' });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({ error: 'WITHDRAWAL_UNDER_REVIEW' });

    const queue = await admin('GET', '/api/withdraw/review-queue?page=1&pageSize=50');
    expect(queue.json<AdminWithdrawalPage>().items.map((row) => row.id)).toContain(held.id);

    const review = (await admin('GET', `/api/withdraw/${held.id}/review`)).json<WithdrawalReview>();
    expect(review.withdrawal.id).toBe(held.id);
    expect(review.linked.map((link) => link.member.id)).toEqual([first.id]);
    expect(review.linked[0]?.reasons.map((reason) => reason.reason)).toEqual(['PAYOUT_ACCOUNT']);
    expect(review.activity[0]?.kind).toBe('WITHDRAWAL');
    expect(review.activity[0]?.payoutAccount).toBe(held.accountNumber.replace(/^\+92/, 'EASYPAISA:0'));
  });

  it('adds a new device, a password change, refused attempts and views at the exact minimum', async () => {
    const member = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
    const long = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await ctx.app.db
      .update(users)
      .set({ createdAt: long, passwordChangedAt: new Date() })
      .where(eq(users.id, member.id));
    await ctx.app.db.insert(memberSignals).values({
      userId: member.id,
      kind: 'SIGN_IN',
      ip: '203.0.113.9',
      network: '203.0.113.0/24',
      deviceHash: 'an-old-phone',
      createdAt: long,
    });
    await ctx.app.db.insert(cheatLog).values(
      Array.from({ length: 5 }, () => ({
        userId: member.id,
        kind: 'VIEW_TOO_EARLY' as const,
        detail: 'Completed 12 s early',
        createdAt: new Date(),
      })),
    );
    const startedAt = new Date(Date.now() - 3600 * 1000);
    await ctx.app.db.insert(rewardViews).values(
      Array.from({ length: 10 }, () => ({
        userId: member.id,
        kind: 'AD' as const,
        itemId: member.id,
        durationSeconds: 30,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 30_200),
        creditedAt: new Date(startedAt.getTime() + 30_200),
        amountCents: 1,
      })),
    );
    const response = await withdraw(member, { device: 'a-brand-new-phone-0001' });
    expect(response.statusCode).toBe(201);
    const item = (await admin('GET', '/api/withdraw?page=1&pageSize=50'))
      .json<AdminWithdrawalPage>()
      .items.find((row) => row.id === response.json<{ id: string }>().id);
    expect(item?.risk.reasons.map((reason) => reason.code).sort()).toEqual([
      'CHEAT_LOG',
      'EXACT_MINIMUM_VIEWS',
      'NEW_DEVICE',
      'PASSWORD_CHANGED',
    ]);
    expect(item?.risk.score).toBe(75);
    expect(item?.heldForReview).toBe(true);
  });

  it('follows the threshold the operator sets', async () => {
    const bad = await admin('PUT', '/api/fraud/settings', { ...defaults, reviewThreshold: 0 });
    expect(bad.statusCode).toBe(400);
    const saved = await admin('PUT', '/api/fraud/settings', { ...defaults, reviewThreshold: 10 });
    expect(saved.json()).toMatchObject({ reviewThreshold: 10 });
    const member = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
    expect((await heldOne(member, ownPayoutAccount())).heldForReview).toBe(true);
    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'fraud.settings'));
    expect(audit).toBeDefined();
  });

  it('keeps the settings and the review from support admins and members', async () => {
    const support = await signedInAdmin(ctx.app, { role: 'SUPPORT' });
    const member = await signedInMember(ctx.app, { status: 'ACTIVE' });
    for (const token of [support.token, member.token]) {
      for (const url of ['/api/fraud/settings', '/api/withdraw/review-queue']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect([401, 403]).toContain(response.statusCode);
      }
    }
  });
});

describe('the review screen decides', () => {
  it('approves: pays the held withdrawal', async () => {
    const { held } = await sharedAccountPair();
    const paid = await admin('POST', `/api/withdraw/${held.id}/review`, { decision: 'APPROVE' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<AdminWithdrawal>()).toMatchObject({ status: 'COMPLETED', heldForReview: false });
    const again = await admin('POST', `/api/withdraw/${held.id}/review`, { decision: 'REJECT' });
    expect(again.statusCode).toBe(409);
  });

  it('rejects: the amount goes back', async () => {
    const { second, held } = await sharedAccountPair();
    const before = await walletBalanceCents(ctx.app.db, second.id);
    const rejected = await admin('POST', `/api/withdraw/${held.id}/review`, { decision: 'REJECT' });
    expect(rejected.json<AdminWithdrawal>().status).toBe('REJECTED');
    expect(await walletBalanceCents(ctx.app.db, second.id)).toBe(before + 2000);
  });

  it('suspends the member: the amount goes back and the member is signed out, in one step', async () => {
    const { second, held } = await sharedAccountPair();
    const response = await admin('POST', `/api/withdraw/${held.id}/review`, {
      decision: 'SUSPEND_MEMBER',
      reason: 'Five accounts on one phone',
    });
    expect(response.json<AdminWithdrawal>().status).toBe('REJECTED');
    const [row] = await ctx.app.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, second.id));
    expect(row?.status).toBe('SUSPENDED');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(second.token) });
    expect(me.statusCode).toBe(401);
  });

  it('decides a held withdrawal once when two operators act at the same moment', async () => {
    const { second, held } = await sharedAccountPair();
    const before = await walletBalanceCents(ctx.app.db, second.id);
    const answers = await Promise.all([
      admin('POST', `/api/withdraw/${held.id}/review`, { decision: 'APPROVE' }),
      admin('POST', `/api/withdraw/${held.id}/review`, { decision: 'REJECT' }),
      admin('PATCH', `/api/withdraw/${held.id}/status`, { status: 'REJECTED' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<AdminWithdrawal>();
    const after = await walletBalanceCents(ctx.app.db, second.id);
    expect(after).toBe(winner?.status === 'COMPLETED' ? before : before + 2000);
  });
});

describe('a member with two-factor sign-in on', () => {
  it('needs the authenticator code to withdraw, and a wrong one moves nothing', async () => {
    const member = await signedInMember(ctx.app, { status: 'ACTIVE', cents: 5000 });
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(member.token), payload });
    const { secret } = (await post('/api/users/me/two-factor/setup', { password: member.password })).json<{
      secret: string;
    }>();
    const codeAt = (seconds: number) => generate({ secret, epoch: seconds });
    const now = Math.floor(Date.now() / 1000);
    expect((await post('/api/users/me/two-factor/enable', { code: await codeAt(now - 30) })).statusCode).toBe(
      200,
    );

    const payload = {
      amount: 20,
      paymentMethod: 'EASYPAISA',
      bankName: 'Easypaisa',
      accountHolderName: 'Bilal Ahmed',
      accountNumber: ownPayoutAccount(),
    };
    const missing = await post('/api/withdraw', payload);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' });
    const right = await codeAt(now);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await post('/api/withdraw', { ...payload, twoFactorCode: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'INVALID_TWO_FACTOR_CODE' });
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(5000);
    const accepted = await post('/api/withdraw', { ...payload, twoFactorCode: right });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await walletBalanceCents(ctx.app.db, member.id)).toBe(3000);
  });
});
