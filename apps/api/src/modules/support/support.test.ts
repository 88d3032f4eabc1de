import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatMessage, SupportTicketPage } from '@earnflow/contracts';

import { notifications, supportTickets } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { bearer, loginAdmin, seedAdmin, signedInMember } from '../../../test/factories';
import { openSupportTicketCount } from './support.repository';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'supportTicket=50' } });
  const admin = await seedAdmin(ctx.app.db);
  adminToken = await loginAdmin(ctx.app, admin.email);
});
afterAll(async () => {
  await ctx.close();
});

async function member(name?: string) {
  return signedInMember(ctx.app, { status: 'ACTIVE', ...(name === undefined ? {} : { name }) });
}
const send = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/support', headers: bearer(token), payload });
async function tickets(query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/support${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupportTicketPage>();
}

describe('support tickets', () => {
  it('a member opens a ticket; it lands in their private chat and in the admin list, open first', async () => {
    const sara = await member('Sara Ticket');
    const before = await openSupportTicketCount(ctx.app.db);
    const response = await send(sara.token, {
      subject: '  Late deposit ',
      message: ' Sent 20 dollars yesterday ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: string; status: string }>();
    expect(created.status).toBe('OPEN');
    expect(await openSupportTicketCount(ctx.app.db)).toBe(before + 1);

    const chat = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/private/${sara.id}`,
      headers: bearer(sara.token),
    });
    expect(chat.json<ChatMessage[]>().map((message) => message.text)).toEqual([
      'Late deposit\n\nSent 20 dollars yesterday',
    ]);

    const page = await tickets(`?userId=${sara.id}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: created.id,
      subject: 'Late deposit',
      message: 'Sent 20 dollars yesterday',
      status: 'OPEN',
      user: { id: sara.id, name: 'Sara Ticket' },
      closedAt: null,
    });
  });

  it('closing and reopening notifies the member; open tickets come first', async () => {
    const ali = await member();
    const first = (await send(ali.token, { subject: 'First', message: 'one' })).json<{ id: string }>();
    const second = (await send(ali.token, { subject: 'Second', message: 'two' })).json<{ id: string }>();
    const close = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/${second.id}`,
      headers: bearer(adminToken),
      payload: { status: 'CLOSED' },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json<{ status: string; closedAt: string | null }>().status).toBe('CLOSED');
    expect(close.json<{ closedAt: string | null }>().closedAt).not.toBeNull();
    const list = await tickets(`?userId=${ali.id}`);
    expect(list.items.map((ticket) => [ticket.id, ticket.status])).toEqual([
      [first.id, 'OPEN'],
      [second.id, 'CLOSED'],
    ]);
    expect((await tickets(`?userId=${ali.id}&status=CLOSED`)).items.map((ticket) => ticket.id)).toEqual([
      second.id,
    ]);
    const reopen = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/${second.id}`,
      headers: bearer(adminToken),
      payload: { status: 'OPEN' },
    });
    expect(reopen.json()).toMatchObject({ status: 'OPEN', closedAt: null });
    const notices = await ctx.app.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, ali.id))
      .orderBy(notifications.createdAt);
    expect(notices.map((notice) => notice.title)).toEqual([
      'Support ticket closed',
      'Support ticket reopened',
    ]);
  });

  it('the conversation list counts each member’s own open tickets', async () => {
    const bob = await member('Bob Tickets');
    const carol = await member('Carol Chat');
    await send(bob.token, { subject: 'One', message: 'first' });
    await send(bob.token, { subject: 'Two', message: 'second' });
    const third = (await send(bob.token, { subject: 'Three', message: 'third' })).json<{ id: string }>();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/support/${third.id}`,
      headers: bearer(adminToken),
      payload: { status: 'CLOSED' },
    });
    // Carol only chats with support: no ticket.
    const chat = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(carol.token),
      payload: { text: 'Just a question', isPublic: false },
    });
    expect(chat.statusCode, chat.body).toBe(201);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations?pageSize=100',
      headers: bearer(adminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    const counts = new Map(
      response
        .json<{ items: { userId: string; openTickets: number }[] }>()
        .items.map((item) => [item.userId, item.openTickets]),
    );
    expect([counts.get(bob.id), counts.get(carol.id)]).toEqual([2, 0]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const sara = await member();
    const count = (await ctx.app.db.select().from(supportTickets)).length;
    const cases: Record<string, unknown>[] = [
      { subject: '   ', message: 'hello' },
      { subject: 'Hello', message: '  ' },
      { subject: 'Hello' },
      {},
    ];
    for (const payload of cases) {
      const response = await send(sara.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'Both fields are required.',
      });
    }
    expect((await send(sara.token, { subject: 'x'.repeat(151), message: 'm' })).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(supportTickets)).toHaveLength(count);

    const wrongStatus = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/support/00000000-0000-4000-8000-000000000000',
      headers: bearer(adminToken),
      payload: { status: 'DONE' },
    });
    expect(wrongStatus.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/support/00000000-0000-4000-8000-000000000000',
      headers: bearer(adminToken),
      payload: { status: 'CLOSED' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps members out of the admin calls and anonymous callers out of all', async () => {
    const sara = await member();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/support', headers: bearer(sara.token) });
    expect(list.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { subject: 'a', message: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
