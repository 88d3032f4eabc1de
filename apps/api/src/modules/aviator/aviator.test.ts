import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  aviatorCrashPoint,
  aviatorSeedHash,
  type AviatorBetResponse,
  type AviatorRound,
} from '@earnflow/contracts';

import { aviatorRounds, ledgerTransactions } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { plantAviatorSeed } from '../../../test/aviator';

import { TestClock } from '../../../test/clock';

import { bearer, loginAdmin, loginMember, seedAdmin, signedInMember } from '../../../test/factories';
import { expectLedgerReconciles } from '../../../test/money';
import { letBackIn, sessionEndings } from '../../../test/session-endings';

import { accountBalanceCents, walletBalanceCents } from '../ledger/ledger.repository';

import { reconcile, systemAccountId } from '../ledger/ledger.service';

import { aviatorHouseResult } from './aviator.repository';

import { createAviatorService } from './aviator.service';

const clock = new TestClock('2026-11-22T08:00:00.000Z');
let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
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

const bet = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/aviator/bet',
    headers: { ...bearer(token), ...headers },
    payload,
  });
const start = (token: string, betAmount: number) =>
  bet(token, { betAmount, didCashout: false, winAmount: 0 });
const cashOut = (token: string, roundId: string, betAmount = 1, winAmount = 0) =>
  bet(token, { betAmount, didCashout: true, winAmount, roundId });
const getRound = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/aviator/rounds/${id}`, headers: bearer(token) });
const balanceOf = (userId: string) => walletBalanceCents(ctx.app.db, userId);
const roundRow = async (id: string) => {
  const [row] = await ctx.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.id, id));
  return row;
};

describe('a round of aviator', () => {
  it('opens with the bet debited, the seed committed beforehand and no crash point in the answer', async () => {
    const member = await fundedMember(10_000);
    // A seed that flies (about one random seed in a hundred crashes at 1.00, at once).
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const fairness = await ctx.app.inject({
      method: 'GET',
      url: '/api/aviator/fairness',
      headers: bearer(member.token),
    });
    const committed = fairness.json<{ serverSeedHash: string; clientSeed: string; nonce: number }>();
    const response = await start(member.token, 5);
    expect(response.statusCode).toBe(201);
    const { round, balance } = response.json<AviatorBetResponse>();
    expect(balance).toBe(95);
    expect(await balanceOf(member.id)).toBe(9500);
    expect(round).toMatchObject({
      betAmount: 5,
      status: 'OPEN',
      multiplier: 1,
      serverSeedHash: committed.serverSeedHash,
      clientSeed: committed.clientSeed,
      nonce: committed.nonce,
      winAmount: 0,
      cashoutMultiplier: null,
    });
    const row = await roundRow(round.id);
    if (row === undefined) throw new Error('no round row');
    // Neither the crash point nor the seed, in any form, in the raw bodies before the crash.
    for (const body of [response.body, (await getRound(member.token, round.id)).body]) {
      expect(body).not.toContain('crashPoint');
      expect(body).not.toContain('serverSeed"');
      expect(body).not.toContain(row.serverSeed);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/aviator/rounds',
      headers: bearer(member.token),
    });
    expect(list.body).not.toContain(row.serverSeed);
    expect(list.body).not.toContain('crashPoint');
    // The next round is committed to a new seed.
    const next = (
      await ctx.app.inject({ method: 'GET', url: '/api/aviator/fairness', headers: bearer(member.token) })
    ).json<{ serverSeedHash: string; nonce: number }>();
    expect(next.nonce).toBe(committed.nonce + 1);
    expect(next.serverSeedHash).not.toBe(committed.serverSeedHash);
    clock.advance(60_000);
  });

  it('a cash-out at 2.35× pays floor(bet × 2.35) to the cent, whatever winAmount says, and reveals the seed', async () => {
    const member = await fundedMember(10_000);
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const opened = (await start(member.token, 3.33)).json<AviatorBetResponse>();
    clock.advance(2700);
    const response = await cashOut(member.token, opened.round.id, 3.33, 9999);
    expect(response.statusCode).toBe(200);
    const { round, balance } = response.json<AviatorBetResponse>();
    // 333 × 2.35 = 782.55 cents → 782.
    expect(round).toMatchObject({
      status: 'CASHED_OUT',
      cashoutMultiplier: 2.35,
      multiplier: 2.35,
      winAmount: 7.82,
    });
    expect(round.crashPoint).toBe(3.77);
    expect(balance).toBe(104.49);
    expect(await balanceOf(member.id)).toBe(10_000 - 333 + 782);
    // What the member can check: the revealed seed matches the commitment and gives the crash point.
    if (round.serverSeed === undefined) throw new Error('seed not revealed');
    expect(await aviatorSeedHash(round.serverSeed)).toBe(opened.round.serverSeedHash);
    expect(await aviatorCrashPoint(round.serverSeed, round.clientSeed, round.nonce)).toBe(377);
    const house = await systemAccountId(ctx.app.db, 'AVIATOR_HOUSE');
    const postings = await ctx.app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, round.id));
    expect(postings.map((posting) => posting.kind).sort()).toEqual(['AVIATOR_BET', 'AVIATOR_PAYOUT']);
    expect(house).toBeTruthy();
    // Cashing out again is refused.
    const again = await cashOut(member.token, round.id);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(member.id)).toBe(10_000 - 333 + 782);
  });

  it('pays at the multiplier just below the crash point, and refuses from the crash on as a loss', async () => {
    const winner = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, winner.id, 125);
    const first = (await start(winner.token, 2)).json<AviatorBetResponse>();
    clock.advance(499);
    const paid = await cashOut(winner.token, first.round.id);
    expect(paid.json<AviatorBetResponse>().round).toMatchObject({ cashoutMultiplier: 1.2, winAmount: 2.4 });

    const loser = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, loser.id, 125);
    const second = (await start(loser.token, 2)).json<AviatorBetResponse>();
    clock.advance(500);
    const late = await cashOut(loser.token, second.round.id, 2, 50);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'CONFLICT', message: 'Too late: the plane crashed at 1.25×.' });
    expect(await roundRow(second.round.id)).toMatchObject({ status: 'CRASHED', winCents: 0 });
    expect(await balanceOf(loser.id)).toBe(800);
    const shown = (await getRound(loser.token, second.round.id)).json<AviatorRound>();
    expect(shown).toMatchObject({ status: 'CRASHED', crashPoint: 1.25, multiplier: 1.25, winAmount: 0 });
  });

  it('a cash-out received before the crash pays even when the round was settled as crashed meanwhile', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 125);
    const { round } = (await start(member.token, 2)).json<AviatorBetResponse>();
    // The settling job reads the clock after the crash (600 ms) and settles the round before the
    // cash-out, received at 499 ms, reaches the database.
    clock.advance(600);
    await createAviatorService({ db: ctx.app.db, clock }).settleCrashed();
    expect(await roundRow(round.id)).toMatchObject({ status: 'CRASHED' });
    clock.advance(-101);
    const paid = await cashOut(member.token, round.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<AviatorBetResponse>()).toMatchObject({
      round: { status: 'CASHED_OUT', cashoutMultiplier: 1.2, winAmount: 2.4 },
      balance: 10.4,
    });
    const again = await cashOut(member.token, round.id);
    expect(again.json()).toEqual({ error: 'CONFLICT', message: 'This round is already cashed out.' });
    expect(await balanceOf(member.id)).toBe(1040);
    clock.advance(30_000);
  });

  it('the client learns of the crash by polling, and its crash report settles nothing early', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 206);
    const { round } = (await start(member.token, 1)).json<AviatorBetResponse>();
    clock.advance(2000);
    const flying = (await getRound(member.token, round.id)).json<AviatorRound>();
    expect(flying).toMatchObject({ status: 'OPEN', multiplier: 2, elapsedMs: 2000 });
    const early = await bet(member.token, {
      betAmount: 1,
      didCashout: false,
      winAmount: 0,
      roundId: round.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('This round is still in play.');
    clock.advance(200);
    const crashed = (await getRound(member.token, round.id)).json<AviatorRound>();
    expect(crashed).toMatchObject({ status: 'CRASHED', crashPoint: 2.06 });
    // The poll settled the round: what it answered is what is stored.
    const stored = await roundRow(round.id);
    expect(stored?.status).toBe('CRASHED');
    expect(crashed.settledAt).toBe(stored?.settledAt?.toISOString());
    const report = await bet(member.token, {
      betAmount: 1,
      didCashout: false,
      winAmount: 5,
      roundId: round.id,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json<AviatorBetResponse>()).toMatchObject({
      round: { status: 'CRASHED', winAmount: 0 },
      balance: 9,
    });
  });

  it('a member has one round in play at a time; a crashed one no longer counts', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 103);
    const first = (await start(member.token, 1)).json<AviatorBetResponse>();
    const second = await start(member.token, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(
      'You already have a round in play. Cash out or wait for it to end.',
    );
    expect(await balanceOf(member.id)).toBe(900);
    clock.advance(100);
    // The first call after the crash is the spec's report of it; the next opens a round.
    const report = await start(member.token, 1);
    expect(report.statusCode).toBe(200);
    expect(report.json<AviatorBetResponse>().round).toMatchObject({ id: first.round.id, status: 'CRASHED' });
    const third = await start(member.token, 1);
    expect(third.statusCode).toBe(201);
    expect(await roundRow(first.round.id)).toMatchObject({ status: 'CRASHED' });
    expect(await balanceOf(member.id)).toBe(800);
    clock.advance(30_000);
  });

  it('an abandoned round settles as a loss when the server notices', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 311);
    const service = createAviatorService({ db: ctx.app.db, clock });
    await service.settleCrashed();
    const { round } = (await start(member.token, 4)).json<AviatorBetResponse>();
    // 3.11× is reached after 43 ticks of 100 ms. (The app's own job may settle it too; either way once.)
    clock.advance(4299);
    await service.settleCrashed();
    expect(await roundRow(round.id)).toMatchObject({ status: 'OPEN' });
    clock.advance(1);
    await service.settleCrashed();
    expect(await roundRow(round.id)).toMatchObject({ status: 'CRASHED', winCents: 0 });
    expect(await balanceOf(member.id)).toBe(600);
  });

  it('caps a win at the maximum win per round', async () => {
    const member = await fundedMember(20_000);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/aviator/settings',
      headers: bearer(adminToken),
      payload: { maxWin: 150 },
    });
    expect(patched.json()).toEqual({ maxBet: 100, maxWin: 150 });
    await plantAviatorSeed(ctx.app.db, member.id, 377);
    const { round } = (await start(member.token, 100)).json<AviatorBetResponse>();
    clock.advance(2000);
    const paid = (await cashOut(member.token, round.id)).json<AviatorBetResponse>();
    expect(paid.round).toMatchObject({ cashoutMultiplier: 2, winAmount: 150 });
    // A win capped below the bet would make a cash-out lose money: refused, with the limits unchanged.
    for (const [payload, maxBet] of [
      [{ maxWin: 99.99 }, '$100.00'],
      [{ maxBet: 150.01 }, '$150.01'],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/admin/aviator/settings',
        headers: bearer(adminToken),
        payload,
      });
      expect(refused.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: `The maximum win must be at least the maximum bet (${maxBet}).`,
      });
    }
    const both = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/aviator/settings',
      headers: bearer(adminToken),
      payload: { maxBet: 50, maxWin: 40 },
    });
    expect(both.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'The maximum win must be at least the maximum bet.',
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/aviator/settings',
      headers: bearer(adminToken),
      payload: { maxWin: 1000 },
    });
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/aviator/settings',
      headers: bearer(adminToken),
    });
    expect(settings.json()).toEqual({ maxBet: 100, maxWin: 1000 });
  });

  it('twenty cash-outs of one round at once pay once', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 270);
    const { round } = (await start(member.token, 5)).json<AviatorBetResponse>();
    clock.advance(1000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => cashOut(member.token, round.id)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await balanceOf(member.id)).toBe(1000 - 500 + 750);
  });

  it('the same Idempotency-Key opens one round', async () => {
    const member = await fundedMember(1000);
    const headers = { 'idempotency-key': 'aviator-round-1' };
    const first = await bet(member.token, { betAmount: 2, didCashout: false, winAmount: 0 }, headers);
    const again = await bet(member.token, { betAmount: 2, didCashout: false, winAmount: 0 }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json<AviatorBetResponse>().round.id).toBe(first.json<AviatorBetResponse>().round.id);
    expect(await balanceOf(member.id)).toBe(800);
    clock.advance(30_000);
  });

  it('the member chooses the client seed of their next round', async () => {
    const member = await fundedMember(1000);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/aviator/fairness/client-seed',
      headers: bearer(member.token),
      payload: { clientSeed: 'my-own-seed' },
    });
    expect(changed.json()).toMatchObject({ clientSeed: 'my-own-seed', maxBet: 100 });
    const { round } = (await start(member.token, 1)).json<AviatorBetResponse>();
    expect(round.clientSeed).toBe('my-own-seed');
    clock.advance(30_000);
    const ended = (await getRound(member.token, round.id)).json<AviatorRound>();
    if (ended.serverSeed === undefined) throw new Error('seed not revealed');
    expect(Math.round((ended.crashPoint ?? 0) * 100)).toBe(
      await aviatorCrashPoint(ended.serverSeed, 'my-own-seed', round.nonce),
    );
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/aviator/fairness/client-seed',
      headers: bearer(member.token),
      payload: { clientSeed: 'two words' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the spec’s two calls, without a roundId', () => {
  const opening = (betAmount: number) => ({ betAmount, didCashout: false, winAmount: 0 });

  it('a cash-out call pays the round in play at the server’s multiplier, whatever winAmount says', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 270);
    const opened = await bet(member.token, opening(2));
    expect(opened.statusCode).toBe(201);
    clock.advance(1000);
    const closing = await bet(member.token, { betAmount: 2, didCashout: true, winAmount: 540 });
    expect(closing.statusCode, closing.body).toBe(200);
    const { round, balance } = closing.json<AviatorBetResponse>();
    expect(round).toMatchObject({
      id: opened.json<AviatorBetResponse>().round.id,
      status: 'CASHED_OUT',
      cashoutMultiplier: 1.5,
      winAmount: 3,
    });
    expect(balance).toBe(10 - 2 + 3);
    const again = await bet(member.token, { betAmount: 2, didCashout: true, winAmount: 540 });
    expect(again.json()).toEqual({ error: 'CONFLICT', message: 'This round is already cashed out.' });
    expect(await balanceOf(member.id)).toBe(1100);
    clock.advance(30_000);
  });

  it('a late cash-out call is refused as a loss and closes the round; the next call opens one', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 125);
    const first = (await bet(member.token, opening(2))).json<AviatorBetResponse>();
    clock.advance(500);
    const late = await bet(member.token, { betAmount: 2, didCashout: true, winAmount: 2.5 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'CONFLICT', message: 'Too late: the plane crashed at 1.25×.' });
    expect(await roundRow(first.round.id)).toMatchObject({ status: 'CRASHED', winCents: 0 });
    const next = await bet(member.token, opening(2));
    expect(next.statusCode).toBe(201);
    expect(next.json<AviatorBetResponse>().round.id).not.toBe(first.round.id);
    expect(await balanceOf(member.id)).toBe(600);
    clock.advance(30_000);
  });

  it('after a crash the closing call answers the crashed round and debits nothing; the next opens a round', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 206);
    const first = (await bet(member.token, opening(1))).json<AviatorBetResponse>();
    clock.advance(1000);
    // Sent while the plane still flies, it is refused and changes nothing.
    const early = await bet(member.token, opening(1));
    expect(early.statusCode).toBe(409);
    clock.advance(1500);
    const closing = await bet(member.token, opening(1));
    expect(closing.statusCode).toBe(200);
    expect(closing.json<AviatorBetResponse>()).toMatchObject({
      round: { id: first.round.id, status: 'CRASHED', crashPoint: 2.06, winAmount: 0 },
      balance: 9,
    });
    expect(await roundRow(first.round.id)).toMatchObject({ status: 'CRASHED' });
    const next = await bet(member.token, opening(1));
    expect(next.statusCode).toBe(201);
    expect(await balanceOf(member.id)).toBe(800);
    clock.advance(30_000);
  });

  it('a crash reported with its roundId, or not reported for 30 s, leaves the next call to open a round', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 103);
    const first = (await bet(member.token, opening(1))).json<AviatorBetResponse>();
    clock.advance(100);
    expect((await bet(member.token, { ...opening(1), roundId: first.round.id })).statusCode).toBe(200);
    expect((await bet(member.token, opening(1))).statusCode).toBe(201);
    // This round is abandoned (it lasts 20 s at most): the settling job ends it, and a call more than 30 s
    // after its crash is a new bet.
    clock.advance(50_100);
    await createAviatorService({ db: ctx.app.db, clock }).settleCrashed();
    expect((await bet(member.token, opening(1))).statusCode).toBe(201);
    expect(await balanceOf(member.id)).toBe(700);
    clock.advance(30_000);
  });
});

describe('reconciliation', () => {
  it('checks that each round was bet once and paid once, and that the house holds bets minus wins', async () => {
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 270);
    const { round } = (await start(member.token, 2)).json<AviatorBetResponse>();
    clock.advance(1000);
    await cashOut(member.token, round.id);
    const aviatorCheck = async () =>
      (await reconcile(ctx.app.db)).checks.find((check) => check.id === 'AVIATOR_ROUNDS_PAID_ONCE');
    expect(await aviatorCheck()).toMatchObject({ ok: true, problems: 0 });
    // A round whose recorded win differs from what was paid is caught (and put back).
    await ctx.app.db.update(aviatorRounds).set({ winCents: 1 }).where(eq(aviatorRounds.id, round.id));
    expect(await aviatorCheck()).toMatchObject({ ok: false, problems: 2 });
    await ctx.app.db.update(aviatorRounds).set({ winCents: 300 }).where(eq(aviatorRounds.id, round.id));
  });
});

describe('bad input changes nothing', () => {
  it('refuses bets of 0, 0.5, above the balance and above the maximum, and rounds that are not the member’s', async () => {
    const member = await fundedMember(500);
    const other = await fundedMember(1000);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ betAmount: 0, didCashout: false, winAmount: 0 }, 400, 'Bet must be greater than zero.'],
      [{ betAmount: 0.5, didCashout: false, winAmount: 0 }, 400, 'The minimum bet is $1.'],
      [{ betAmount: 6, didCashout: false, winAmount: 0 }, 400, 'Insufficient balance.'],
      [{ betAmount: 101, didCashout: false, winAmount: 0 }, 400, 'The maximum bet is $100.00.'],
      [{ betAmount: 1, didCashout: true, winAmount: 5 }, 409, 'You have no round in play.'],
      [{ betAmount: 1, didCashout: true, winAmount: 0, roundId: 'nope' }, 400, 'Round id is not valid.'],
      [
        { betAmount: 1, didCashout: true, winAmount: 0, roundId: '00000000-0000-4000-8000-000000000000' },
        404,
        'Round not found.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await bet(member.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const { round } = (await start(other.token, 1)).json<AviatorBetResponse>();
    expect((await cashOut(member.token, round.id)).statusCode).toBe(404);
    expect((await getRound(member.token, round.id)).statusCode).toBe(404);
    expect(await balanceOf(member.id)).toBe(500);
    expect(await ctx.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.userId, member.id))).toEqual(
      [],
    );
    clock.advance(30_000);
  });

  it('needs a member token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/aviator/bet', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a session that ended after its first bet, before anything else and moving nothing', async () => {
    const member = await fundedMember(10_000);
    const opening = { betAmount: 1, didCashout: false, winAmount: 0 };
    for (const { end, answer, status } of sessionEndings(ctx.app.db, () => clock.now())) {
      // A bet, one above the maximum, a cash-out of the round in play, a replay of an answered key and a
      // poll of the round.
      for (const call of [
        (token: string) => bet(token, opening),
        (token: string) => bet(token, { ...opening, betAmount: 101 }),
        (token: string, roundId: string) => cashOut(token, roundId),
        (token: string) => bet(token, opening, { 'idempotency-key': token }),
        (token: string, roundId: string) => getRound(token, roundId),
      ]) {
        // A bet makes the session known to this process; later ones check it in their statement.
        const token = await loginMember(ctx.app, member.email);
        const opened = await bet(token, opening, { 'idempotency-key': token });
        expect(opened.statusCode, opened.body).toBe(201);
        await end(member.id);
        const response = await call(token, opened.json<AviatorBetResponse>().round.id);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(answer);
        await letBackIn(ctx.app.db, member.id);
        // The round in play crashes (20 s at most) and its report window passes before the next opens.
        clock.advance(51_000);
      }
    }
    // Fifteen rounds, one per session, each lost; the refused calls moved nothing.
    const rounds = await ctx.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.userId, member.id));
    expect(rounds).toHaveLength(15);
    expect(await balanceOf(member.id)).toBe(10_000 - 15 * 100);
  });
});

describe('the house', () => {
  it('admins see rounds, the result per day and set the limits; members cannot', async () => {
    clock.advance(24 * 3600_000);
    adminToken = await loginAdmin(ctx.app, (await seedAdmin(ctx.app.db)).email);
    const member = await fundedMember(1000);
    await plantAviatorSeed(ctx.app.db, member.id, 204);
    const won = (await start(member.token, 2)).json<AviatorBetResponse>();
    clock.advance(1000);
    await cashOut(member.token, won.round.id);
    await plantAviatorSeed(ctx.app.db, member.id, 140);
    await start(member.token, 3);
    clock.advance(30_000);
    const summary = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/aviator/summary?days=1',
      headers: bearer(adminToken),
    });
    expect(summary.statusCode).toBe(200);
    // Today: bet 2 won 3.00 (1.50×), bet 3 lost, crashed only when the job or a read settles it.
    await createAviatorService({ db: ctx.app.db, clock }).settleCrashed();
    const settled = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/aviator/summary?days=1',
        headers: bearer(adminToken),
      })
    ).json<{ total: { rounds: number; bets: number; payouts: number; result: number } }>();
    expect(settled.total).toEqual({ rounds: 2, bets: 5, payouts: 3, result: 2 });
    const result = await aviatorHouseResult(ctx.app.db);
    const house = await accountBalanceCents(ctx.app.db, await systemAccountId(ctx.app.db, 'AVIATOR_HOUSE'));
    expect(result.resultCents).toBe(house);

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/aviator/rounds?pageSize=2',
      headers: bearer(adminToken),
    });
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2, items: [{ betAmount: 3 }, { betAmount: 2 }] });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/aviator/summary',
          headers: bearer(member.token),
        })
      ).statusCode,
    ).toBe(403);
    const badLimit = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/aviator/settings',
      headers: bearer(adminToken),
      payload: { maxBet: 0.5 },
    });
    expect(badLimit.statusCode).toBe(400);
  });
});
