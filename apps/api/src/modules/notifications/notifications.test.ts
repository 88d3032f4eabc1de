import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import type { NotificationPage } from '@earnflow/contracts';
import { bearer, loginAdmin, loginMember, seedAdmin, seedMember } from '../../../test/factories';
import { letBackIn, sessionEndings } from '../../../test/session-endings';
import { createNotification } from './notifications.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('member notifications', () => {
  it('marks read only what the panel showed: a notice that came in since stays unread', async () => {
    const member = await seedMember(ctx.app.db);
    const token = await loginMember(ctx.app, member.email);
    const unread = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: bearer(token) })
      ).json<{ id: string; title: string; createdAt: string }[]>();
    // Two inserts can share a stored instant: each notice gets its own second, in the order expected.
    const base = Date.now();
    const second = (n: number) => new Date(base + n * 1000);
    await createNotification(ctx.app.db, {
      title: 'Shown own',
      message: 'A',
      userId: member.id,
      createdAt: second(1),
    });
    await createNotification(ctx.app.db, { title: 'Shown broadcast', message: 'B', createdAt: second(2) });
    // Broadcasts reach every member: the other tests here start without these, pass or fail.
    onTestFinished(async () => {
      await ctx.app.db
        .update(notifications)
        .set({ deletedAt: sql`now()` })
        .where(sql`${notifications.title} in ('Shown broadcast', 'Later broadcast')`);
    });
    const shown = await unread();
    expect(shown.map((row) => row.title)).toEqual(['Shown broadcast', 'Shown own']);
    // Stored times carry microseconds: the panel's millisecond still covers the newest notice shown.
    await ctx.app.db
      .update(notifications)
      .set({
        createdAt: sql`date_trunc('milliseconds', ${notifications.createdAt}) + interval '900 microseconds'`,
      })
      .where(sql`${notifications.title} like 'Shown%'`);
    const newest = (await unread())[0];
    expect(newest?.title).toBe('Shown broadcast');
    await createNotification(ctx.app.db, {
      title: 'Later own',
      message: 'C',
      userId: member.id,
      createdAt: second(3),
    });
    await createNotification(ctx.app.db, { title: 'Later broadcast', message: 'D', createdAt: second(4) });

    const mark = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(token),
      payload: { through: newest?.createdAt },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json()).toEqual({ marked: 2 });
    expect((await unread()).map((row) => row.title)).toEqual(['Later broadcast', 'Later own']);

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(token),
      payload: { through: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await unread()).map((row) => row.title)).toEqual(['Later broadcast', 'Later own']);
  });

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
    await createNotification(ctx.app.db, {
      title: 'Not yours',
      message: 'Other',
      userId: other.id,
      createdAt: new Date(Date.now() + 1000),
    });
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

  it('answers the unread list only while the session lives, with or without notices', async () => {
    const withNotice = await seedMember(ctx.app.db);
    await createNotification(ctx.app.db, { title: 'Yours', message: 'Only yours', userId: withNotice.id });
    const without = await seedMember(ctx.app.db);
    const unread = (token: string) =>
      ctx.app.inject({ url: '/api/notifications/unread', headers: bearer(token) });
    for (const member of [withNotice, without]) {
      for (const { end, answer, status } of sessionEndings(ctx.app.db, () => new Date())) {
        // A first poll makes the session known to this process; the next one checks it in its statement.
        const token = await loginMember(ctx.app, member.email);
        const first = await unread(token);
        expect(first.statusCode).toBe(200);
        expect(first.json<unknown[]>()).toHaveLength(member === withNotice ? 1 : 0);
        await end(member.id);
        const response = await unread(token);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(answer);
        await letBackIn(ctx.app.db, member.id);
      }
    }
  });
});

describe('managing notifications', () => {
  it('an admin creates a broadcast every member sees, lists it, and deletes it for everyone', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const adminToken = await loginAdmin(ctx.app, admin.email);
    const sara = await seedMember(ctx.app.db);
    const ali = await seedMember(ctx.app.db);
    const saraToken = await loginMember(ctx.app, sara.email);
    const aliToken = await loginMember(ctx.app, ali.email);
    const unreadTitles = async (token: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: bearer(token) }))
        .json<{ title: string }[]>()
        .map((row) => row.title);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/create',
      headers: bearer(adminToken),
      payload: { title: '  Eid bonus ', message: 'Double rewards all week' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const notification = created.json<{ id: string; title: string }>();
    expect(notification.title).toBe('Eid bonus');
    expect(await unreadTitles(saraToken)).toContain('Eid bonus');
    expect(await unreadTitles(aliToken)).toContain('Eid bonus');

    // Read state is per member.
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/mark-all-read',
      headers: bearer(saraToken),
    });
    expect(await unreadTitles(saraToken)).toEqual([]);
    expect(await unreadTitles(aliToken)).toContain('Eid bonus');

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(adminToken),
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<NotificationPage>();
    expect(page.items[0]).toMatchObject({ id: notification.id, title: 'Eid bonus' });
    // A member's own notices are not broadcasts and are not listed.
    expect(page.items.map((row) => row.title)).not.toContain('Deposit');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${notification.id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await unreadTitles(aliToken)).not.toContain('Eid bonus');
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${notification.id}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs both fields and an admin, and changes nothing otherwise', async () => {
    const admin = await seedAdmin(ctx.app.db);
    const adminToken = await loginAdmin(ctx.app, admin.email);
    const member = await seedMember(ctx.app.db);
    const memberToken = await loginMember(ctx.app, member.email);
    const count = (await ctx.app.db.select().from(notifications)).length;
    for (const payload of [{ title: ' ', message: 'x' }, { title: 'x', message: '' }, {}]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/create',
        headers: bearer(adminToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: 'All fields are required',
      });
    }
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/create',
      headers: bearer(memberToken),
      payload: { title: 'Fake', message: 'Fake' },
    });
    expect(asMember.statusCode).toBe(403);
    expect(await ctx.app.db.select().from(notifications)).toHaveLength(count);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(memberToken),
    });
    expect(list.statusCode).toBe(403);
  });
});
