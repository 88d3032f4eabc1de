import net from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/database';

/** A TCP port that accepts connections and never says a word, like a database host that hangs. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `postgres://nobody@127.0.0.1:${String(address.port)}/nothing`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function appOn(env: Record<string, string>, logLines: string[]) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  return buildApp({
    config,
    migrate: false,
    jobPollMs: 3_600_000,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('readiness when the database does not answer', () => {
  it('answers 503 within a few seconds even when connecting would wait much longer', async () => {
    const silent = await silentServer();
    cleanups.push(() => silent.close());
    const lines: string[] = [];
    const app: FastifyInstance = await appOn(
      { DATABASE_URL: silent.url, DATABASE_CONNECT_TIMEOUT_MS: '60000' },
      lines,
    );
    cleanups.push(async () => {
      await silent.close();
      await app.close();
    });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable.',
    });
    expect(took).toBeLessThan(5_000);
    expect(lines.join('')).toContain('database not reachable');
  });

  it('gives up connecting after DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const silent = await silentServer();
    const lines: string[] = [];
    const app = await appOn({ DATABASE_URL: silent.url, DATABASE_CONNECT_TIMEOUT_MS: '500' }, lines);
    cleanups.push(async () => {
      await app.close();
      await silent.close();
    });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    // Well before the default 5 s timeout, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(lines.join('')).toMatch(/timeout/i);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('the PostgreSQL pool', () => {
  async function database(): Promise<TestDatabase & { url: string }> {
    const created = await createTestDatabase('postgres');
    cleanups.push(() => created.drop());
    if (created.url === undefined) throw new Error('no url');
    return { ...created, url: created.url };
  }

  it('sets the statement and idle-in-transaction timeouts from the configuration', async () => {
    const { url } = await database();
    const lines: string[] = [];
    const app = await appOn(
      {
        DATABASE_URL: url,
        DATABASE_STATEMENT_TIMEOUT_MS: '700',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500',
      },
      lines,
    );
    cleanups.push(() => app.close());
    const shown = (await app.db.execute(
      sql`SELECT current_setting('statement_timeout') AS statement,
                 current_setting('idle_in_transaction_session_timeout') AS idle`,
    )) as { rows: { statement: string; idle: string }[] };
    expect(shown.rows[0]).toEqual({ statement: '700ms', idle: '1500ms' });
    await expect(app.db.execute(sql`SELECT pg_sleep(3)`)).rejects.toMatchObject({
      cause: { code: '57014' },
    });
    const idleTooLong = app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(idleTooLong).rejects.toThrow();
    await expect.poll(() => lines.join(''), { timeout: 5_000 }).toContain('idle-in-transaction timeout');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503, not 500, when no connection frees up in time', async () => {
    const { url } = await database();
    const lines: string[] = [];
    const app = await appOn(
      { DATABASE_URL: url, DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_MS: '300' },
      lines,
    );
    cleanups.push(() => app.close());
    // The only connection is busy for a while.
    const busy = app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_sleep(1.5)`);
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer some-token' },
    });
    await busy;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'The service is busy. Please try again in a moment.',
    });
    expect(lines.join('')).toContain('the database could not serve the request in time');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('logs a pooled connection the server drops, and carries on with a new one', async () => {
    const { url } = await database();
    const lines: string[] = [];
    const app = await appOn({ DATABASE_URL: url }, lines);
    cleanups.push(() => app.close());
    const backend = (await app.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as {
      rows: { pid: number }[];
    };
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [backend.rows[0]?.pid]);
    await admin.end();
    await expect
      .poll(() => lines.join(''), { timeout: 5_000 })
      .toContain('database pool: a connection failed');
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
