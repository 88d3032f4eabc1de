import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatMessage } from '@earnflow/contracts';

import { chatMessages, notifications } from '../../db/schema';

import { createTestContext, type TestContext } from '../../../test/app';

import { testDatabaseKind } from '../../../test/database';

import {
  bearer,
  loginMember,
  seedMember,
  uploadFile,
  signedInMember,
  signedInAdmin,
} from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'chatPost=40' } });
});
afterAll(async () => {
  await ctx.close();
});

async function member(name?: string) {
  return signedInMember(ctx.app, { status: 'ACTIVE', ...(name === undefined ? {} : { name }) });
}
async function admin() {
  return signedInAdmin(ctx.app, { name: 'Hidden Admin Name' });
}

function post(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/chat', headers: bearer(token), payload });
}
async function read(token: string, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage[]>();
}

describe('community chat', () => {
  it('members and admins post and read; the sender comes from the token', async () => {
    const sara = await member('Sara Khan');
    const ali = await member('Ali Raza');
    const boss = await admin();
    const first = await post(sara.token, {
      senderId: sara.id,
      senderType: 'USER',
      text: '  Hello everyone  ',
      mediaUrl: null,
      mediaType: null,
      isPublic: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      senderId: sara.id,
      senderType: 'USER',
      senderName: 'Sara Khan',
      text: 'Hello everyone',
      isPublic: true,
      deleted: false,
    });
    const fromAdmin = await post(boss.token, { senderId: 'whatever', text: 'Welcome!', isPublic: true });
    expect(fromAdmin.statusCode).toBe(201);
    expect(fromAdmin.json()).toMatchObject({ senderType: 'ADMIN', senderName: 'Admin', senderId: '' });
    expect(fromAdmin.body).not.toContain('Hidden Admin Name');
    expect(fromAdmin.body).not.toContain(boss.id);

    const seen = await read(ali.token, '/api/chat/public');
    expect(seen.map((message) => message.text).slice(-2)).toEqual(['Hello everyone', 'Welcome!']);
    expect(JSON.stringify(seen)).not.toContain(boss.id);
    expect(await read(boss.token, '/api/chat/public')).toEqual(seen);
  });

  it('refuses a member who names another sender or the ADMIN type, and changes nothing', async () => {
    const sara = await member();
    const ali = await member();
    const before = await ctx.app.db.select().from(chatMessages);
    for (const spoof of [
      { senderId: ali.id, senderType: 'USER' },
      { senderId: sara.id, senderType: 'ADMIN' },
    ]) {
      const response = await post(sara.token, { ...spoof, text: 'I am someone else', isPublic: true });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'You can only send messages as yourself.',
      });
    }
    expect(await ctx.app.db.select().from(chatMessages)).toHaveLength(before.length);
  });

  it('polls with `after` for newer messages only, and pages back with `before`', async () => {
    const sara = await member();
    const start = await read(sara.token, '/api/chat/public');
    const lastSeq = start.at(-1)?.seq ?? 0;
    for (const text of ['one', 'two', 'three']) {
      expect((await post(sara.token, { text, isPublic: true })).statusCode).toBe(201);
    }
    const newer = await read(sara.token, `/api/chat/public?after=${String(lastSeq)}`);
    expect(newer.map((message) => message.text)).toEqual(['one', 'two', 'three']);
    const afterTwo = await read(sara.token, `/api/chat/public?after=${String(newer[1]?.seq)}`);
    expect(afterTwo.map((message) => message.text)).toEqual(['three']);
    expect(await read(sara.token, `/api/chat/public?after=${String(newer[2]?.seq)}`)).toEqual([]);
    const capped = await read(sara.token, `/api/chat/public?after=${String(lastSeq)}&limit=2`);
    expect(capped.map((message) => message.text)).toEqual(['one', 'two']);

    const latestTwo = await read(sara.token, '/api/chat/public?limit=2');
    expect(latestTwo.map((message) => message.text)).toEqual(['two', 'three']);
    const earlier = await read(sara.token, `/api/chat/public?before=${String(latestTwo[0]?.seq)}&limit=1`);
    expect(earlier.map((message) => message.text)).toEqual(['one']);
  });

  it('takes 2,000 characters and refuses 2,001, and refuses bad input with a message', async () => {
    const sara = await member();
    expect((await post(sara.token, { text: 'x'.repeat(2000), isPublic: true })).statusCode).toBe(201);
    const count = (await ctx.app.db.select().from(chatMessages)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ text: 'x'.repeat(2001), isPublic: true }, 'A message is at most 2,000 characters.'],
      [{ text: '   ', isPublic: true }, 'Write a message or attach a file.'],
      [{ text: 'hi' }, 'isPublic must be true or false.'],
      [{ text: 'a\u0000b', isPublic: true }, 'Text cannot contain NUL characters.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(sara.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    for (const query of ['after=abc', 'before=-1', 'after=1&before=5', 'limit=0', 'limit=101']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/chat/public?${query}`,
        headers: bearer(sara.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('VALIDATION_ERROR');
    }
    expect(await ctx.app.db.select().from(chatMessages)).toHaveLength(count);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/chat/public' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('attaches only the member’s own upload and reads the media type from the file', async () => {
    const sara = await member();
    const ali = await member();
    const own = await uploadFile(ctx.app, sara.token, '/api/upload');
    const response = await post(sara.token, {
      text: '',
      mediaUrl: own,
      mediaType: 'video',
      isPublic: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mediaUrl: own, mediaType: 'image', text: '' });
    const stolen = await post(ali.token, { text: 'look', mediaUrl: own, isPublic: true });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<{ message: string }>().message).toBe(
      'Upload the attachment first: only a file you uploaded here can be attached.',
    );
    const boss = await admin();
    const adminMedia = await uploadFile(ctx.app, boss.token, '/api/admin/upload');
    expect((await post(boss.token, { text: '', mediaUrl: adminMedia, isPublic: true })).statusCode).toBe(201);
    expect((await post(boss.token, { text: '', mediaUrl: own, isPublic: true })).statusCode).toBe(400);
  });

  it('lets an admin remove a message: the next poll drops it for everyone', async () => {
    const sara = await member();
    const boss = await admin();
    const seen = await read(sara.token, '/api/chat/public');
    const last = seen.at(-1)?.seq ?? 0;
    const spam = (await post(sara.token, { text: 'Buy cheap coins!', isPublic: true })).json<ChatMessage>();
    expect((await read(sara.token, `/api/chat/public?after=${String(last)}`)).map((m) => m.id)).toEqual([
      spam.id,
    ]);

    const byMember = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat/${spam.id}`,
      headers: bearer(sara.token),
    });
    expect(byMember.statusCode).toBe(403);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat/${spam.id}`,
      headers: bearer(boss.token),
    });
    expect(removed.statusCode).toBe(204);
    const poll = await read(sara.token, `/api/chat/public?after=${String(spam.seq)}`);
    expect(poll).toEqual([expect.objectContaining({ id: spam.id, deleted: true, text: '', mediaUrl: null })]);
    expect((await read(sara.token, '/api/chat/public')).map((m) => m.id)).not.toContain(spam.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/chat/${spam.id}`,
      headers: bearer(boss.token),
    });
    expect(again.statusCode).toBe(404);
  });
  // PGlite has one connection, so nothing is ever at the same time there.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'a poller that follows `after` sees every message posted at the same time, once',
    async () => {
      const posters = await Promise.all([member(), member(), member(), member()]);
      const reader = await member();
      const start = (await read(reader.token, '/api/chat/public')).at(-1)?.seq ?? 0;
      const seen = new Map<string, number>();
      let cursor = start;
      const state = { posting: true };
      const poller = (async () => {
        while (state.posting) {
          for (const message of await read(reader.token, `/api/chat/public?after=${String(cursor)}`)) {
            // A removal made before this test comes by once as a tombstone; only new messages count here.
            if (!message.deleted) seen.set(message.id, (seen.get(message.id) ?? 0) + 1);
            cursor = Math.max(cursor, message.seq);
          }
        }
      })();
      const posted = await Promise.all(
        posters.flatMap((poster) =>
          Array.from({ length: 8 }, (_, index) =>
            post(poster.token, { text: `burst ${String(index)}`, isPublic: true }).then((response) => {
              expect(response.statusCode).toBe(201);
              return response.json<ChatMessage>().id;
            }),
          ),
        ),
      );
      state.posting = false;
      await poller;
      for (const message of await read(reader.token, `/api/chat/public?after=${String(cursor)}`)) {
        seen.set(message.id, (seen.get(message.id) ?? 0) + 1);
      }
      expect([...seen.keys()].sort()).toEqual([...posted].sort());
      expect([...seen.values()].every((count) => count === 1)).toBe(true);
    },
  );
});

describe('private chat with support', () => {
  it('is the member’s own: another member gets 403, admins read and answer every one', async () => {
    const sara = await member('Sara P');
    const ali = await member();
    const boss = await admin();
    const mine = await post(sara.token, {
      senderId: sara.id,
      senderType: 'USER',
      text: 'My deposit is late',
      isPublic: false,
      recipientId: ali.id,
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ isPublic: false });

    expect((await read(sara.token, `/api/chat/private/${sara.id}`)).map((m) => m.text)).toEqual([
      'My deposit is late',
    ]);
    expect(await read(ali.token, `/api/chat/private/${ali.id}`)).toEqual([]);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/private/${sara.id}`,
      headers: bearer(ali.token),
    });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({
      error: 'FORBIDDEN',
      message: 'You can only read your own conversation with support.',
    });
    // Private messages never reach the community room.
    expect((await read(ali.token, '/api/chat/public')).map((m) => m.text)).not.toContain(
      'My deposit is late',
    );

    const noRecipient = await post(boss.token, { text: 'Hi', isPublic: false });
    expect(noRecipient.statusCode).toBe(400);
    const answer = await post(boss.token, {
      text: 'We are checking it now.',
      isPublic: false,
      recipientId: sara.id,
    });
    expect(answer.statusCode).toBe(201);
    expect(
      (await read(boss.token, `/api/chat/private/${sara.id}`)).map((m) => [m.senderName, m.text]),
    ).toEqual([
      ['Sara P', 'My deposit is late'],
      ['Admin', 'We are checking it now.'],
    ]);
    const notices = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, sara.id));
    expect(notices.map((notice) => [notice.title, notice.message])).toEqual([
      ['Admin Support replied', 'We are checking it now.'],
    ]);

    const conversations = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: bearer(boss.token),
    });
    expect(conversations.statusCode).toBe(200);
    expect(conversations.json<{ items: { userId: string; lastMessage: string }[] }>().items[0]).toMatchObject(
      {
        userId: sara.id,
        lastMessage: 'We are checking it now.',
      },
    );
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: bearer(sara.token),
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('chat rate limit', () => {
  it('stops a member posting too fast', async () => {
    const limited = await createTestContext({ env: { RATE_LIMITS: 'chatPost=3' } });
    try {
      const row = await seedMember(limited.app.db, { status: 'ACTIVE' });
      const token = await loginMember(limited.app, row.email);
      const codes: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: bearer(token),
          payload: { text: `message ${String(index)}`, isPublic: true },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
