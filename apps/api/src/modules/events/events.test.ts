import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { deposits, liveEvents, supportTickets } from '../../db/schema';
import { createTestContext, listenOnLoopback, type TestContext } from '../../../test/app';
import { bearer, signedInAdmin, signedInMember } from '../../../test/factories';
import { plantAviatorSeed } from '../../../test/aviator';
import { hostileQueries, LIVE_STREAM_ROUTE } from '../../../test/malformed';
import { expectLedgerReconciles } from '../../../test/money';
import { defaultRequestBounds } from '../../lib/limits';
import { frameOf, openStream, type OpenedStream } from '../../../test/live-stream';

let ctx: TestContext;
let base: string;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
const open: OpenedStream[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ env: { LIVE_HEARTBEAT_MS: '200', LIVE_STREAMS_PER_MEMBER: '3' } });
  ({ base } = await listenOnLoopback(ctx));
  owner = await signedInAdmin(ctx.app, { role: 'OWNER' });
});
afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function stream(options: Parameters<typeof openStream>[1]): Promise<OpenedStream> {
  const opened = await openStream(base, options);
  open.push(opened);
  return opened;
}

const member = (cents = 0) => signedInMember(ctx.app, { status: 'ACTIVE', cents });

const post = (
  token: string,
  url: string,
  payload: Record<string, unknown>,
  method: 'POST' | 'PATCH' = 'POST',
) => ctx.app.inject({ method, url, headers: bearer(token), payload });

const isHello = frameOf('hello');

describe('GET /api/events', () => {
  it('needs a session: no token, a bad token and a session token in the URL are refused', async () => {
    expect((await stream({})).status).toBe(401);
    expect((await stream({ token: 'not-a-token' })).status).toBe(401);
    const someone = await member();
    const inUrl = await fetch(`${base}/api/events?token=${someone.token}`);
    expect(inUrl.status).toBe(401);
  });

  it('starts with hello, the balance and heartbeats, then carries the community room to members and admins', async () => {
    const reader = await member(1234);
    const writer = await member();
    const readerStream = await stream({ token: reader.token });
    const adminStream = await stream({ token: owner.token });
    expect(readerStream.status).toBe(200);
    expect(readerStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const hello = await readerStream.next(isHello);
    expect(hello.data).toMatchObject({ resumed: false });
    expect(hello.id).toBe((hello.data as { lastEventId: string }).lastEventId);
    expect((await readerStream.next(frameOf('wallet'))).data).toEqual({ balance: 1234 });
    await adminStream.next(frameOf('admin.counts'));

    const sent = await post(writer.token, '/api/chat', { text: 'Salam everyone', isPublic: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = await readerStream.next(frameOf('chat.message'), 1000);
    expect(seen.data).toMatchObject({ room: 'public', message: { text: 'Salam everyone', isPublic: true } });
    expect(seen.id).toMatch(/^\d+$/);
    await adminStream.next(
      frameOf('chat.message', (data) => data.room === 'public'),
      1000,
    );
    // Heartbeats keep an idle stream open through proxies.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(readerStream.comments()).toBeGreaterThanOrEqual(1);
  });

  it("never carries another member's private chat, balance or decisions", async () => {
    const alice = await member(5000);
    const bob = await member();
    const eve = await member();
    const eveStream = await stream({ token: eve.token });
    const bobStream = await stream({ token: bob.token });
    await eveStream.next(isHello);
    await bobStream.next(frameOf('wallet'));

    expect(
      (await post(alice.token, '/api/chat', { text: 'my private question', isPublic: false })).statusCode,
    ).toBe(201);
    const answer = await post(owner.token, '/api/chat', {
      text: 'Support answer for Alice',
      isPublic: false,
      recipientId: alice.id,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const sent = await post(alice.token, '/api/transfer', {
      recipientAccountNumber: bob.accountNumber,
      amount: 10,
      senderName: 'Alice Test',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const transferId = sent.json<{ id: string }>().id;
    const completed = await post(
      owner.token,
      `/api/transfers/${transferId}/status`,
      { status: 'COMPLETED' },
      'PATCH',
    );
    expect(completed.statusCode, completed.body).toBe(200);

    // Bob hears of the money he received and his new balance, nothing of Alice's chat.
    expect((await bobStream.next(frameOf('decision'), 1000)).data).toEqual({
      kind: 'transfer',
      id: transferId,
      status: 'COMPLETED',
      direction: 'received',
    });
    expect((await bobStream.next(frameOf('wallet'), 1000)).data).toEqual({ balance: 1000 });
    // A marker event for everyone, after all of the above: Eve's stream has read that far when it arrives.
    expect((await post(bob.token, '/api/chat', { text: 'marker', isPublic: true })).statusCode).toBe(201);
    await eveStream.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === 'marker'),
    );
    await bobStream.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === 'marker'),
    );
    const leaked = [...eveStream.frames, ...bobStream.frames].filter(
      (frame) =>
        (frame.event === 'chat.message' && (frame.data as { room: string }).room !== 'public') ||
        (frame.event === 'decision' && (frame.data as { direction?: string }).direction === 'sent'),
    );
    expect(leaked).toEqual([]);
    expect(eveStream.frames.filter((frame) => frame.event === 'wallet')).toEqual([
      { event: 'wallet', id: undefined, data: { balance: 0 } },
    ]);
  });

  it("replays from an early Last-Event-ID only what the holder may read, never another member's events", async () => {
    const alice = await member(3000);
    const eve = await member();
    const before = await stream({ token: eve.token });
    const { id: from } = await before.next(isHello);
    before.close();
    expect((await post(alice.token, '/api/chat', { text: 'alice only', isPublic: false })).statusCode).toBe(
      201,
    );
    const answer = await post(owner.token, '/api/chat', {
      text: 'for alice',
      isPublic: false,
      recipientId: alice.id,
    });
    expect(answer.statusCode).toBe(201);
    expect((await post(alice.token, '/api/chat', { text: 'after alice', isPublic: true })).statusCode).toBe(
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const resumed = await stream({ token: eve.token, lastEventId: from ?? '' });
    expect((await resumed.next(isHello)).data).toMatchObject({ resumed: true });
    await resumed.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === 'after alice'),
    );
    const replayed = resumed.frames.filter((frame) => frame.id !== undefined && frame.event !== 'hello');
    expect(replayed.filter((frame) => frame.event !== 'chat.message')).toEqual([]);
    expect(replayed.every((frame) => (frame.data as { room: string }).room === 'public')).toBe(true);
  });

  it('tells a member of a decided deposit and the balance after it, and every member of a notice for all', async () => {
    const depositor = await member();
    const [deposit] = await ctx.app.db
      .insert(deposits)
      .values({
        userId: depositor.id,
        amountCents: 2500,
        paymentMethod: 'EASYPAISA',
        transactionId: `LIVE-${depositor.id}`,
      })
      .returning({ id: deposits.id });
    const depositorStream = await stream({ token: depositor.token });
    const ownerStream = await stream({ token: owner.token });
    await depositorStream.next(frameOf('wallet'));
    const waiting = (await ownerStream.next(frameOf('admin.counts'))).data as { deposits: number };
    expect(waiting.deposits).toBeGreaterThanOrEqual(1);

    const decided = await post(
      owner.token,
      `/api/deposits/${deposit?.id ?? ''}/status`,
      { status: 'COMPLETED' },
      'PATCH',
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await depositorStream.next(frameOf('decision'), 1000)).data).toEqual({
      kind: 'deposit',
      id: deposit?.id,
      status: 'COMPLETED',
    });
    expect((await depositorStream.next(frameOf('wallet'), 1000)).data).toEqual({ balance: 2500 });
    await depositorStream.next(frameOf('notification'), 1000);
    await ownerStream.next(
      frameOf('admin.queue', (data) => data.queue === 'deposits' && data.id === deposit?.id),
      1000,
    );
    expect((await ownerStream.next(frameOf('admin.counts'), 1000)).data).toMatchObject({
      deposits: waiting.deposits - 1,
    });

    const notice = await post(owner.token, '/api/notifications/create', {
      title: 'Eid bonus',
      message: 'Double rewards today',
    });
    expect(notice.statusCode, notice.body).toBeLessThan(300);
    const noticeId = notice.json<{ id: string }>().id;
    expect((await depositorStream.next(frameOf('notification'), 1000)).data).toMatchObject({
      id: noticeId,
      title: 'Eid bonus',
      message: 'Double rewards today',
      removed: false,
    });
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${noticeId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await depositorStream.next(frameOf('notification'), 1000)).data).toMatchObject({
      id: noticeId,
      removed: true,
    });
  });

  it('tells a member their aviator bet settled, with the payout', async () => {
    const player = await member(1000);
    await plantAviatorSeed(ctx.app.db, player.id, 377);
    const playerStream = await stream({ token: player.token });
    await playerStream.next(frameOf('wallet'));
    const bet = (payload: Record<string, unknown>) => post(player.token, '/api/aviator/bet', payload);
    const started = await bet({ betAmount: 2, didCashout: false, winAmount: 0 });
    expect(started.statusCode, started.body).toBe(201);
    const roundId = started.json<{ round: { id: string } }>().round.id;
    const cashed = await bet({ betAmount: 2, didCashout: true, winAmount: 0, roundId });
    expect(cashed.statusCode, cashed.body).toBe(200);
    const win = Math.round(cashed.json<{ round: { multiplier: number } }>().round.multiplier * 200);
    expect((await playerStream.next(frameOf('aviator.settled'), 1000)).data).toEqual({
      roundId,
      betId: roundId,
      status: 'CASHED_OUT',
      payout: win,
    });
  });

  it('resumes after Last-Event-ID with exactly what came after it, and says so when it cannot', async () => {
    const reader = await member();
    const writer = await member();
    const first = await stream({ token: reader.token });
    await first.next(isHello);
    expect((await post(writer.token, '/api/chat', { text: 'one', isPublic: true })).statusCode).toBe(201);
    const one = await first.next(frameOf('chat.message'), 1000);
    first.close();
    for (const text of ['two', 'three'])
      expect((await post(writer.token, '/api/chat', { text, isPublic: true })).statusCode).toBe(201);
    // Let the relay pass the two on, so the resume reads them from the log.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const resumed = await stream({ token: reader.token, lastEventId: one.id ?? '' });
    expect((await resumed.next(isHello)).data).toEqual({ resumed: true, lastEventId: one.id });
    const texts = async (opened: OpenedStream, count: number) => {
      const out: string[] = [];
      for (let index = 0; index < count; index += 1)
        out.push(
          ((await opened.next(frameOf('chat.message'), 1000)).data as { message: { text: string } }).message
            .text,
        );
      return out;
    };
    expect(await texts(resumed, 2)).toEqual(['two', 'three']);
    expect((await post(writer.token, '/api/chat', { text: 'four', isPublic: true })).statusCode).toBe(201);
    expect(await texts(resumed, 1)).toEqual(['four']);
    expect(resumed.frames.filter((frame) => frame.event === 'chat.message')).toHaveLength(3);

    // An id the log no longer holds (purged) or never held: the client must refetch.
    const [oldest] = await ctx.app.db
      .select({ id: sql<number>`min(${liveEvents.id})::int` })
      .from(liveEvents);
    await ctx.app.db.delete(liveEvents).where(eq(liveEvents.id, oldest?.id ?? 0));
    for (const lastEventId of [String((oldest?.id ?? 1) - 1), '999999999', 'abc']) {
      const fresh = await stream({ token: reader.token, lastEventId });
      expect((await fresh.next(isHello)).data).toMatchObject({ resumed: false });
      fresh.close();
    }
  });

  it('opens with a single-use ticket for EventSource, never with the session token in the URL', async () => {
    const holder = await member(700);
    const ticketResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(holder.token),
    });
    expect(ticketResponse.statusCode).toBe(200);
    const { ticket, expiresAt } = ticketResponse.json<{ ticket: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(ticket).not.toBe(holder.token);
    const byTicket = await stream({ ticket });
    expect(byTicket.status).toBe(200);
    expect((await byTicket.next(frameOf('wallet'))).data).toEqual({ balance: 700 });
    const again = await stream({ ticket });
    expect(again.status).toBe(401);
    // A new EventSource resumes with a new ticket and the last id in the address (it cannot send the header).
    const hello = byTicket.frames.find(isHello)?.data as { lastEventId: string };
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(holder.token),
    });
    const resumed = await openStream(base, {
      ticket: fresh.json<{ ticket: string }>().ticket,
      query: `lastEventId=${hello.lastEventId}`,
    });
    open.push(resumed);
    expect((await resumed.next(isHello)).data).toEqual({ resumed: true, lastEventId: hello.lastEventId });
    expect((await stream({ ticket: 'made-up' })).status).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
  });

  it('answers hostile queries at once, over a socket (the route walkers cannot inject a stream)', async () => {
    const holder = await member();
    for (const { label, query } of hostileQueries(defaultRequestBounds)) {
      const started = performance.now();
      const response = await fetch(`${base}${LIVE_STREAM_ROUTE}?${query}`, {
        headers: { authorization: `Bearer ${holder.token}` },
        signal: AbortSignal.timeout(3000),
      });
      const ms = performance.now() - started;
      // Refused in the error shape, or the stream opened (its headers came): either way at once.
      if (response.status === 200) {
        expect(response.headers.get('content-type'), label).toMatch(/event-stream/);
        await response.body?.cancel();
      } else expect(await response.json(), label).toHaveProperty('error');
      expect(response.status, label).toBeLessThan(500);
      expect(ms, label).toBeLessThan(1500);
    }
  });

  it('limits the streams one member may hold', async () => {
    const holder = await member();
    const streams = [];
    for (let index = 0; index < 3; index += 1) streams.push(await stream({ token: holder.token }));
    expect(streams.map((opened) => opened.status)).toEqual([200, 200, 200]);
    const over = await stream({ token: holder.token });
    expect(over.status).toBe(429);
    streams[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stream({ token: holder.token })).status).toBe(200);
  });

  it('closes within a second on logout, password change and suspension, and when an admin is disabled', async () => {
    const closesSoon = async (opened: OpenedStream, act: () => Promise<unknown>) => {
      await opened.next(isHello);
      const started = Date.now();
      await act();
      await opened.ended;
      expect(Date.now() - started).toBeLessThan(1000);
    };

    const leaving = await member();
    await closesSoon(await stream({ token: leaving.token }), async () => {
      expect((await post(leaving.token, '/api/users/logout', {})).statusCode).toBeLessThan(300);
    });

    const changing = await member();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: changing.email, password: changing.password },
    });
    const otherToken = second.json<{ token: string }>().token;
    const otherStream = await stream({ token: otherToken });
    await closesSoon(otherStream, async () => {
      const changed = await post(changing.token, '/api/users/change-password', {
        currentPassword: changing.password,
        newPassword: 'a-new-password-1',
      });
      expect(changed.statusCode, changed.body).toBe(204);
    });

    const suspended = await member();
    await closesSoon(await stream({ token: suspended.token }), async () => {
      const response = await post(
        owner.token,
        `/api/users/${suspended.id}/status`,
        { status: 'SUSPENDED', reason: 'Testing the stream' },
        'PATCH',
      );
      expect(response.statusCode, response.body).toBe(200);
    });

    const disabled = await signedInAdmin(ctx.app, { role: 'SUPPORT' });
    await closesSoon(await stream({ token: disabled.token }), async () => {
      const response = await post(owner.token, `/api/admins/${disabled.id}`, { status: 'DISABLED' }, 'PATCH');
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  it('keeps admin tabs counting what waits, and tells a support admin of the support queue only', async () => {
    const support = await signedInAdmin(ctx.app, { role: 'SUPPORT' });
    const ownerStream = await stream({ token: owner.token });
    const supportStream = await stream({ token: support.token });
    const before = (await ownerStream.next(frameOf('admin.counts'))).data as { support: number };
    await supportStream.next(frameOf('admin.counts'));
    const asker = await member();
    const asked = await post(asker.token, '/api/support', {
      subject: 'Where is my deposit',
      message: 'Please help me',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const queued = await ownerStream.next(frameOf('admin.queue'), 1000);
    expect(queued.data).toMatchObject({ queue: 'support' });
    expect((await ownerStream.next(frameOf('admin.counts'), 1000)).data).toMatchObject({
      support: before.support + 1,
    });
    expect((await supportStream.next(frameOf('admin.counts'), 1000)).data).toEqual({
      deposits: 0,
      withdrawals: 0,
      review: 0,
      support: before.support + 1,
      tasks: 0,
    });
    const open = await ctx.app.db.select().from(supportTickets).where(eq(supportTickets.userId, asker.id));
    expect(open).toHaveLength(1);
  });
});
