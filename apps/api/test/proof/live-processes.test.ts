import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createSession } from '../../src/modules/sessions/sessions.service';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../database';
import { seedMember } from '../factories';
import { frameOf, openStream, type OpenedStream, type StreamFrame } from '../live-stream';
import { call, startServer, type ServerProcess } from './server-process';

/**
 * Live events across two API processes on one PostgreSQL without Redis: they wake each other through
 * LISTEN/NOTIFY. A stream opened on one hears what is posted through the other, and a stream cut by a
 * killed process resumes on the other with Last-Event-ID, missing nothing and doubling nothing.
 */

const baseUrl = process.env.DATABASE_URL ?? '';

describe.skipIf(testDatabaseKind() !== 'postgres')('two processes on one PostgreSQL, no Redis', () => {
  let database: { name: string; url: string } | undefined;
  let handle: DatabaseHandle;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(baseUrl, 'earnflow_live');
    const env = { DATABASE_URL: database.url };
    // One migrates first: the other starts on the migrated database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    handle = await openDatabase({ kind: 'postgres', url: database.url, pool: { size: 3 } });
  }, 180_000);
  afterAll(async () => {
    try {
      await Promise.all(servers.map((server) => server.stop()));
      await handle.close();
    } finally {
      if (database !== undefined) await dropPostgresDatabase(baseUrl, database.name);
    }
  });

  const member = async () => {
    const row = await seedMember(handle.db, { status: 'ACTIVE' });
    return createSession(handle.db, systemClock, { kind: 'USER', userId: row.id }, {});
  };
  const say = async (url: string, token: string, text: string) => {
    const sent = await call(url, 'POST', '/api/chat', { token, body: { text, isPublic: true } });
    expect(sent?.status, JSON.stringify(sent)).toBe(201);
  };
  const textOf = (frame: StreamFrame) => (frame.data as { message: { text: string } }).message.text;
  const chat = (opened: OpenedStream) => opened.frames.filter((frame) => frame.event === 'chat.message');

  it('carries a message posted through one to a stream opened on the other within a second', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const stream = await openStream(two.url, { token: await member() });
    await stream.next(frameOf('hello'));
    const text = `through LISTEN/NOTIFY ${randomBytes(4).toString('hex')}`;
    const started = Date.now();
    await say(one.url, await member(), text);
    await stream.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === text),
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    stream.close();
  });

  it('resumes on the other process after one is killed, without a lost or doubled message', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const reader = await member();
    const writer = await member();
    const tag = randomBytes(3).toString('hex');
    const first = await openStream(one.url, { token: reader });
    await first.next(frameOf('hello'));
    await say(two.url, writer, `${tag} 1`);
    const heard = await first.next(frameOf('chat.message'), 1000);
    await one.kill();
    await first.ended;
    for (const n of [2, 3, 4]) await say(two.url, writer, `${tag} ${String(n)}`);

    const resumed = await openStream(two.url, { token: reader, lastEventId: heard.id ?? '' });
    expect((await resumed.next(frameOf('hello'))).data).toMatchObject({ resumed: true });
    await resumed.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === `${tag} 4`),
    );
    await say(two.url, writer, `${tag} 5`);
    await resumed.next(
      frameOf('chat.message', (data) => (data.message as { text: string }).text === `${tag} 5`),
    );
    const mine = [...chat(first), ...chat(resumed)].map(textOf).filter((text) => text.startsWith(tag));
    expect(mine).toEqual([1, 2, 3, 4, 5].map((n) => `${tag} ${String(n)}`));
    resumed.close();
  });
});
