import { eq } from 'drizzle-orm';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { notifications, sessions, transfers } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { bearer, loginAdmin, loginMember, seedAdmin, signedInMember } from '../../../test/factories';
import { bookRefused, expectLedgerReconciles, fundWallet } from '../../../test/money';

import { readAllPages } from '../../../test/paging';

import { letBackIn, sessionEndings } from '../../../test/session-endings';

import { walletBalanceCents } from '../ledger/ledger.service';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await seedAdmin(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterEach(async () => {
  await expectLedgerReconciles(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

async function fundedMember(cents: number, name?: string) {
  return signedInMember(ctx.app, { status: 'ACTIVE', ...(name === undefined ? {} : { name }), cents });
}

const transfer = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/transfer', headers: bearer(token), payload });
const decide = (id: string, status: string, token = adminToken) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/transfers/${id}/status`,
    headers: bearer(token),
    payload: { status },
  });

describe('a member transfers money', () => {
  it('debits the sender at once, pending verification, and the admin completes it to the recipient', async () => {
    const sender = await fundedMember(5000, 'Ali Raza');
    const recipient = await fundedMember(0, 'Sara Khan');
    const response = await transfer(sender.token, {
      recipientAccountNumber: ` ${recipient.accountNumber.toLowerCase()} `,
      amount: 12.34,
      senderName: 'Ali Raza',
      note: 'Lunch',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string }>();
    expect(created).toMatchObject({
      recipientAccountNumber: recipient.accountNumber,
      recipientName: 'Sara Khan',
      amount: 12.34,
      senderName: 'Ali Raza',
      note: 'Lunch',
      status: 'PENDING',
      direction: 'SENT',
    });
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(3766);
    expect(await walletBalanceCents(ctx.app.db, recipient.id)).toBe(0);
    // The answer is the transfer as the sender's history shows it, to the millisecond, with the sending
    // account beside it.
    const sendingAccount = { senderAccountNumber: sender.accountNumber, senderAccountName: 'Ali Raza' };
    const sent = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfer/history',
      headers: bearer(sender.token),
    });
    expect(sent.json()).toEqual([{ ...response.json<object>(), ...sendingAccount }]);

    const received = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfer/history',
      headers: bearer(recipient.token),
    });
    expect(received.json()).toMatchObject([
      { id: created.id, direction: 'RECEIVED', status: 'PENDING', ...sendingAccount },
    ]);

    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfers?status=PENDING',
      headers: bearer(adminToken),
    });
    expect(pending.json<{ items: { id: string }[] }>().items.map((row) => row.id)).toContain(created.id);

    const done = await decide(created.id, 'COMPLETED');
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      sender: { id: sender.id },
      recipient: { id: recipient.id, accountNumber: recipient.accountNumber },
    });
    expect(await walletBalanceCents(ctx.app.db, recipient.id)).toBe(1234);
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(3766);
    const notices = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recipient.id));
    expect(notices.map((row) => row.title)).toEqual(['Transfer received']);
    expect((await decide(created.id, 'REJECTED')).statusCode).toBe(409);

    // Each side's wallet movement names the other account, in words that stay true once it is decided.
    const movements = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/wallets/movements', headers: bearer(token) })).json<
        { kind: string; description: string; amount: number }[]
      >();
    expect((await movements(sender.token))[0]).toMatchObject({
      kind: 'TRANSFER_SENT',
      description: `Transfer to ${recipient.accountNumber}`,
      amount: -12.34,
    });
    expect(await movements(recipient.token)).toMatchObject([
      {
        kind: 'TRANSFER_COMPLETED',
        description: `Transfer from Ali Raza (${sender.accountNumber})`,
        amount: 12.34,
      },
    ]);
  });

  it('tells the recipient which account sent the money, with the typed name only as a note', async () => {
    const sender = await fundedMember(200_000, 'Bilal Ahmed');
    const recipient = await fundedMember(0, 'Sara Khan');
    const created = (
      await transfer(sender.token, {
        recipientAccountNumber: recipient.accountNumber,
        amount: 1000,
        senderName: 'Alice',
        note: 'Rent',
      })
    ).json<{ id: string }>();
    expect((await decide(created.id, 'COMPLETED')).statusCode).toBe(200);
    const [received] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recipient.id));
    expect(received?.message).toBe(
      `Bilal Ahmed (account ${sender.accountNumber}) sent you $1,000.00. It is now in your balance. Name given by the sender: "Alice". Note: "Rent".`,
    );
    const [completed] = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sender.id));
    expect(completed?.message).toBe('Your transfer of $1,000.00 has been verified and delivered.');
    // The recipient's history names the sending account too, beside the name that was typed.
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfer/history',
      headers: bearer(recipient.token),
    });
    expect(history.json()).toMatchObject([
      {
        id: created.id,
        direction: 'RECEIVED',
        status: 'COMPLETED',
        senderName: 'Alice',
        senderAccountNumber: sender.accountNumber,
        senderAccountName: 'Bilal Ahmed',
      },
    ]);

    const second = (
      await transfer(sender.token, {
        recipientAccountNumber: recipient.accountNumber,
        amount: 5,
        senderName: ' bilal ahmed ',
      })
    ).json<{ id: string }>();
    await decide(second.id, 'COMPLETED');
    const messages = (
      await ctx.app.db.select().from(notifications).where(eq(notifications.userId, recipient.id))
    ).map((row) => row.message);
    expect(messages).toContain(
      `Bilal Ahmed (account ${sender.accountNumber}) sent you $5.00. It is now in your balance.`,
    );
  });

  it('REJECTED refunds the sender exactly', async () => {
    const sender = await fundedMember(1000);
    const recipient = await fundedMember(0);
    const created = (
      await transfer(sender.token, {
        recipientAccountNumber: recipient.accountNumber,
        amount: 9.99,
        senderName: 'Me',
      })
    ).json<{ id: string; note: unknown }>();
    expect(created.note).toBeNull();
    expect((await decide(created.id, 'REJECTED')).json()).toMatchObject({ status: 'REJECTED' });
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(1000);
    expect(await walletBalanceCents(ctx.app.db, recipient.id)).toBe(0);
  });

  it('refuses an unknown account, oneself, too much, and bad input, changing nothing', async () => {
    const sender = await fundedMember(1000);
    const recipient = await fundedMember(0);
    const cases: [Record<string, unknown>, number, { error: string; message: string }][] = [
      [
        { recipientAccountNumber: 'ZZZZZZZZZZ', amount: 1, senderName: 'Me' },
        404,
        { error: 'NOT_FOUND', message: 'Recipient account not found' },
      ],
      [
        { recipientAccountNumber: sender.accountNumber, amount: 1, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'You cannot transfer to your own account.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 10.01, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Insufficient balance.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 0.001, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Amount can have at most 2 decimals.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 0.000000001, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Amount can have at most 2 decimals.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 1e-9, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Amount can have at most 2 decimals.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: 'M\u0000e' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Text cannot contain NUL characters.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 1 },
        400,
        { error: 'VALIDATION_ERROR', message: 'Sender name is required.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: ' ' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Sender name is required.' },
      ],
      [
        { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: 'x' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Sender name must be at least 2 characters.' },
      ],
      [
        { amount: 1, senderName: 'Me' },
        400,
        { error: 'VALIDATION_ERROR', message: 'Account number is required.' },
      ],
      [
        {
          recipientAccountNumber: recipient.accountNumber,
          amount: 1,
          senderName: 'Me',
          note: 'n'.repeat(201),
        },
        400,
        { error: 'VALIDATION_ERROR', message: 'Note must be at most 200 characters.' },
      ],
    ];
    for (const [payload, status, answer] of cases) {
      const response = await transfer(sender.token, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(answer);
    }
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(1000);
    expect(await ctx.app.db.select().from(transfers).where(eq(transfers.senderId, sender.id))).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, also once the balance is spent', async () => {
    const sender = await fundedMember(500);
    const recipient = await fundedMember(0);
    const payload = { recipientAccountNumber: recipient.accountNumber, amount: 5, senderName: 'Once' };
    const send = (key: string, body: Record<string, unknown> = payload) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: { ...bearer(sender.token), 'idempotency-key': key },
        payload: body,
      });
    const first = await send('spend-all');
    expect(first.statusCode).toBe(201);
    // The retry's own work would now fail (the $5 is gone): it answers what the first answered.
    const retry = await send('spend-all');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(0);
    expect(await ctx.app.db.select().from(transfers).where(eq(transfers.senderId, sender.id))).toHaveLength(
      1,
    );
    // The same key for another request is a conflict, whether or not that request could succeed.
    const other = await send('spend-all', { ...payload, amount: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // A failed call leaves its key free: after a top-up the same key goes through.
    const early = await send('too-early');
    expect(early.statusCode).toBe(400);
    await fundWallet(ctx.app.db, sender.id, 500);
    const later = await send('too-early');
    expect(later.statusCode).toBe(201);
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(0);
  });

  it('refuses a session that ended after its first transfer, before anything else and moving nothing', async () => {
    const sender = await fundedMember(2000);
    const recipient = await fundedMember(0);
    const payload = { recipientAccountNumber: recipient.accountNumber, amount: 1, senderName: 'Ends' };
    const send = (token: string, body: unknown, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: { ...bearer(token), ...headers },
        payload: body as Record<string, unknown>,
      });
    // A transfer makes the session known to this process; later ones are checked in their statement.
    const knownSession = async () => {
      const token = await loginMember(ctx.app, sender.email);
      expect((await send(token, payload, { 'idempotency-key': token })).statusCode).toBe(201);
      return token;
    };
    for (const { end, answer, status } of sessionEndings(ctx.app.db, () => new Date())) {
      // A plain call, bad input, a bad key, and a replay of an answered key: the session's refusal first.
      for (const call of [
        (token: string) => send(token, payload),
        (token: string) => send(token, { ...payload, amount: -1 }),
        (token: string) => send(token, payload, { 'idempotency-key': ' ' }),
        (token: string) => send(token, payload, { 'idempotency-key': token }),
      ]) {
        const token = await knownSession();
        await end(sender.id);
        // requireUser's own answer, on another member route with the same token.
        const history = await ctx.app.inject({ url: '/api/transfer/history', headers: bearer(token) });
        expect(history.json()).toEqual(answer);
        const response = await call(token);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(answer);
        await letBackIn(ctx.app.db, sender.id);
      }
    }
    // Twelve transfers went through, one per session; the refused calls moved nothing.
    expect(await walletBalanceCents(ctx.app.db, sender.id)).toBe(2000 - 12 * 100);
    expect(await ctx.app.db.select().from(transfers).where(eq(transfers.senderId, sender.id))).toHaveLength(
      12,
    );
  });

  it('reads the histories only while the session lives, answering as requireUser does', async () => {
    const sender = await fundedMember(1000);
    const recipient = await fundedMember(0);
    const idle = await fundedMember(0);
    const sent = await transfer(sender.token, {
      recipientAccountNumber: recipient.accountNumber,
      amount: 1,
      senderName: 'Reader',
    });
    expect(sent.statusCode).toBe(201);
    const ended = { error: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };
    const read = (url: string, token: string) => ctx.app.inject({ url, headers: bearer(token) });
    // Members with rows (the statement finds none once the session has ended) and without (an empty page
    // is confirmed), and requests that are not valid: each time the session's refusal.
    for (const member of [sender, recipient, idle]) {
      for (const [list, url] of [
        ['/api/wallets/movements', '/api/wallets/movements'],
        ['/api/transfer/history', '/api/transfer/history'],
        ['/api/wallets/movements', '/api/wallets/movements?limit=0'],
        ['/api/transfer/history', '/api/transfer/history?cursor=not-a-cursor'],
      ] as const) {
        const token = await loginMember(ctx.app, member.email);
        expect((await read(list, token)).statusCode).toBe(200);
        await ctx.app.db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(eq(sessions.userId, member.id));
        const response = await read(url, token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(ended);
      }
    }
    // Live sessions read their pages, empty or not.
    const token = await loginMember(ctx.app, recipient.email);
    expect((await read('/api/transfer/history', token)).json()).toMatchObject([{ direction: 'RECEIVED' }]);
    expect((await read('/api/wallets/movements', token)).json()).toEqual([]);
  });

  it('only admins decide, and a member cannot touch another member’s transfer', async () => {
    const sender = await fundedMember(1000);
    const recipient = await fundedMember(0);
    const created = (
      await transfer(sender.token, {
        recipientAccountNumber: recipient.accountNumber,
        amount: 1,
        senderName: 'Me',
      })
    ).json<{ id: string }>();
    expect((await decide(created.id, 'COMPLETED', recipient.token)).statusCode).toBe(403);
    expect((await decide(created.id, 'PENDING')).statusCode).toBe(400);
    expect(await walletBalanceCents(ctx.app.db, recipient.id)).toBe(0);
    const other = await fundedMember(0);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfer/history',
      headers: bearer(other.token),
    });
    expect(history.json()).toEqual([]);
  });
});

describe('transfer history', () => {
  it('pages what the member sent and received, newest first, through a cursor', async () => {
    const me = await fundedMember(2000);
    const friend = await fundedMember(2000);
    const stranger = await fundedMember(0);
    // Rejected ones straight in the table, each booked as sent and refunded.
    const row = (senderId: string, recipientId: string, second: number) => ({
      senderId,
      recipientId,
      amountCents: 100 + second,
      senderName: 'Someone',
      status: 'REJECTED' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
    });
    const inserted = await ctx.app.db
      .insert(transfers)
      .values([
        ...Array.from({ length: 13 }, (_, index) => row(me.id, friend.id, index)),
        ...Array.from({ length: 12 }, (_, index) => row(friend.id, me.id, index)),
        row(friend.id, stranger.id, 30),
      ])
      .returning();
    await bookRefused(
      ctx.app.db,
      'transfer',
      inserted.map(({ id, senderId, amountCents }) => ({ id, userId: senderId, amountCents })),
    );
    const pages = await readAllPages<{ id: string; direction: string; createdAt: string }>(
      ctx.app,
      me.token,
      '/api/transfer/history?limit=10',
    );
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    const listed = pages.flat();
    expect(new Set(listed.map((transfer) => transfer.id)).size).toBe(25);
    expect(listed.filter((transfer) => transfer.direction === 'RECEIVED')).toHaveLength(12);
    // Sent and received merged newest first, across the pages.
    const times = listed.map((transfer) => transfer.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toBe('2026-01-01T00:00:12.000Z');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/transfer/history?cursor=%00',
      headers: bearer(me.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
