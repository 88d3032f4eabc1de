import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { bearer, loginMember, seedMember } from '../../../test/factories';
import { createNotification } from './notifications.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('member notifications', () => {
  it('lists unread broadcasts and own notices, newest first, and marks them all read', async () => {
    const oldBroadcast = await createNotification(ctx.app.db, {
      title: 'Old news',
      message: 'Before you joined',
    });
    await ctx.app.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(sql`${notifications.id} = ${oldBroadcast.id}`);
    const member = await seedMember(ctx.app.db);
    const other = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const broadcast = await createNotification(ctx.app.db, { title: 'Welcome', message: 'Hello everyone' });
    const own = await createNotification(ctx.app.db, {
      title: 'Deposit',
      message: 'Yours',
      userId: member.id,
    });
    await createNotification(ctx.app.db, { title: 'Not yours', message: 'Other', userId: other.id });
    await ctx.app.db
      .update(notifications)
      .set({ createdAt: sql`now() + interval '1 second'` })
      .where(sql`${notifications.id} = ${own.id}`);

    const unread = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread',
      headers: bearer(token),
    });
    expect(unread.statusCode).toBe(200);
    expect(unread.json<{ id: string }[]>().map((row) => row.id)).toEqual([own.id, broadcast.id]);
    expect(unread.json<unknown[]>()[1]).toEqual({
      id: broadcast.id,
      title: 'Welcome',
      message: 'Hello everyone',
      createdAt: broadcast.createdAt.toISOString(),
    });

    const mark = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(token),
    });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ marked: 2 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread',
      headers: bearer(token),
    });
    expect(after.json()).toEqual([]);

    const again = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(token),
    });
    expect(again.json()).toEqual({ marked: 0 });

    // Read state is per member.
    const otherToken = await loginMember(ctx.app, other.email);
    const otherUnread = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread',
      headers: bearer(otherToken),
    });
    expect(otherUnread.json<{ title: string }[]>().map((row) => row.title)).toEqual(['Not yours', 'Welcome']);
  });

  it('needs a member token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
});
